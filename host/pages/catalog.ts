import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { h } from '../dom';
import { renderListingPage } from './listing-page';
import { loadSeoTags, SEARCH_QUERY } from '../../core/domain/catalog';
import { ROUTES } from '../../contracts/pages';
import { hostText } from '../texts';

/**
 * A category's SEO tags (routing-wallet §7 seo-catalog-tags, 3 s) as search chips above its goods;
 * none when the read fails or the category has none.
 */
async function seoTagChips(categoryPath: string): Promise<Node | null> {
  const tags = await loadSeoTags(categoryPath);
  if (tags.length === 0) return null;
  const searchPath = ROUTES.find((route) => route.name === 'SpaSearchEntrypoint')?.path ?? '/catalog/0/search.aspx';
  return h(
    'nav',
    { class: 'page-seo-tags', 'aria-label': hostText('popularSearches') },
    h(
      'ul',
      { class: 'page-links' },
      ...tags.map((tag) => h('li', {}, h('a', { href: `${searchPath}?${new URLSearchParams({ [SEARCH_QUERY]: tag.searchQuery })}` }, tag.searchQuery))),
    ),
  );
}

/** A catalog category (SpaCatalogData): its name, sub-categories, the catalog menu and the category's goods. */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'catalog',
    source: data.catalog ? { kind: 'catalog', shard: data.catalog.shard, filter: data.catalog.query } : null,
    links: data.links,
    before: [h('vt-catalog-menu', {})],
    later: () => seoTagChips(props.url.pathname),
  });
}
