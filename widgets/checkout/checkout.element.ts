import { defineReactElement } from '../shared/define-element';
import { Checkout, type CheckoutProps } from './checkout';
import css from './checkout.css?inline';
import ru from './i18n/ru.json';

export const CHECKOUT_TAG = 'vt-checkout';

export function defineCheckout(): CustomElementConstructor {
  return defineReactElement<CheckoutProps>(CHECKOUT_TAG, Checkout, { props: { buyItNow: 'json', doneHref: 'string' }, styles: [css], translations: ru });
}
