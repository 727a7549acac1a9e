import { useEffect } from 'react';
import { SHOWN_AFTER_VISIBLE_HTML5_MS } from '../../core/domain/banners';
import { useLatest } from './use-latest';

/**
 * The shown event of an image banner: after it stays visible and active for 1 s (the spec gives
 * 1 s for HTML5 and 2 s for video; an image is held to the HTML5 rule). Iframe creatives time
 * their own (core/banners/creative-frame.ts).
 */
export function useImageShown(enabled: boolean, onShown: () => void): void {
  const latest = useLatest(onShown);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => latest.current(), SHOWN_AFTER_VISIBLE_HTML5_MS);
    return () => clearTimeout(timer);
  }, [enabled, latest]);
}
