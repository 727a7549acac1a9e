/**
 * Product numbers from the search-goods service (storefront-routing-wallet.md §7): the
 * recommendations shown when a search finds nothing (empty query, 2 s) and the recommendation
 * search page's goods (its query, 5 s). Sent without credentials. A call that fails, times out or
 * answers malformed gives the fallback (no goods, or the caller's own list) and one logged error
 * per purpose and page.
 */
import {
  EMPTY_SEARCH_RECOMMENDATIONS_TIMEOUT_MS,
  RECOMMENDATION_SEARCH_TIMEOUT_MS,
  SEARCH_GOODS_PATH,
  SEARCH_GOODS_QUERY,
} from '../../../contracts/search-goods';
import { reshapeNmList } from '../../../contracts/listings';
import { request } from '../../transport/http';
import { logException } from '../../transport/logging';
import { pagePart } from '../../platform/page';

export type SearchGoodsPurpose = 'empty-search' | 'recommendation-search';

const TIMEOUT_MS: Record<SearchGoodsPurpose, number> = {
  'empty-search': EMPTY_SEARCH_RECOMMENDATIONS_TIMEOUT_MS,
  'recommendation-search': RECOMMENDATION_SEARCH_TIMEOUT_MS,
};

/** Product numbers a listing takes at most (the card list call's 100 ids, shell §7). */
export const SEARCH_GOODS_MAX = 100;

export interface SearchGoodsDeps {
  log?: (error: unknown, data: unknown) => unknown;
}

export type SearchGoodsLoader = (purpose: SearchGoodsPurpose, query?: string) => Promise<number[] | null>;

/** The loader: product numbers, or null when the call failed (never rejects). */
export function createSearchGoods({ log = (error, data) => logException(error, data) }: SearchGoodsDeps = {}): SearchGoodsLoader {
  const logged = new Set<SearchGoodsPurpose>();
  return async (purpose, query = '') => {
    try {
      const nms = await request({
        url: { group: 'search', path: SEARCH_GOODS_PATH },
        query: { [SEARCH_GOODS_QUERY]: purpose === 'empty-search' ? '' : query.trim() },
        timeout: TIMEOUT_MS[purpose],
        credentials: 'omit',
        parse: reshapeNmList,
      });
      return (nms ?? []).slice(0, SEARCH_GOODS_MAX);
    } catch (error) {
      if (!logged.has(purpose)) {
        logged.add(purpose);
        void log(error, { call: 'search-goods', purpose });
      }
      return null;
    }
  };
}

/** The page's loader (one logged error per purpose and page). */
export function searchGoods(purpose: SearchGoodsPurpose, query?: string): Promise<number[] | null> {
  return pagePart('searchGoods', () => createSearchGoods())(purpose, query);
}
