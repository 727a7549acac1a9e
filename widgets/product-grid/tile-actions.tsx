/**
 * The tiles' favourite and quick-add buttons with the favourites and cart sessions behind them:
 * loaded on demand right after the grid's first paint (DESIGN.md "Budgets": the grid's chunk stays under
 * 20 KB and its first paint does not wait for the sync engines). Until then TileActionsPlaceholder
 * shows the same buttons.
 */
import { startCart } from '../../core/domain/cart';
import { startFavorites } from '../../core/domain/favorites';
import type { ProductView } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';
import { AddToCartButton } from '../shared/add-to-cart-button/add-to-cart-button';
import { FavoriteToggleButton } from '../shared/favorite-toggle-button/favorite-toggle-button';
import type { TileSizes } from './tile-sizes';

export { cartStateAtom } from '../../core/domain/cart';
export { favoriteIdsAtom } from '../../core/domain/favorites';

export interface TileActionsProps {
  card: ProductView;
  sizes: TileSizes;
  /** A one-size product in stock: the add button shows. */
  quickAdd: boolean;
  inFavorites: boolean;
  inCart: number;
  /** The items' meta JSON (the trend promotion's mark), when the listing gives one. */
  meta?: string | undefined;
  t: Translate;
  /** The grid element: the buttons' events are sent from it. */
  host: Element;
}

/** The favourites and cart sessions start once a grid shows tiles, as the buttons' own elements would start them (idempotent). */
export function startTileSessions(): Promise<void> {
  return Promise.all([startFavorites(), startCart()]).then(() => undefined);
}

export function TileActions({ card, sizes: { available, favourite }, quickAdd, inFavorites, inCart, meta, t, host }: TileActionsProps) {
  return (
    <>
      {favourite && (
        <span className="tile-favorite">
          <FavoriteToggleButton
            product={card.nmId}
            characteristicId={favourite.characteristicId}
            pressed={inFavorites}
            {...(meta ? { origin: { meta } } : {})}
            t={t}
            host={host}
          />
        </span>
      )}
      {quickAdd && available && (
        <span className="tile-add">
          <AddToCartButton
            product={card.nmId}
            characteristicId={available.characteristicId}
            quantity={1}
            line={{ price: available.price, subjectId: card.subjectId, currency: card.currency, ...(meta ? { meta } : {}) }}
            inCart={inCart}
            t={t}
            host={host}
          />
        </span>
      )}
    </>
  );
}
