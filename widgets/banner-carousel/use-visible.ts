import { useEffect, useState } from 'react';
import { isVisibleEnough, VISIBLE_THRESHOLD, NEW_CAROUSEL_VISIBLE_THRESHOLD, type CarouselKind } from '../../core/domain/banners';

/**
 * §9 "visible threshold 50% (new carousel 90%)": whether enough of the element is on screen,
 * and the page itself is not hidden (a background tab).
 */
export function useVisible(element: Element, kind: CarouselKind): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [pageShown, setPageShown] = useState(() => document.visibilityState !== 'hidden');

  useEffect(() => {
    const threshold = kind === 'new' ? NEW_CAROUSEL_VISIBLE_THRESHOLD : VISIBLE_THRESHOLD;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setOnScreen(entry.isIntersecting && isVisibleEnough(entry.intersectionRatio, kind));
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, kind]);

  useEffect(() => {
    const onChange = () => setPageShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    // The state read at the first render may be stale by now: a change between that render and
    // this effect fired no listener.
    onChange();
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  return onScreen && pageShown;
}
