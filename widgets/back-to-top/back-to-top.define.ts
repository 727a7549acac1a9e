import { defineBackToTop } from './back-to-top.element';

export type VtBackToTopElement = HTMLElement & { appContainer?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-back-to-top': VtBackToTopElement;
  }
}

export const VtBackToTop = defineBackToTop();
