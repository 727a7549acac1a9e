import { isRecord, readInteger } from '../wire';

/**
 * storefront-routing-wallet.md §3 "Recommendation source types 0-11": none, visually similar,
 * similar, also buy, today is top, maybe you are interested, bestsellers, personal, recommended
 * by product, promo, same buy, recent.
 */
export const RECOMMENDATION_SOURCES = [
  'none',
  'visuallySimilar',
  'similar',
  'alsoBuy',
  'todayIsTop',
  'maybeYouAreInterested',
  'bestsellers',
  'personal',
  'recommendedByProduct',
  'promo',
  'sameBuy',
  'recent',
] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

/** §3 "Recommendations result: goods, nms, source, isVisualSimilarFromRecService" (goods are loaded by id). */
export interface Recommendations {
  nms: number[];
  source: RecommendationSource;
  isVisualSimilarFromRecService: boolean;
}

/** GET {recommendations}/recommendation/catalog answer; unknown ids and sources fall back, never throw on entries. */
export function reshapeRecommendations(raw: unknown): Recommendations {
  if (!isRecord(raw) || !Array.isArray(raw.nms)) throw new TypeError('recommendations answer has no nms');
  const nms = [...new Set(raw.nms.flatMap((id) => (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [])))];
  const source = RECOMMENDATION_SOURCES[readInteger(raw, 'source') ?? 0] ?? 'none';
  return { nms, source, isVisualSimilarFromRecService: raw.isVisualSimilarFromRecService === true };
}

/** GET {recommendations}/recommendation/catalog?type=&forproduct= (storefront-routing-wallet.md §7). */
export const RECOMMENDATIONS_PATH = '/recommendation/catalog';

/**
 * GET {recommendations}/merger/list?nm={id;id…}: the recommendations of a set of goods (the
 * basket's), merged into one list (storefront-shell.md §7 "recommendation merger list with nm ids
 * (up to 100, 2 s)"). The answer is {nms}, read as the recommendation lists are.
 */
export const MERGER_PATH = '/merger/list';
/** §7: at most 100 product numbers a call. */
export const MERGER_MAX_IDS = 100;
