import type { PageProps, PageView } from '../../core/domain/navigation';
import type { HostTextKey } from '../texts';
import { readListingRouteData } from '../../contracts/listings';
import { NotFoundError } from '../../core/transport/http';
import { renderListingPage } from './listing-page';
import { loadVisitedNms, mergeRecent, refreshRecentViews, RECENT_VIEWS_CAP } from '../../core/domain/catalog';

/** The heading of each product-list route when the data gives none. */
const HEADINGS: Record<string, HostTextKey> = {
  SpaRecentEntrypoint: 'recentViews',
  SpaRecommendationsEntrypoint: 'recommended',
  SpaRecommendationsSearchEntrypoint: 'recommended',
};

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
  const nms = recent ? mergeRecent(refreshRecentViews(), [...(await loadVisitedNms()), ...(data.nms ?? [])], RECENT_VIEWS_CAP) : (data.nms ?? []);
  if (nms.length === 0) throw new NotFoundError(props.url.pathname);
  return renderListingPage(container, props, {
    heading: props.route.name === 'SpaRecommendationsSearchEntrypoint' ? null : data.heading,
    fallbackHeading: HEADINGS[props.route.name] ?? 'listing',
    source: { kind: 'nms', nms },
  });
}
