import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../core/platform/locale';
import { formatRating, shortenNumber } from '../../core/platform/format';
import { adultConfirmedAtAtom, followAdultConfirmation, showsRedPrices } from '../../core/domain/banners';
import { businessModeAtom, loadPremiumFollower, premiumAtom } from '../../core/domain/account';
import {
  catalogOptionsAtom,
  followCatalogOptions,
  preferredSortAtom,
  rememberSort,
  setCardSize,
  setHideAdult,
  isDeliveryFilter,
  listingHref,
  pageCount,
  readPage,
  isListingSort,
  SORTABLE,
  isCatalogCardVisible,
  showsStockThermometer,
  adultDisplay,
} from '../../core/domain/catalog';
import type { CardSize, ListingQuery, PromoListing } from '../../core/domain/catalog';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { useIsMobile } from '../shared/use-media-query';
import { useProductNewTab } from '../shared/use-product-new-tab';
import { FiltersSheet } from './filters-sheet';
import { ListingControls } from './listing-controls';
import { changeListing } from './navigate';
import { Pager } from './pager';
import { ProductTile } from './product-tile';
import { sourceOfProps, type SourceProps } from './source-of-props';
import { tileSizes } from './tile-sizes';
import { useInfiniteSentinel } from './use-infinite';
import { useListing } from './use-listing';
import { useMoneyOf } from './use-money-of';
import { useProgressiveCount } from './use-progressive';
import { usePromoCreatives } from './use-promo-creatives';
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
  /** The trend promotion's listing: tiles link with isTrend=true and their items keep the mark (routing-wallet §2.3). */
  isTrend?: boolean;
}

/** Tiles whose pictures load at once (the first row). */
const EAGER_TILES = 4;
/** The tiles' class per size (product-grid.css: columns and reserved heights). */
const CARD_SIZE_CLASS: Readonly<Record<CardSize, string>> = { c516x688: 'big', c246x328: 'small' };

