import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { signedInAtom } from '../../core/auth/token';
import { cartStateAtom } from '../../core/cart/engine';
import { startCart } from '../../core/cart/session';
import { favoriteIdsAtom, startFavorites } from '../../core/favorites/favorites';
import type { TileSizes } from './tile-sizes';

export interface TileState {
  inFavorites: boolean;
  inCart: number;
}

/**
 * The store's favourites, cart and sign-in read once for all tiles (a tile subscribes to nothing:
 * a change re-renders only the memoised tiles whose values it changes). The favourites and cart
 * sessions start once the grid shows a tile, as the buttons' own elements would start them.
 */
export function useTileState(hasTiles: boolean): { signedIn: boolean; of(sizes: TileSizes): TileState } {
  const favoriteIds = useAtomValue(favoriteIdsAtom);
  const cartItems = useAtomValue(cartStateAtom).items;
  const signedIn = useAtomValue(signedInAtom);
  useEffect(() => {
    if (!hasTiles) return;
    void startFavorites();
    void startCart();
  }, [hasTiles]);
  return {
    signedIn,
    of: ({ available, favourite }) => ({
      inFavorites: favourite !== undefined && favoriteIds.has(favourite.characteristicId),
      inCart: available ? cartItems[String(available.characteristicId)]?.data.quantity ?? 0 : 0,
    }),
  };
}
