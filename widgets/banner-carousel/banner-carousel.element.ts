import { defineReactElement } from '../shared/define-element';
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel';
import swiperCss from '../../node_modules/swiper/swiper.css?inline';
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
    // Swiper's own stylesheet is adopted into the shadow root beside ours (swiper #4903).
    styles: [swiperCss, css], translations: ru,
  });
}
