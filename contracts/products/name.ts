/** storefront-shell.md §5 "A product without a name shows productCard.noNameSpecified". */
export const NO_NAME_KEY = 'productCard.noNameSpecified';

/** The product's name, or null when it has none to show (the caller shows NO_NAME_KEY). */
export function productName(name: string | undefined | null): string | null {
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}
