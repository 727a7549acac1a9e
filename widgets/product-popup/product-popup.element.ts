import { defineReactElement } from '../shared/define-element';
import { ProductPopup, type ProductPopupProps } from './product-popup';
import dialogCss from '../shared/dialog/dialog.css?inline';
import css from './product-popup.css?inline';
import ru from './i18n/ru.json';

export const PRODUCT_POPUP_TAG = 'vt-product-popup';

export function defineProductPopup(): CustomElementConstructor {
  return defineReactElement<ProductPopupProps>(PRODUCT_POPUP_TAG, ProductPopup, {
    props: { nmId: 'number', size: 'string' },
    styles: [dialogCss, css],
    translations: ru,
  });
}
