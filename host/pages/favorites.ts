import { isRecord, readNonBlankString } from '../../contracts/wire';
import type { PageProps, PageView } from '../../core/domain/navigation';
import { h } from '../dom';
import { hostText } from '../texts';
import { composePage } from './compose';

export const FAVORITE_BRANDS_ROUTE = 'SpaFavoriteBrandsEntrypoint';
export const FAVORITE_SELLERS_ROUTE = 'SpaFavoriteSellersEntrypoint';
export const WL_ARRIVED_ROUTE = 'SpaWlArrivedEntrypoint';

/**
 * routing-wallet §2.4 "The favourites page takes query sort (default: saved sort, else popular),
 * search, wlArrived (true shows only waitlist-arrived items)": passed on to <vt-favorites> as
 * attributes (only those present, so the element keeps its saved sort otherwise).
 */
export function favoritesAttributes(url: URL, arrivedOnly: boolean): Record<string, string> {
  const attrs: Record<string, string> = {};
  const sort = url.searchParams.get('sort');
  const search = url.searchParams.get('search');
  if (sort) attrs.sort = sort;
  if (search) attrs.search = search;
  if (arrivedOnly || url.searchParams.get('wlArrived') === 'true') attrs['wl-arrived'] = '';
  return attrs;
}

/** {brands: [{name, url}]} of SpaFavoriteBrandsData; entries without a site path are left out. */
function brandLinks(data: unknown): { name: string; href: string }[] {
  if (!isRecord(data) || !Array.isArray(data.brands)) return [];
  return data.brands.flatMap((brand) => {
    if (!isRecord(brand)) return [];
    const name = readNonBlankString(brand, 'name');
    const href = readNonBlankString(brand, 'url');
    return name && href && href.startsWith('/') && !href.startsWith('//') ? [{ name, href }] : [];
  });
}

/** /lk/favorites (goods), /lk/favorites/arrived, /lk/favoritebrands, /lk/favoritesellers. */
export function render(container: HTMLElement, props: PageProps): PageView {
  switch (props.route.name) {
    case FAVORITE_SELLERS_ROUTE:
      return composePage(container, props, { heading: 'favorites', widgets: [{ tag: 'vt-favorite-sellers' }] });
    case FAVORITE_BRANDS_ROUTE: {
      const view = composePage(container, props, { heading: 'favorites' });
      const brands = brandLinks(props.data);
      const section = container.querySelector('section.page:last-of-type') ?? container;
      section.append(
        h('h2', { id: 'favorite-brands' }, hostText('favoriteBrands')),
        brands.length
          ? h('ul', { class: 'page-links', 'aria-labelledby': 'favorite-brands' }, ...brands.map((b) => h('li', {}, h('a', { href: b.href }, b.name))))
          : h('p', { class: 'page-note' }, hostText('favoriteBrandsEmpty')),
      );
      return view;
    }
    default: {
      const arrived = props.route.name === WL_ARRIVED_ROUTE;
      // url-query: the element writes the shopper's choices back to the address, so a reload keeps them.
      // no-title: the page's heading names it already.
      const attrs = { ...favoritesAttributes(props.url, arrived), 'url-query': '', 'no-title': '' };
      return composePage(container, props, { heading: 'favorites', widgets: [{ tag: 'vt-favorites', attrs }] });
    }
  }
}
