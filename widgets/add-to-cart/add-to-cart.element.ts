import { defineReactElement } from '../shared/define-element';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import buttonCss from '../shared/add-to-cart-button/add-to-cart-button.css?inline';
import css from './add-to-cart.css?inline';
import ru from './i18n/ru.json';
import buttonRu from '../shared/add-to-cart-button/i18n/ru.json';

export const ADD_TO_CART_TAG = 'vt-add-to-cart';

export function defineAddToCart(): CustomElementConstructor {
  return defineReactElement<AddToCartProps>(ADD_TO_CART_TAG, AddToCart, {
    props: { product: 'number', size: 'number', quantity: 'number', targetUrl: 'string', meta: 'string' },
    styles: [buttonCss, css],
    translations: ru,
    otherTranslations: { 'add-to-cart-button': buttonRu },
  });
}
