import { defineFooter } from './footer.element';

export type VtFooterElement = HTMLElement & { home?: boolean; hideBanners?: boolean; noBackToTop?: boolean };

declare global {
  interface HTMLElementTagNameMap {
    'vt-footer': VtFooterElement;
  }
}

export const VtFooter = defineFooter();
