import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback: ReactNode };

/**
 * An <img> that gives way to its placeholder when the picture cannot load (storefront-shell.md §8
 * "Image load failure: ... mark placeholder"): a shopper never sees a broken-image icon. Another
 * src gets another try.
 */
export function FallbackImage({ fallback, onError, ...image }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === image.src) return <>{fallback}</>;
  return (
    <img
      {...image}
      onError={(event) => {
        setFailed(image.src);
        onError?.(event);
      }}
    />
  );
}
