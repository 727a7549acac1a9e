import { defineCart } from './cart.element';

export type VtCartElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'vt-cart': VtCartElement;
  }
}

export const VtCart = defineCart();
