import type { ProductView } from '../../../contracts/products';
import { productsAtom } from '../cart';
import { getStore } from '../../platform/store';

/**
 * Listing cards go into the shared card cache, so the favourite and add-to-cart buttons on the
 * tiles (and the cart, the popup) find them without asking the catalog again. Cards already
 * cached are kept.
 */
export function shareCards(cards: readonly ProductView[]): void {
  const store = getStore();
  const known = store.get(productsAtom);
  const fresh = cards.filter((card) => !(card.nmId in known) || known[card.nmId] === null);
  if (fresh.length === 0) return;
  store.set(productsAtom, { ...known, ...Object.fromEntries(fresh.map((card) => [card.nmId, card])) });
}
