import { defineCheckout } from './checkout.element';

export type VtCheckoutElement = HTMLElement & { buyItNow?: unknown; doneHref?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-checkout': VtCheckoutElement;
  }
}

export const VtCheckout = defineCheckout();
