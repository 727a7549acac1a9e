import { defineBannerCarousel } from './banner-carousel.element';
import type { BannerCarouselProps } from './banner-carousel';

export type VtBannerCarouselElement = HTMLElement & BannerCarouselProps;

declare global {
  interface HTMLElementTagNameMap {
    'vt-banner-carousel': VtBannerCarouselElement;
  }
}

export const VtBannerCarousel = defineBannerCarousel();
