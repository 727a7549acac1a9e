import { defineReactElement } from '../shared/define-element';
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel';
import swiperCss from './swiper-core.css?inline';
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
    // The part of swiper's stylesheet we use is adopted into the shadow root beside ours (swiper #4903).
    styles: [swiperCss, css],
    translations: ru,
  });
}
