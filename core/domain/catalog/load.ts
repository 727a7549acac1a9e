/**
 * Loads one page of a listing through the services (storefront-shell.md §7 "Card list",
 * catalog listings; storefront-routing-wallet.md §7 "GET search"). Wire formats stay in core/api.
 */
import { cardQuery } from '../account';
import {
  reshapeCatalogPage,
  reshapeSearchAnswer,
  type ListingAnswer,
  type SearchMetadata,
  SEARCH_PATH,
  catalogProductsPath,
  LISTING_PATHS,
  LISTING_ID_QUERY,
} from '../../../contracts/listings';
import { CARDS_PATHS, reshapeCards } from '../../../contracts/products';
import { withCatalogRetries } from '../cart';
import { request, type Query } from '../../transport/http';
import { adjustDeliveryHours, DELIVERY_FILTER_QUERY } from './delivery-filter';
import type { ListingQuery } from './listing-query';
import { PAGE_SIZE } from './pager';
import type { ListingSource } from './source';

export interface ListingPage extends ListingAnswer {
  /** Search only: the answer's metadata (redirects). */
  metadata?: SearchMetadata;
}

/** Calls `call` again on a transient failure, at most 2 more times (§9 "Catalog requests ... retry 2"). */

function baseQuery(query: ListingQuery, now: Date, withSort: boolean): Query {
  return {
    page: query.page,
    ...(withSort ? { sort: query.sort } : {}),
    ...(query.deliveryHours !== undefined ? { [DELIVERY_FILTER_QUERY]: adjustDeliveryHours(query.deliveryHours, now) } : {}),
    // §7: the listing's cards are priced and stocked for the chosen delivery address too.
    ...cardQuery(),
  };
}

/** "subject=1;2&kind=3" from a menu item into query members (never overriding page, sort or filters). */
function filterQuery(filter: string): Query {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(filter)) if (!(name in query)) query[name] = value;
  return query;
}

async function loadNmsPage(nms: readonly number[], page: number, signal?: AbortSignal): Promise<ListingPage> {
  const ids = nms.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (ids.length === 0) return { products: [], total: nms.length };
  const cards = await request({
    url: { group: 'catalog', path: CARDS_PATHS.list },
    query: { nm: ids.join(';'), ...cardQuery() },
    // Like every listing: a premium shopper's cards carry the club price (shell §6).
    auth: 'optional',
    parse: reshapeCards,
    ...(signal ? { signal } : {}),
  });
  const byId = new Map((cards ?? []).map((card) => [card.nmId, card]));
  return { products: ids.flatMap((id) => byId.get(id) ?? []), total: nms.length };
}

/** One page of the listing; a 204/208 answer is an empty page. */
export async function loadListingPage(
  source: ListingSource,
  query: ListingQuery,
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): Promise<ListingPage> {
  const common = { ...(signal ? { signal } : {}), auth: 'optional' as const };
  const empty: ListingPage = { products: [], total: 0 };
  return withCatalogRetries(async () => {
    switch (source.kind) {
      case 'search': {
        const answer = await request({
          ...common,
          url: { group: 'search', path: SEARCH_PATH },
          query: { query: source.query, ...baseQuery(query, now, true), ...(source.supplierId ? { fsupplier: source.supplierId } : {}) },
          parse: reshapeSearchAnswer,
        });
        return answer ?? empty;
      }
      case 'catalog': {
        const answer = await request({
          ...common,
          url: { group: 'catalog', path: catalogProductsPath(source.shard) },
          query: { ...filterQuery(source.filter), ...baseQuery(query, now, true) },
          parse: reshapeCatalogPage,
        });
        return answer ?? empty;
      }
      case 'brand':
      case 'seller':
      case 'promotion': {
        const id = source.kind === 'brand' ? source.brandId : source.kind === 'seller' ? source.sellerId : source.promoId;
        const answer = await request({
          ...common,
          url: { group: 'catalog', path: LISTING_PATHS[source.kind] },
          query: { [LISTING_ID_QUERY[source.kind]]: id, ...baseQuery(query, now, true) },
          parse: reshapeCatalogPage,
        });
        return answer ?? empty;
      }
      case 'nms':
        return loadNmsPage(source.nms, query.page, signal);
    }
  }, signal);
}
