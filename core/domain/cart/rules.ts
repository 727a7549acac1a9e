import type { CartLineData } from '../../../contracts/cart';

/** What the rules need to know of a line's product. */
export interface LineStock {
  /** Pieces in stock; undefined while the product is not loaded. */
  stockQty?: number;
  /** false when the product cannot be ordered at all (unknown, no price). */
  canBeOrdered?: boolean;
}

export interface CartLineView extends CartLineData {
  /** §4 "If maxQuantity is below quantity, partQuantity is set to maxQuantity". */
  maxQuantity?: number;
  partQuantity?: number;
  canBeOrdered: boolean;
}

/**
 * storefront-shell.md §4 "Cart item rules" over the cached lines:
 * - with only one purchasable item, includeInOrder is forced true;
 * - items with no stock are excluded when dontIncludeSoldItemsInOrder is on;
 * - partQuantity is maxQuantity when that is below the quantity.
 */
export function applyCartRules(lines: readonly CartLineData[], stockOf: (line: CartLineData) => LineStock, dontIncludeSold: boolean): CartLineView[] {
  const views = lines.map((line): CartLineView => {
    const stock = stockOf(line);
    const view: CartLineView = { ...line, canBeOrdered: stock.canBeOrdered !== false };
    if (stock.stockQty !== undefined) {
      view.maxQuantity = stock.stockQty;
      if (stock.stockQty < line.quantity) view.partQuantity = stock.stockQty;
      if (stock.stockQty === 0 && dontIncludeSold) view.includeInOrder = false;
    }
    return view;
  });
  const purchasable = views.filter((v) => v.canBeOrdered && !(dontIncludeSold && v.maxQuantity === 0));
  if (purchasable.length === 1) purchasable[0]!.includeInOrder = true;
  return views;
}

/** §4 "A new item takes includeInOrder true only if all purchasable items are included". */
export function includeNewLine(lines: readonly CartLineView[]): boolean {
  return lines.filter((l) => l.canBeOrdered).every((l) => l.includeInOrder);
}
