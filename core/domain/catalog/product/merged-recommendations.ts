/**
 * The merger list on its own module: only the basket page asks it, and the modules of the cards'
 * recommendations are shared with the element chunks, which must not carry its list reader.
 */
import { MERGER_MAX_IDS, MERGER_PATH, reshapeRecommendations } from '../../../../contracts/products';
import { request } from '../../../transport/http';
import { logException } from '../../../transport/logging';

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
      // The merger answers {nms}, as the recommendation lists do.
      parse: (raw) => reshapeRecommendations(raw).nms,
    });
    const known = new Set(given);
    const merged = (answer ?? []).filter((id) => !known.has(id));
    return merged.length > 0 ? merged : null;
  } catch (error) {
    void logException(error, { call: 'merged recommendations' });
    return null;
  }
}
