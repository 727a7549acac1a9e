import { defineProductGrid } from './product-grid.element';
import type { ProductGridProps } from './product-grid';

export type VtProductGridElement = HTMLElement & ProductGridProps;

declare global {
  interface HTMLElementTagNameMap {
    'vt-product-grid': VtProductGridElement;
  }
}

export const VtProductGrid = defineProductGrid();
