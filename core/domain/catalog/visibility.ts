/**
 * storefront-shell.md §5 "Catalog card is shown only if it has a price, pictures and sizes with
 * stock (or pictures only in lenient mode)"; "Thermometer shows only if quantity is at most 1000".
 * (Adult display, colours and names are the product card's rules: core/product.)
 */
import type { ProductView } from '../../../contracts/products';
import { type PromoCreatives } from '../../../contracts/banners';
import { quantityShowsThermometer, showsThermometer } from '../banners';

export function hasPrice(card: ProductView): boolean {
  return card.sizes.some((size) => size.price !== undefined);
}

export function hasStock(card: ProductView): boolean {
  return card.sizes.some((size) => size.stockQty > 0);
}

export function isCatalogCardVisible(card: ProductView, lenient = false): boolean {
  if (card.pics < 1) return false;
  return lenient || (hasPrice(card) && hasStock(card));
}

/** A promotion listing's promo and its creatives (null until they have loaded). */
export interface PromoListing {
  promoId: number;
  creatives: Pick<PromoCreatives, 'thermometer'> | null;
}

/**
 * Whether a tile shows the stock thermometer: it has stock, at most 1000 in all (§5); on a
 * promotion's listing only when the promo creatives list that promo in `thermometer` (§3).
 */
export function showsStockThermometer(card: Pick<ProductView, 'totalQuantity'>, promo?: PromoListing): boolean {
  if (!(card.totalQuantity > 0)) return false;
  if (!promo) return quantityShowsThermometer(card.totalQuantity);
  return promo.creatives !== null && showsThermometer(promo.creatives, promo.promoId, card.totalQuantity);
}

/** The lowest price to show over the sizes (minor units), with that size's old price when higher. */
export function cardPrice(card: ProductView): { price: number; basic?: number } | undefined {
  let best: { price: number; basic?: number } | undefined;
  for (const size of card.sizes) {
    if (size.price === undefined || (best && best.price <= size.price)) continue;
    best = { price: size.price, ...(size.basicPrice !== undefined && size.basicPrice > size.price ? { basic: size.basicPrice } : {}) };
  }
  return best;
}
