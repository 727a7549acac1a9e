import { atom } from 'jotai/vanilla';
import { reshapeRecommendations, RECOMMENDATIONS_PATH } from '../../../../contracts/products';
import { request } from '../../../transport/http';
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
