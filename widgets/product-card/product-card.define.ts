import { defineProductCard } from './product-card.element';

export type VtProductCardElement = HTMLElement & { nmId?: number; size?: string; variant?: string; product?: unknown };

declare global {
  interface HTMLElementTagNameMap {
    'vt-product-card': VtProductCardElement;
  }
}

export const VtProductCard = defineProductCard();
