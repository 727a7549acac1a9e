import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { staticDownloads } from '../../core/domain/settings';

export type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** The same picture on other hosts, tried in order when `src` fails. */
  alternates?: readonly string[];
  fallback: ReactNode;
};

/**
 * An <img> that tries the picture's alternate sources, then gives way to its placeholder when none
 * loads (storefront-shell.md §8 "Image load failure: fall back to alternate sources, then mark
 * placeholder and record a mark; every few events the performance_static_download analytic is
 * reported"): a shopper never sees a broken-image icon. Another src starts over.
 */
export function FallbackImage({ fallback, alternates = [], onError, src, ...image }: FallbackImageProps) {
  // Which source of which picture is tried: a new src resets it without an effect.
  const [attempt, setAttempt] = useState({ src, index: 0 });
  const index = attempt.src === src ? attempt.index : 0;
  const sources = [src, ...alternates];
  if (index >= sources.length) return <>{fallback}</>;
  const current = sources[index]!;
  return (
    <img
      {...image}
      src={current}
      onError={(event) => {
        const next = index + 1;
        staticDownloads().record(next < sources.length ? 'alternate' : 'placeholder', current);
        setAttempt({ src, index: next });
        onError?.(event);
      }}
    />
  );
}
