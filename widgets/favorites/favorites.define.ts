import { defineFavorites } from './favorites.element';

export type VtFavoritesElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    'vt-favorites': VtFavoritesElement;
  }
}

export const VtFavorites = defineFavorites();
