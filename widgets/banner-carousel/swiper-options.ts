import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_TRANSITION_MS } from '../../core/banners/carousel';
import type { VariantConfig } from './variants';

/** Gap between slides of the multi-slide and ear variants, in CSS pixels. */
export const SLIDES_GAP_PX = 12;

/**
 * Swiper's settings for a variant: §9 "transition 500 ms" for every move; no loop mode (it moves
 * React's slides around), `rewind` instead; the ear variant centres the active slide.
 */
export function swiperOptions(config: Pick<VariantConfig, 'perView' | 'centered'>): SwiperOptions {
  const several = config.perView === 'auto';
  return {
    speed: CAROUSEL_TRANSITION_MS,
    rewind: true,
    slidesPerView: config.perView,
    spaceBetween: several ? SLIDES_GAP_PX : 0,
    centeredSlides: config.centered === true,
    watchOverflow: true,
  };
}
