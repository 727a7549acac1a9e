import { defineOfferPopup } from './offer-popup.element';

export type VtOfferPopupElement = HTMLElement & { offerHref?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-offer-popup': VtOfferPopupElement;
  }
}

export const VtOfferPopup = defineOfferPopup();
