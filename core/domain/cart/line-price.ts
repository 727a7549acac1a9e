import type { ProductView } from '../../../contracts/products';
import { roundMinorToStep } from '../../../contracts/money';

/** What pricing a line needs: which size of which product, the price saved with it, how many. */
export interface PricedLine {
  characteristicId: number;
  cod1S: number;
  /** The price saved with the line (minor units), used until the product's card is loaded. */
  price: number;
  quantity: number;
  partQuantity?: number | null;
}

/**
 * A line's unit price in minor units: the card's price of its size (read in whole fiscal steps),
 * else the price saved with the line rounded once to the currency's step (routing-wallet §9
 * "Rounding steps"). Never rounded again: the line total is this times the pieces.
 */
export function lineUnitPrice(line: PricedLine, product: ProductView | null | undefined, currency: string): number {
  const size = product?.sizes.find((s) => s.characteristicId === line.characteristicId);
  return size?.price ?? roundMinorToStep(line.price, currency);
}

/** The pieces that go into the order: the available part when less is in stock (storefront-shell.md §4 "Cart item rules"). */
export function orderedPieces(line: PricedLine): number {
  return line.partQuantity ?? line.quantity;
}

/** The line's total in minor units: exactly the unit price shown times the pieces. */
export function lineTotal(line: PricedLine, product: ProductView | null | undefined, currency: string): number {
  return lineUnitPrice(line, product, currency) * orderedPieces(line);
}
