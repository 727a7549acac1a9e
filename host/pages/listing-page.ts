import type { PageProps, PageView } from '../../core/domain/navigation';
import { listingKey, preloadListing, readListingQuery, preferredSortAtom, DELIVERY_FILTER_QUERY } from '../../core/domain/catalog';
import type { ListingSource } from '../../core/domain/catalog';
import { settingsAtom } from '../../core/domain/settings';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { hostText, type HostTextKey } from '../texts';
import { coreText } from './core-text';

/** A settings switch turns the pager into infinite scroll (storefront-routing-wallet.md §9; the switch name is the demo's). */
export const INFINITE_SCROLL_SWITCH = 'enableInfiniteScroll';

export interface ListingPageOptions {
  /** The heading from the data; the page's name when there is none. */
  heading: string | null;
  fallbackHeading: HostTextKey;
  /** Where the goods come from; null shows only the links (a category with no goods of its own). */
  source: ListingSource | null;
  /** Same-site links shown above the grid (sub-categories, promotion brands). */
  links?: ReadonlyArray<{ href: string; text: string }>;
  /** Elements placed above the grid (banners). */
  before?: Node[];
  /** Elements placed below the grid (a promotion's brand shelf). */
  after?: Node[];
  /** The trend promotion: the grid's tiles link with isTrend=true (routing-wallet §2.3). */
  trend?: boolean;
  /** What the page adds below the grid when the listing has no goods (the search's recommendations); it never blocks the page. */
  whenEmpty?: () => Promise<Node | null>;
  /** What the page adds above the grid once it arrives (a category's SEO tags); it never blocks the page. */
  later?: () => Promise<Node | null>;
}

/** The grid's attributes for a source. */
function sourceAttributes(source: ListingSource): Record<string, string> {
  switch (source.kind) {
    case 'search':
      return { source: 'search', query: source.query, ...(source.supplierId ? { supplier: String(source.supplierId) } : {}) };
    case 'catalog':
      return { source: 'catalog', shard: source.shard, filter: source.filter };
    case 'brand':
      return { source: 'brand', brand: String(source.brandId) };
    case 'seller':
      return { source: 'seller', seller: String(source.sellerId) };
    case 'promotion':
      return { source: 'promotion', promo: String(source.promoId) };
    case 'nms':
      return { source: 'nms', nms: JSON.stringify(source.nms) };
  }
}

/**
 * A listing page (catalog, search, brand, seller, promotions, recommendations, recent views,
 * search by image): heading, links, one <vt-product-grid> following the address query. The first
 * page is loaded before the page shows, so a failing listing call is the router's error page
 * (with its retry) or 404, never a blank screen.
 */
export async function renderListingPage(container: HTMLElement, props: PageProps, options: ListingPageOptions): Promise<PageView> {
  const store = getStore();
  const params = props.url.searchParams;
  const infinite = store.get(settingsAtom).switches[INFINITE_SCROLL_SWITCH] === true;
  let empty = false;
  if (options.source) {
    const query = readListingQuery(params, store.get(preferredSortAtom));
    const state = await preloadListing(
      listingKey(options.source, infinite ? { ...query, page: 1 } : query, infinite),
      options.source,
      infinite ? { ...query, page: 1 } : query,
    );
    empty = state.total === 0 && state.products.length === 0;
  }
  const title = options.heading ?? hostText(options.fallbackHeading);
  let grid: HTMLElement | null = null;
  if (options.source) {
    const attrs: Record<string, string> = { ...sourceAttributes(options.source), 'url-query': '' };
    for (const name of ['sort', 'page', DELIVERY_FILTER_QUERY]) {
      const value = params.get(name);
      if (value) attrs[name] = value;
    }
    if (infinite) attrs.infinite = '';
    if (options.trend) attrs['is-trend'] = '';
    grid = h('vt-product-grid', attrs);
  }
  const links = options.links ?? [];
  const section = h(
    'section',
    { class: 'page page--listing', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    props.hasError ? h('p', { role: 'alert', class: 'page-error' }, props.errorMessage ?? coreText('common.errors.serverError')) : null,
    ...(options.before ?? []),
    links.length ? h('ul', { class: 'page-links' }, ...links.map((link) => h('li', {}, h('a', { href: link.href }, link.text)))) : null,
    grid,
    ...(options.after ?? []),
  );
  container.append(section);
  if (options.later) {
    void options.later().then((node) => {
      if (node && section.isConnected) section.insertBefore(node, grid && grid.parentNode === section ? grid : null);
    });
  }
  if (empty && options.whenEmpty) {
    void options.whenEmpty().then((node) => {
      if (node && section.isConnected) section.append(node);
    });
  }
  return { title, unmount: () => section.remove() };
}
