import { defineProductPopup } from './product-popup.element';

declare global {
  interface HTMLElementTagNameMap {
    'vt-product-popup': HTMLElement & { nmId?: number; size?: string };
  }
}

export const VtProductPopup = defineProductPopup();
