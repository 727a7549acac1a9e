import { defineReactElement } from '../shared/define-element';
import { Footer, type FooterProps } from './footer';
import css from './footer.css?inline';
import ru from './i18n/ru.json';
import bannerCss from '../shared/banner-links/banner-links.css?inline';

export const FOOTER_TAG = 'vt-footer';

export function defineFooter(): CustomElementConstructor {
  return defineReactElement<FooterProps>(FOOTER_TAG, Footer, {
    props: { home: 'boolean', hideBanners: 'boolean', noBackToTop: 'boolean' },
    styles: [bannerCss, css],
    translations: ru,
  });
}
