import type { ProductSizeView, ProductView } from '../../contracts/products';
import { isSizeAvailable } from '../../core/domain/catalog';

export interface TileSizes {
  /** The first size with a price and stock (quick add, the price shown). */
  available: ProductSizeView | undefined;
  /** The size the favourite button stands for: the available one, else the first. */
  favourite: ProductSizeView | undefined;
}

/** The sizes a tile's price and buttons stand for; the grid reads the store's state for them once for all tiles. */
export function tileSizes(card: ProductView): TileSizes {
  const available = card.sizes.find(isSizeAvailable);
  return { available, favourite: available ?? card.sizes[0] };
}
