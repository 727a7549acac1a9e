export { brandLogoUrl } from './brand-logo';
export { SUGGEST_HIDE_MS } from './hide-delay';
export { highlightParts } from './highlight';
export { clearSearchHistory, followSearchHistory, rememberSearch, searchHistoryAtom } from './history-atom';
export { IMAGE_SEARCH_TYPES, ImageSearchError, imageSearchPageUrl, prepareImage, uploadSearchImage } from './image-search';
export { type EnterAction, appendTag, enterAction, moveCursor } from './keyboard';
export { type SuggestLoader, type SuggestState, createSuggestLoader } from './loader';
export { normalizeQuery } from './query-text';
export { type OrderedSuggestions, orderSuggestions, tagsThatFit } from './rules';
export {
  activeSellerFilterAtom,
  applyNavigationToSellerFilter,
  offerSellerFilter,
  searchInSellerOnAtom,
  searchSellerAtom,
  setSearchInSeller,
  toSellerFilter,
} from './seller-filter';
export { type SearchSubmission, toSubmission } from './submit';
export type { SearchInSellerFilter } from './search-url';
