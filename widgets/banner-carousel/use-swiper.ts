import { useEffect, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import { CAROUSEL_TRANSITION_MS } from '../../core/banners/carousel';
import { useLatest } from './use-latest';

/** Gap between slides of the multi-slide variants, in CSS pixels. */
const AUTO_SLIDES_GAP_PX = 12;

/**
 * Swiper core on an element of the shadow root, given as a reference (swiper #4903: selectors
 * do not reach into shadow roots). Only the core is used: its navigation, pagination and a11y
 * modules write markup through innerHTML (a Trusted Types policy per call), so the controls and
 * ARIA are the widget's own. No loop mode (it moves React's slides around); `rewind` instead.
 */
export function useSwiper(
  container: RefObject<HTMLDivElement | null>,
  { count, perView, onIndex }: { count: number; perView: 1 | 'auto'; onIndex: (index: number) => void },
): RefObject<Swiper | null> {
  const swiperRef = useRef<Swiper | null>(null);
  const latestOnIndex = useLatest(onIndex);

  useEffect(() => {
    const element = container.current;
    if (!element || count === 0) return;
    const swiper = new Swiper(element, {
      speed: CAROUSEL_TRANSITION_MS,
      rewind: true,
      slidesPerView: perView,
      spaceBetween: perView === 'auto' ? AUTO_SLIDES_GAP_PX : 0,
      watchOverflow: true,
      on: { slideChange: (instance) => latestOnIndex.current(instance.activeIndex) },
    });
    swiperRef.current = swiper;
    latestOnIndex.current(swiper.activeIndex);
    return () => {
      swiper.destroy(true, true);
      swiperRef.current = null;
    };
  }, [container, count, perView, latestOnIndex]);

  return swiperRef;
}
