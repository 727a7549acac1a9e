import { useEffect, useRef } from 'react';

/** storefront-shell.md §9 "infinite scroll margin 50%": the next page loads half a screen before the end. */
export const INFINITE_SCROLL_MARGIN = '0px 0px 50% 0px';

/** Calls `onNear` when the returned sentinel comes within the margin of the viewport. */
export function useInfiniteSentinel(enabled: boolean, onNear: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
