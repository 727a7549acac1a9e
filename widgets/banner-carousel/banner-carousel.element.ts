import { defineReactElement } from '../shared/define-element';
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel';
import ru from './i18n/ru.json';
import css from './banner-carousel.css?inline';

export const BANNER_CAROUSEL_TAG = 'vt-banner-carousel';

export function defineBannerCarousel(): CustomElementConstructor {
  return defineReactElement<BannerCarouselProps>(BANNER_CAROUSEL_TAG, BannerCarousel, {
    props: {
      location: 'string',
      variant: 'string',
      range: 'string',
      menuId: 'number',
      brandId: 'number',
      noAutoplay: 'boolean',
      label: 'string',
    },
    styles: [css],
    translations: ru,
    // Banners already in the store render their srcset pictures in the first commit.
    urgentMount: true,
  });
}
