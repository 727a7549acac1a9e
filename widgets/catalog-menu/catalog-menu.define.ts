import { defineCatalogMenu } from './catalog-menu.element';

export type VtCatalogMenuElement = HTMLElement & { hideBanners?: boolean; label?: string };

declare global {
  interface HTMLElementTagNameMap {
    'vt-catalog-menu': VtCatalogMenuElement;
  }
}

export const VtCatalogMenu = defineCatalogMenu();
