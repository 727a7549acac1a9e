import { defineAdultConfirmation } from './adult-confirmation.element';

export type VtAdultConfirmationElement = HTMLElement & { subject?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-adult-confirmation': VtAdultConfirmationElement;
  }
}

export const VtAdultConfirmation = defineAdultConfirmation();
