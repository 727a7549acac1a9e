import { defineSignInPopup } from './sign-in-popup.element';

export type VtSignInPopupElement = HTMLElement & { returnUrl?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-sign-in-popup': VtSignInPopupElement;
  }
}

export const VtSignInPopup = defineSignInPopup();