/** <vt-product-grid>: a listing of product tiles with sort, filters and a pager or infinite scroll. */
export function ProductGrid(props: ProductGridProps & ElementHostProps) {
  const { container, products, total, infinite = false, lenient = false, urlQuery = false, noControls = false, isTrend = false } = props;
  const t = useT();
  // Below the §9 breakpoint the controls wait behind a button, in a bottom sheet.
  const mobile = useIsMobile(undefined);
  // Read once for every tile (routing-wallet §6 new tab by setting or experiment, never on mobile).
  const newTab = useProductNewTab();
  const preferredSort = useAtomValue(preferredSortAtom);
  const options = useAtomValue(catalogOptionsAtom);
  const confirmedAt = useAtomValue(adultConfirmedAtAtom);
  // storefront-shell.md §6 the premium rule: a premium shopper's club prices are named as such.
  const premium = useAtomValue(premiumAtom);
  // §6 business mode shows each price's VAT (the user info loads with the premium sources).
  const business = useAtomValue(businessModeAtom);
  useEffect(() => {
    followCatalogOptions();
    followAdultConfirmation();
    // The grade and user info calls behind the rule load after the tiles' first paint.
    void loadPremiumFollower().then((follow) => follow());
  }, []);

  const query: ListingQuery = {
    sort: isListingSort(props.sort) ? props.sort : preferredSort,
    page: infinite ? 1 : readPage(props.page === undefined ? null : String(props.page)),
    ...(isDeliveryFilter(props.fdlvr) ? { deliveryHours: props.fdlvr } : {}),
  };
  const source = sourceOfProps(props);
  const { state, retry, more } = useListing(source, query, infinite, products, total);
  const promoId = source?.kind === 'promotion' ? source.promoId : undefined;
  // storefront-shell.md §3 promo creatives: only a promotion's listing subscribes to them.
  const creatives = usePromoCreatives(promoId !== undefined);
  const redPrice = promoId !== undefined && creatives !== null && showsRedPrices(creatives, promoId);

  const now = Date.now();
  const tiles = useMemo(() => {
    const promo: PromoListing | undefined = promoId === undefined ? undefined : { promoId, creatives };
    return state.products.flatMap((card) => {
      if (!isCatalogCardVisible(card, lenient)) return [];
      const adult = adultDisplay(card.adult, { confirmedAt, now, filterOn: options.hideAdult });
      return adult === 'hide' ? [] : [{ card, adult, sizes: tileSizes(card), thermometer: showsStockThermometer(card, promo) }];
    });
    // `now` only matters when the confirmation changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.products, lenient, confirmedAt, options.hideAdult, promoId, creatives]);
  // A new listing starts again from the first tiles; pages appended by infinite scroll do not.
  const shown = useProgressiveCount(tiles.length, state.products[0]?.nmId, options.cardSize);
  const tileState = useTileState(tiles.length > 0, container);
  const moneyOf = useMoneyOf();
  const language = useAtomValue(languageAtom);
  // routing-wallet §5 "Number shortening": a tile's feedback count reads "12,3 тыс.", the exact count stays in its label.
  const numbers = useMemo(
    () => ({ count: (value: number) => shortenNumber(value, language), rating: (value: number) => formatRating(value, language) }),
    [language],
  );
  const pages = pageCount(state.total);
  // The pager comes under the whole page of tiles: under the first batches it would move down as
  // later ones land (a press meant for "page 2" missed it). The load-more button stays (it may
  // hold the focus), but its sentinel only asks for more once the tiles above it are all there.
  const allShown = shown >= tiles.length;
  const hasMore = infinite && state.lastPage > 0 && state.lastPage < pages;
  const sentinel = useInfiniteSentinel(hasMore && allShown && state.status === 'ready', more);

  const change = useCallback(
    (next: ListingQuery) => {
      if (next.sort !== query.sort) rememberSort(next.sort);
      changeListing(container.host, next, { infinite, followsAddress: urlQuery });
    },
    [container, query.sort, infinite, urlQuery],
  );

  const hrefOf = (page: number) => (typeof location === 'undefined' ? `?page=${page}` : listingHref(new URL(location.href), { ...query, page }));
  // The popup request loads on the first press (the first paint never needs it).
  const confirmAdult = useCallback(() => {
    import('./adult-request').then(
      ({ requestAdultConfirmation }) => requestAdultConfirmation(),
      (error: unknown) => console.error('[vitrina] vt-product-grid: the adult confirmation did not load', error),
    );
  }, []);

  const loading = state.status === 'loading' || (state.status === 'idle' && source !== null);
  const count = (
    <p className="count" part="count" role="status">
      {state.status === 'ready' && state.total > 0 ? t('productGrid.found', { count: state.total }) : loading ? t('productGrid.loading') : ''}
    </p>
  );
  const controls = {
    query,
    sortable: source === null || SORTABLE(source),
    hideAdult: options.hideAdult,
    cardSize: options.cardSize,
    t,
    onChange: change,
    onHideAdult: (hide: boolean) => setHideAdult(hide),
    onCardSize: (size: CardSize) => setCardSize(size),
  };
  return (
    <section className={state.status === 'ready' && tiles.length === 0 ? 'grid grid--empty' : 'grid'} part="grid" aria-busy={loading}>
      {noControls ? (
        count
      ) : mobile ? (
        <FiltersSheet {...controls} count={count} />
      ) : (
        <>
          <ListingControls {...controls} />
          {count}
        </>
      )}
      {state.status === 'error' && (
        <div className="error" part="error" role="alert">
          <p>{t(state.error === 'network' ? 'common.errors.connectionLost' : 'common.errors.serverError')}</p>
          <button type="button" className="vt-button" onClick={retry}>
            {t('productGrid.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && tiles.length === 0 && (
        <p className="empty" part="empty">
          {t('productGrid.empty')}
        </p>
      )}
      {tiles.length > 0 && (
        <ul className={`tiles tiles--${CARD_SIZE_CLASS[options.cardSize]}`} part="tiles" data-card-size={options.cardSize}>
          {tiles.slice(0, shown).map(({ card, adult, sizes, thermometer }, index) => (
            <ProductTile
              key={card.nmId}
              card={card}
              sizes={sizes}
              host={container.host}
              t={t}
              money={moneyOf(card.currency)}
              numbers={numbers}
              cardSize={options.cardSize}
              eager={index < EAGER_TILES}
              adult={adult === 'blur' ? 'blur' : 'show'}
              onConfirmAdult={confirmAdult}
              redPrice={redPrice}
              thermometer={thermometer}
              actions={tileState.actions}
              onHold={tileState.hold}
              trend={isTrend}
              newTab={newTab}
              premium={premium}
              business={business}
              {...tileState.of(sizes)}
            />
          ))}
        </ul>
      )}
      {loading && tiles.length === 0 && <div className="skeleton" part="skeleton" aria-hidden="true" />}
      {infinite
        ? hasMore && (
            <div className="more" ref={sentinel}>
              <button type="button" className="vt-button" onClick={more} disabled={state.status === 'loading'}>
                {t('productGrid.more')}
              </button>
            </div>
          )
        : allShown && <Pager current={query.page} pages={pages} hrefOf={hrefOf} t={t} onPage={(page) => change({ ...query, page })} />}
    </section>
  );
}
