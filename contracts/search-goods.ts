/**
 * The search-goods service (storefront-routing-wallet.md §7 "GET search-goods service with query= |
 * list of product numbers; 2 s for empty-search recommendations, 5 s for recommendation search
 * (credentials omitted)"), under the `search` group of the service map.
 */
export const SEARCH_GOODS_PATH = '/search-goods';
export const SEARCH_GOODS_QUERY = 'query';
/** routing-wallet §7 "2 s for empty-search recommendations". */
export const EMPTY_SEARCH_RECOMMENDATIONS_TIMEOUT_MS = 2000;
/** routing-wallet §7 "5 s for recommendation search". */
export const RECOMMENDATION_SEARCH_TIMEOUT_MS = 5000;
