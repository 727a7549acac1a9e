import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { readSupplierFilter, SEARCH_QUERY, menuPaths, searchRedirectTarget, productRedirectNumber, searchGoods } from '../../core/domain/catalog';
import { hostText } from '../texts';
import { loadProducts, productsAtom } from '../../core/domain/cart';
import { getMenuLoader, menuDataAtom } from '../../core/domain/navigation';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { renderListingPage } from './listing-page';

/** How long a category redirect waits for the menu it is checked against (then the results show). */
export const REDIRECT_MENU_WAIT_MS = 2000;

type RouterLike = { navigate(url: string, options?: { replace?: boolean }): unknown };

/** The pictures of the product a numeric query names (routing-wallet §5 "and the product has pictures"). */
async function loadedMenuPaths(): Promise<Set<string>> {
  const store = getStore();
  if (!store.get(menuDataAtom))
    await Promise.race([
      getMenuLoader()
        .load()
        .catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, REDIRECT_MENU_WAIT_MS)),
    ]);
  return menuPaths(store.get(menuDataAtom)?.items ?? []);
}

async function picturesOf(query: string, known: ReadonlyArray<{ nmId: number; pics: number }>): Promise<number> {
  const nmId = productRedirectNumber(query);
  if (nmId === null) return 0;
  const listed = known.find((card) => card.nmId === nmId);
  if (listed) return listed.pics;
  await loadProducts([nmId]);
  return getStore().get(productsAtom)[nmId]?.pics ?? 0;
}

/**
 * Search results (SpaSearchData; storefront-shell.md §2 "takes the query search and an optional
 * fsupplier"): a redirect answer goes to its target under routing-wallet §5's rules (replacing the
 * history entry), otherwise the results grid. Empty search text is the router's 404 (§5).
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  const query = (data.search?.query ?? props.url.searchParams.get(SEARCH_QUERY) ?? '').trim();
  const redirect = data.search?.redirect ?? null;
  if (redirect) {
    const target = searchRedirectTarget(query, redirect, {
      origin: props.url.origin,
      menuPaths: redirect.kind === 'redirect' ? await loadedMenuPaths() : new Set(),
      productPictures: redirect.kind === 'product-redirect' ? await picturesOf(query, data.products ?? []) : 0,
    });
    const router = (globalThis as { vitrinaRouter?: RouterLike }).vitrinaRouter;
    if (target) {
      if (router) setTimeout(() => void router.navigate(target, { replace: true }), 0);
      else location.replace(target);
      const section = h('section', { class: 'page', 'aria-busy': 'true' }, h('h1', { id: 'page-title', tabindex: '-1' }, query));
      container.append(section);
      return { title: query, unmount: () => section.remove() };
    }
  }
  const supplierId = readSupplierFilter(props.url.searchParams);
  return renderListingPage(container, props, {
    heading: query || null,
    fallbackHeading: 'search',
    // storefront-shell.md §2 "ad banners on search" (location 102, §3).
    before: [h('vt-banner-carousel', { location: 'search' })],
    source: query ? { kind: 'search', query, ...(supplierId ? { supplierId } : {}) } : null,
    whenEmpty: emptySearchRecommendations,
  });
}

/**
 * A search that finds nothing offers recommendations (routing-wallet §7 search-goods with an
 * empty query, 2 s); when that call fails or times out the page stays as it is (logged once).
 */
async function emptySearchRecommendations(): Promise<Node | null> {
  const nms = await searchGoods('empty-search');
  if (!nms || nms.length === 0) return null;
  return h(
    'section',
    { class: 'page-recommendations', 'aria-labelledby': 'empty-search-recommendations' },
    h('h2', { id: 'empty-search-recommendations' }, hostText('recommended')),
    h('vt-product-grid', { source: 'nms', nms: JSON.stringify(nms) }),
  );
}
