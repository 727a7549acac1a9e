import { atom } from 'jotai/vanilla';
import { MERGER_MAX_IDS, MERGER_PATH, reshapeRecommendations, RECOMMENDATIONS_PATH } from '../../../../contracts/products';
import { reshapeNmList } from '../../../../contracts/listings';
import { request } from '../../../transport/http';
import { logException } from '../../../transport/logging';
import { getStore } from '../../../platform/store';

/** storefront-shell.md §7 "GET /recommendation/catalog?type=visuallysimilar&forproduct={nmId}". */
export const VISUALLY_SIMILAR = 'visuallysimilar';

/** nmId -> the visually similar products' numbers; null when there are none or the call failed. */
export const similarProductsAtom = atom<Record<number, number[] | null>>({});

/** Loads the visually similar products of one product once; a failure leaves an empty shelf, logged. */
export async function loadSimilarProducts(nmId: number): Promise<number[] | null> {
  const store = getStore();
  const known = store.get(similarProductsAtom);
  if (nmId in known) return known[nmId] ?? null;
  let nms: number[] | null = null;
  try {
    const answer = await request({
      url: { group: 'recommendations', path: RECOMMENDATIONS_PATH },
      query: { type: VISUALLY_SIMILAR, forproduct: String(nmId) },
      parse: reshapeRecommendations,
    });
    nms = answer && answer.nms.length > 0 ? answer.nms.filter((id) => id !== nmId) : null;
  } catch (error) {
    console.error(`[vitrina] product ${nmId}: recommendations failed`, error);
  }
  store.set(similarProductsAtom, { ...store.get(similarProductsAtom), [nmId]: nms });
  return nms;
}

/** storefront-shell.md §7 "recommendation merger list ... 2 s". */
export const MERGER_TIMEOUT_MS = 2_000;

/**
 * The recommendations for a set of goods (the basket's lines), merged by the service, without the
 * goods given. Null when none are given or found; a failure or the §7 2 s timeout is null too,
 * logged once: the page then shows no shelf rather than wait.
 */
export async function loadMergedRecommendations(nms: readonly number[]): Promise<number[] | null> {
  const given = [...new Set(nms)];
  if (given.length === 0) return null;
  try {
    const answer = await request({
      url: { group: 'recommendations', path: MERGER_PATH },
      query: { nm: given.slice(0, MERGER_MAX_IDS).join(';') },
      timeout: MERGER_TIMEOUT_MS,
      parse: reshapeNmList,
    });
    const known = new Set(given);
    const merged = (answer ?? []).filter((id) => !known.has(id));
    return merged.length > 0 ? merged : null;
  } catch (error) {
    void logException(error, { call: 'merged recommendations' });
    return null;
  }
}
