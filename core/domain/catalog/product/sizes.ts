/** The parts of a size (storefront-shell.md §3 "Size") the size rules read. */
export interface SizeStock {
  characteristicId: number;
  optionId?: number;
  name: string;
  /** Minor units; undefined when there is no price to show. */
  price?: number;
  stockQty: number;
}

/** A size can be bought when it has a price to show and something in stock. */
export function isSizeAvailable(size: SizeStock): boolean {
  return size.price !== undefined && size.stockQty > 0;
}

/** §4 "A product is sold out when no price to show": no size has a price and stock. */
export function isSoldOut(sizes: readonly SizeStock[]): boolean {
  return !sizes.some(isSizeAvailable);
}

/** A product with one unnamed size shows no size picker. */
export function needsSizePicker(sizes: readonly SizeStock[]): boolean {
  return sizes.length > 1 || (sizes.length === 1 && sizes[0]!.name.trim() !== '');
}

const matches = (size: SizeStock, wanted: string) =>
  String(size.optionId) === wanted || String(size.characteristicId) === wanted || (size.name !== '' && size.name === wanted);

/**
 * The size to show as chosen (routing-wallet §2.2 "SpaProductCardData ... optional query size"):
 * the `?size=` value (an optionId, a characteristicId or a size name), else the card's
 * selectedSize, else the only size, else the first available one. Undefined when nothing fits
 * (a sold-out product with several sizes waits for the shopper's choice).
 */
export function chooseSize<S extends SizeStock>(sizes: readonly S[], requested?: string | null, selectedOptionId?: number): S | undefined {
  const wanted = requested?.trim();
  if (wanted) {
    const found = sizes.find((s) => matches(s, wanted));
    if (found) return found;
  }
  if (selectedOptionId !== undefined) {
    const selected = sizes.find((s) => s.optionId === selectedOptionId);
    if (selected && isSizeAvailable(selected)) return selected;
  }
  if (sizes.length === 1) return sizes[0];
  return sizes.find(isSizeAvailable);
}

/** The value `?size=` keeps for a size: its optionId when it has one, else its characteristicId. */
export function sizeQueryValue(size: SizeStock): string {
  return String(size.optionId ?? size.characteristicId);
}
