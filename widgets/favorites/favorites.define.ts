import { defineFavorites } from './favorites.element';

export type VtFavoritesElement = HTMLElement & { sort?: string; search?: string; wlArrived?: boolean; urlQuery?: boolean };

declare global {
  interface HTMLElementTagNameMap {
    'vt-favorites': VtFavoritesElement;
  }
}

export const VtFavorites = defineFavorites();
