import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { h } from '../dom';
import { renderListingPage } from './listing-page';

/** A catalog category (SpaCatalogData): its name, sub-categories, the catalog menu and the category's goods. */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'catalog',
    source: data.catalog ? { kind: 'catalog', shard: data.catalog.shard, filter: data.catalog.query } : null,
    links: data.links,
    before: [h('vt-catalog-menu', {})],
  });
}
