import { cartStateAtom } from '../../core/domain/cart';
import { loadMergedRecommendations } from '../../core/domain/catalog';
import { getStore } from '../../core/platform/store';
import { hostText } from '../texts';
import { adoptShelfStyles, productShelf, SHELF_SIZE, type Shelf } from './shelf';

/**
 * Under the basket, a shelf of goods bought with the basket's (storefront-shell.md §7 "GET
 * recommendation merger list with nm ids (up to 100, 2 s)"). Asked once, when the basket's lines
 * are first known, as a marketplace's basket does on each visit rather than on every quantity
 * change; an empty basket, an empty answer or a failed call shows no shelf (the call logs it).
 * Returns the disposer.
 */
export function basketRecommendations(page: HTMLElement, signal: AbortSignal): () => void {
  const store = getStore();
  let shelf: Shelf | null = null;
  let asked = false;
  const ask = () => {
    // The engine's cached lines (not the cart's derived atoms: their module belongs to the elements' chunks).
    const ids = Object.values(store.get(cartStateAtom).items).map((entry) => entry.data.cod1S);
    if (asked || ids.length === 0) return;
    asked = true;
    stopFollowing();
    void loadMergedRecommendations(ids).then((nms) => {
      if (!nms || signal.aborted || !page.isConnected) return;
      adoptShelfStyles(document);
      shelf = productShelf(
        'bought-together',
        hostText('boughtTogether'),
        nms.slice(0, SHELF_SIZE).map((nmId) => ({ nmId })),
      );
      page.append(shelf.element);
    });
  };
  const stopFollowing = store.sub(cartStateAtom, ask);
  ask();
  return () => {
    stopFollowing();
    shelf?.dispose();
  };
}
