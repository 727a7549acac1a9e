import { defineFavoriteSellers } from './favorite-sellers.element';

export type VtFavoriteSellersElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'vt-favorite-sellers': VtFavoriteSellersElement;
  }
}

export const VtFavoriteSellers = defineFavoriteSellers();
