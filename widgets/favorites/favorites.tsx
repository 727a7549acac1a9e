import { useEffect, useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadProducts, productsAtom } from '../../core/domain/cart';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { favoriteProductIdsAtom, favoritesListAtom, removeFavorite, startFavorites } from '../../core/domain/favorites';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { errorMessage } from '../shared/error-message';
import { VirtualList } from '../shared/list/virtual-list';
import { FavoriteRow, favoriteRowLabels, type FavoriteRowActions } from './favorite-row';
import { FAVORITE_SORTS, filterFavorites, readFavoriteSort } from './filter';
import { useFavoritesChoices, type FavoritesQueryProps } from './use-favorites-choices';
import '../shared/events/favorites';
import '../shared/events/cart';

const cartActions = () => import('./cart-actions');

export interface FavoritesProps extends FavoritesQueryProps {
  /** Leaves out the element's own title (a page whose heading already names it). */
  noTitle?: boolean;
}

/**
 * The favourite goods page area (storefront-shell.md §2, §4 "Favourites"),
 * starting from the page's sort, search and wlArrived query (routing-wallet §2.4).
 */
export function Favorites({ container, noTitle = false, ...query }: FavoritesProps & ElementHostProps) {
  const t = useT();
  const items = useAtomValue(favoritesListAtom);
  const products = useAtomValue(productsAtom);
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const { sort, search, arrived, chooseSort, chooseSearch, chooseArrived } = useFavoritesChoices(query);
  const [status, setStatus] = useState('');
  const ids = useId();
  const labels = useMemo(() => favoriteRowLabels(t), [t]);

  useEffect(() => {
    void startFavorites();
    void cartActions().then(({ startCart }) => startCart());
  }, []);
  const productIds = useAtomValue(favoriteProductIdsAtom);
  useEffect(() => {
    if (productIds.length > 0) void loadProducts(productIds);
  }, [productIds]);

  const visible = useMemo(() => filterFavorites(items, products, { query: search, arrived, sort }), [items, products, search, arrived, sort]);

  const actions = useMemo<FavoriteRowActions>(
    () => ({
      addToCart(item, size, product) {
        cartActions()
          .then(({ addToCart }) =>
            addToCart([
              { characteristicId: item.characteristicId, cod1S: item.cod1S, price: size?.price, subjectId: product?.subjectId, currency: product?.currency },
            ]),
          )
          .then(() => {
            setStatus(t('favorites.productAddedToBasket')); // §8 "Favourite add from favourites to cart shows favorites.productAddedToBasket"
            emit(container.host, 'vt-cart-change', { action: 'add', characteristicId: item.characteristicId, product: item.cod1S, quantity: 1 });
          })
          .catch((error: unknown) => setStatus(errorMessage(t, error) ?? ''));
      },
      remove(item) {
        void removeFavorite(item.characteristicId).then(() =>
          emit(container.host, 'vt-favorite-change', { characteristicId: item.characteristicId, product: item.cod1S, favorite: false }),
        );
      },
    }),
    [container, t],
  );

  return (
    <section className="favorites" part="favorites" aria-label={t('favorites.title')}>
      {!noTitle && <h2 className="title">{t('favorites.title')}</h2>}
      <div className="toolbar" part="toolbar">
        <label className="field">
          <span>{t('favorites.search')}</span>
          <input type="search" value={search} onChange={(e) => chooseSearch(e.currentTarget.value)} />
        </label>
        <label className="field">
          <span>{t('favorites.sort')}</span>
          <select value={sort} onChange={(e) => chooseSort(readFavoriteSort(e.currentTarget.value) ?? sort)}>
            {FAVORITE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`favorites.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="check" htmlFor={`${ids}-arrived`}>
          <input id={`${ids}-arrived`} type="checkbox" checked={arrived} onChange={(e) => chooseArrived(e.currentTarget.checked)} />
          {t('favorites.wlArrived')}
        </label>
      </div>
      <p className="status" role="status">
        {status}
      </p>
      {visible.length === 0 ? (
        <p className="empty-state" part="empty">
          {items.length === 0 ? t('favorites.empty') : t('favorites.nothingFound')}
        </p>
      ) : (
        <VirtualList
          items={visible}
          rowHeight={112}
          narrowRowHeight={168}
          label={t('favorites.list')}
          keyOf={(item) => item.characteristicId}
          renderRow={(item) => (
            <FavoriteRow item={item} product={products[item.cod1S]} currency={currency} language={language} t={t} labels={labels} actions={actions} />
          )}
        />
      )}
    </section>
  );
}
