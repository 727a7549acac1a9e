import { useEffect, useState } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { loadCartQuantityAtom } from '../../core/domain/cart';
import { loadFavoritesCountAtom } from '../../core/domain/favorites';
import { onDemand } from '../shared/on-demand';

/**
 * The count atoms, each with its sync engine behind it (core/sync: ~7 KB gz), loaded after the
 * header's first paint: the desktop bar needs only the basket's, the mobile bottom bar both.
 */
const COUNTS = {
  basket: onDemand(loadCartQuantityAtom),
  favorites: onDemand(loadFavoritesCountAtom),
};
export type CountedItem = keyof typeof COUNTS;

const NONE = atom(0);

/**
 * How many goods the shopper keeps in the basket or the favourites (storefront-shell.md §3
 * "Basket info: BasketQuantity"; DESIGN.md "Budgets"). The engines hold items only once
 * a widget that starts them has read their cache, so until the count's module is here the count
 * is 0 and no badge shows, as before (the badge is positioned over the icon: nothing moves).
 */
export function useItemCount(item: CountedItem): number {
  const [count, setCount] = useState(() => COUNTS[item].current);
  useEffect(() => {
    if (count) return undefined;
    let live = true;
    COUNTS[item].load().then(
      (ready) => {
        if (live) setCount(() => ready);
      },
      (error: unknown) => console.error(`[vitrina] <vt-header> could not load the ${item} count`, error),
    );
    return () => {
      live = false;
    };
  }, [count, item]);
  return useAtomValue(count ?? NONE);
}
