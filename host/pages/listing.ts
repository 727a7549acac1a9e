import type { PageProps, PageView } from '../../core/routes/page';
import type { HostTextKey } from '../texts';
import { readListingRouteData } from '../../core/api/listings';
import { NotFoundError } from '../../core/http';
import { renderListingPage } from './listing-page';

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
 */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  if (!data.nms || data.nms.length === 0) throw new NotFoundError(props.url.pathname);
  return renderListingPage(container, props, {
    heading: props.route.name === 'SpaRecommendationsSearchEntrypoint' ? null : data.heading,
    fallbackHeading: HEADINGS[props.route.name] ?? 'listing',
    source: { kind: 'nms', nms: data.nms },
  });
}
