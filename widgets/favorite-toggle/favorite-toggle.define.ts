import { defineFavoriteToggle } from './favorite-toggle.element';

export type VtFavoriteToggleElement = HTMLElement & { product?: number; size?: number };

declare global {
  interface HTMLElementTagNameMap {
    'vt-favorite-toggle': VtFavoriteToggleElement;
  }
}

export const VtFavoriteToggle = defineFavoriteToggle();
