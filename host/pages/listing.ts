import type { PageProps, PageView } from '../../core/domain/navigation';
import type { HostTextKey } from '../texts';
import { readListingRouteData } from '../../contracts/listings';
import { NotFoundError } from '../../core/transport/http';
import { renderListingPage } from './listing-page';
import { loadVisitedNms, mergeRecent, refreshRecentViews, RECENT_VIEWS_CAP, searchGoods } from '../../core/domain/catalog';

/** The recommendation search's query parameter (routing-wallet §2.3 "/recommendationssearch?searchQuery="). */
export const RECOMMENDATION_SEARCH_QUERY = 'searchQuery';

/** The heading of each product-list route when the data gives none. */
const HEADINGS: Record<string, HostTextKey> = {
  SpaRecentEntrypoint: 'recentViews',
  SpaRecommendationsEntrypoint: 'recommended',
  SpaRecommendationsSearchEntrypoint: 'recommended',
};

/**
 * The recommendation search's goods come from search-goods (routing-wallet §7 "5 s for
 * recommendation search (credentials omitted)"); when it fails, times out or finds nothing, the
 * route data's goods show.
 */
async function recommendationSearch(query: string, fromRouteData: number[]): Promise<number[]> {
  const found = await searchGoods('recommendation-search', query);
  return found && found.length > 0 ? found : fromRouteData;
}

/**
 * Product lists given by the route (recommendations, recent views, search by image): the data's
 * product numbers in a grid. No goods is a 404 (routing-wallet §5 "Recommendation type must be
 * known and return goods, else 404. Recent-views page with no items gives 404").
 * Recent views are the ones kept in this browser first (a guest has only those), then the
 * server's (visited-nm, routing-wallet §7, at most 2 s; and the route data's), one entry per
 * product, at most 100 (shell §9 "recent views 100").
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  const recent = props.route.name === 'SpaRecentEntrypoint';
  const nms = recent
    ? mergeRecent(refreshRecentViews(), [...(await loadVisitedNms()), ...(data.nms ?? [])], RECENT_VIEWS_CAP)
    : props.route.name === 'SpaRecommendationsSearchEntrypoint'
      ? await recommendationSearch(props.url.searchParams.get(RECOMMENDATION_SEARCH_QUERY) ?? '', data.nms ?? [])
      : (data.nms ?? []);
  if (nms.length === 0) throw new NotFoundError(props.url.pathname);
  return renderListingPage(container, props, {
    heading: props.route.name === 'SpaRecommendationsSearchEntrypoint' ? null : data.heading,
    fallbackHeading: HEADINGS[props.route.name] ?? 'listing',
    source: { kind: 'nms', nms },
  });
}
