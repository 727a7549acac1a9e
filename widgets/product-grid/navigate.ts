import { emit } from '../../core/platform/dom';
import { listingHref, type ListingQuery } from '../../core/domain/catalog';
import { DEFAULT_PAGE } from '../../core/domain/catalog';
import './events';

/** The host page's router (host/main.ts exposes it); absent on partner pages and blank pages. */
type RouterLike = { navigate(url: string): unknown; current(): { url: URL } | null };
const hostRouter = (): RouterLike | undefined => (globalThis as { vitrinaRouter?: RouterLike }).vitrinaRouter;

/** Attributes the grid keeps its query in when no router takes the change (they survive a remove and re-add). */
function setQueryAttributes(host: Element, query: ListingQuery): void {
  host.setAttribute('sort', query.sort);
  host.setAttribute('page', String(query.page));
  if (query.deliveryHours === undefined) host.removeAttribute('fdlvr');
  else host.setAttribute('fdlvr', String(query.deliveryHours));
}

/**
 * A new sort, page or filter: the cancelable vt-listing-change first; then the host page's router
 * opens the new address (history, back button) when the grid is the page's listing, else the grid
 * shows it in place.
 */
export function changeListing(host: Element, query: ListingQuery, { infinite, followsAddress }: { infinite: boolean; followsAddress: boolean }): void {
  const next = infinite ? { ...query, page: DEFAULT_PAGE } : query;
  const href = listingHref(new URL(location.href), next, infinite);
  const detail = { sort: next.sort, page: next.page, href, ...(next.deliveryHours !== undefined ? { deliveryHours: next.deliveryHours } : {}) };
  if (!emit(host, 'vt-listing-change', detail, { cancelable: true })) return;
  const router = hostRouter();
  if (followsAddress && router) void router.navigate(href);
  else setQueryAttributes(host, next);
}
