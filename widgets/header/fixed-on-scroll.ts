import { useEffect, useState } from 'react';
import type { PathClass } from '../../core/domain/links';

/** storefront-shell.md §9 "header fixed scroll threshold 400 mobile, 0 desktop". */
export const HEADER_FIXED_THRESHOLD_MOBILE_PX = 400;
export const HEADER_FIXED_THRESHOLD_DESKTOP_PX = 0;
/** §4 "The header becomes fixed on scroll on home and services pages". */
export const FIXED_HEADER_PAGES: readonly PathClass[] = ['home', 'services'];

export function headerFixed(scrollY: number, mobile: boolean, page: PathClass): boolean {
  if (!FIXED_HEADER_PAGES.includes(page)) return false;
  return scrollY > (mobile ? HEADER_FIXED_THRESHOLD_MOBILE_PX : HEADER_FIXED_THRESHOLD_DESKTOP_PX);
}

/**
 * Whether the header bar is fixed now; follows scrolling (passive listener, one state change per
 * crossing). Reading scrollY forces a layout, so the mount never reads it: other pages never do,
 * and home and services read it in the first frame (a restored scroll also sends a scroll event).
 */
export function useFixedOnScroll(mobile: boolean, page: PathClass): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    if (!FIXED_HEADER_PAGES.includes(page)) {
      setFixed(false);
      return;
    }
    const update = () => setFixed(headerFixed(scrollY, mobile, page));
    const frame = requestAnimationFrame(update);
    addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', update);
    };
  }, [mobile, page]);
  return fixed;
}
