import { defineAddToCart } from './add-to-cart.element';

export type VtAddToCartElement = HTMLElement & { product?: number; size?: number; quantity?: number };

declare global {
  interface HTMLElementTagNameMap {
    'vt-add-to-cart': VtAddToCartElement;
  }
}

export const VtAddToCart = defineAddToCart();
