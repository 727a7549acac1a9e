import { defineReactElement } from '../shared/define-element';
import { Cart, type CartProps } from './cart';
import css from './cart.css?inline';
import ru from './i18n/ru.json';
import listCss from '../shared/list/list.css?inline';

export const CART_TAG = 'vt-cart';

export function defineCart(): CustomElementConstructor {
  return defineReactElement<CartProps>(CART_TAG, Cart, { props: { linesOnly: 'boolean' }, styles: [listCss, css], translations: ru });
}
