import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { adultConfirmedAtAtom, followAdultConfirmation } from '../../core/banners/adult-state';
import { catalogOptionsAtom, followCatalogOptions, preferredSortAtom, rememberSort, setHideAdult } from '../../core/catalog/options';
import { isDeliveryFilter } from '../../core/catalog/delivery-filter';
import { listingHref, type ListingQuery } from '../../core/catalog/listing-query';
import { pageCount, readPage } from '../../core/catalog/pager';
import { isListingSort } from '../../core/catalog/sort';
import { SORTABLE } from '../../core/catalog/source';
import { isCatalogCardVisible } from '../../core/catalog/visibility';
import { adultDisplay } from '../../core/product/adult';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { requestAdultConfirmation } from './adult-request';
import { ListingControls } from './listing-controls';
import { changeListing } from './navigate';
import { Pager } from './pager';
import { ProductTile } from './product-tile';
import { sourceOfProps, type SourceProps } from './source-of-props';
import { tileSizes } from './tile-sizes';
import { useInfiniteSentinel } from './use-infinite';
import { useListing } from './use-listing';
import { useProgressiveCount } from './use-progressive';
import { useTileState } from './use-tile-state';

export interface ProductGridProps extends SourceProps {
  /** Cards as the catalog answers them (route data, an integrator's list); without a source they are the whole grid. */
  products?: unknown;
  /** All results when `products` is one page of many. */
  total?: number;
  /** The address query: sort (default: remembered, else popular), page (default 1), fdlvr hours. */
  sort?: string;
  page?: number;
  fdlvr?: number;
  /** Infinite scroll instead of the pager (storefront-routing-wallet.md §9 switch). */
  infinite?: boolean;
  /** §5 lenient mode: cards with pictures show without price or stock. */
  lenient?: boolean;
  /** The grid is the page's listing: a change opens the new address through the host page's router. */
  urlQuery?: boolean;
  /** Hides the sort and filter controls. */
  noControls?: boolean;
}

/** Tiles whose pictures load at once (the first row). */
const EAGER_TILES = 4;

/** <vt-product-grid>: a listing of product tiles with sort, filters and a pager or infinite scroll (issue 10). */
export function ProductGrid(props: ProductGridProps & ElementHostProps) {
  const { container, products, total, infinite = false, lenient = false, urlQuery = false, noControls = false } = props;
  const t = useT();
  const preferredSort = useAtomValue(preferredSortAtom);
  const options = useAtomValue(catalogOptionsAtom);
  const confirmedAt = useAtomValue(adultConfirmedAtAtom);
  useEffect(() => {
    followCatalogOptions();
    followAdultConfirmation();
  }, []);

  const query: ListingQuery = {
    sort: isListingSort(props.sort) ? props.sort : preferredSort,
    page: infinite ? 1 : readPage(props.page === undefined ? null : String(props.page)),
    ...(isDeliveryFilter(props.fdlvr) ? { deliveryHours: props.fdlvr } : {}),
  };
  const source = sourceOfProps(props);
  const { state, retry, more } = useListing(source, query, infinite, products, total);

  const now = Date.now();
  const tiles = useMemo(
    () => state.products.flatMap((card) => {
      if (!isCatalogCardVisible(card, lenient)) return [];
      const adult = adultDisplay(card.adult, { confirmedAt, now, filterOn: options.hideAdult });
      return adult === 'hide' ? [] : [{ card, adult, sizes: tileSizes(card) }];
    }),
    // `now` only matters when the confirmation changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.products, lenient, confirmedAt, options.hideAdult],
  );
  // A new listing starts again from the first tiles; pages appended by infinite scroll do not.
  const shown = useProgressiveCount(tiles.length, state.products[0]?.nmId);
  const tileState = useTileState(tiles.length > 0);
  const pages = pageCount(state.total);
  const hasMore = infinite && state.lastPage > 0 && state.lastPage < pages;
  const sentinel = useInfiniteSentinel(hasMore && state.status === 'ready', more);

  const change = useCallback((next: ListingQuery) => {
    if (next.sort !== query.sort) rememberSort(next.sort);
    changeListing(container.host, next, { infinite, followsAddress: urlQuery });
  }, [container, query.sort, infinite, urlQuery]);

  const hrefOf = (page: number) => (typeof location === 'undefined' ? `?page=${page}` : listingHref(new URL(location.href), { ...query, page }));
  const confirmAdult = useCallback(() => requestAdultConfirmation(), []);

  const loading = state.status === 'loading' || (state.status === 'idle' && source !== null);
  return (
    <section className="grid" part="grid" aria-busy={loading}>
      {!noControls && (
        <ListingControls
          query={query}
          sortable={source === null || SORTABLE(source)}
          hideAdult={options.hideAdult}
          t={t}
          onChange={change}
          onHideAdult={(hide) => setHideAdult(hide)}
        />
      )}
      <p className="count" part="count" role="status">
        {state.status === 'ready' && state.total > 0 ? t('productGrid.found', { count: state.total }) : loading ? t('productGrid.loading') : ''}
      </p>
      {state.status === 'error' && (
        <div className="error" part="error" role="alert">
          <p>{t(state.error === 'network' ? 'common.errors.connectionLost' : 'common.errors.serverError')}</p>
          <button type="button" className="vt-button" onClick={retry}>{t('productGrid.retry')}</button>
        </div>
      )}
      {state.status === 'ready' && tiles.length === 0 && <p className="empty" part="empty">{t('productGrid.empty')}</p>}
      {tiles.length > 0 && (
        <ul className="tiles" part="tiles">
          {tiles.slice(0, shown).map(({ card, adult, sizes }, index) => (
            <ProductTile
              key={card.nmId}
              card={card}
              sizes={sizes}
              host={container.host}
              t={t}
              eager={index < EAGER_TILES}
              adult={adult === 'blur' ? 'blur' : 'show'}
              onConfirmAdult={confirmAdult}
              {...tileState.of(sizes)}
              signedIn={tileState.signedIn}
            />
          ))}
        </ul>
      )}
      {loading && tiles.length === 0 && <div className="skeleton" part="skeleton" aria-hidden="true" />}
      {infinite ? (
        hasMore && (
          <div className="more" ref={sentinel}>
            <button type="button" className="vt-button" onClick={more} disabled={state.status === 'loading'}>{t('productGrid.more')}</button>
          </div>
        )
      ) : (
        <Pager current={query.page} pages={pages} hrefOf={hrefOf} t={t} onPage={(page) => change({ ...query, page })} />
      )}
    </section>
  );
}
