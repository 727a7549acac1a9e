/**
 * The shopper's recent views on the server (storefront-routing-wallet.md §7 "POST
 * /webapi/goods/visited-nm | no body; answer value.nmsArr | 2 s"; §3 "Recent views: list of
 * product numbers (nm)").
 */

export const VISITED_NM_PATH = '/webapi/goods/visited-nm';
/** routing-wallet §7 "2 s". */
export const VISITED_NM_TIMEOUT_MS = 2000;

export class MalformedVisitedError extends Error {
  override name = 'MalformedVisitedError';
}

const isProductNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** {state?, value: {nmsArr: number[]}} to the product numbers, newest first; entries that are not product numbers are skipped. */
export function reshapeVisitedNms(raw: unknown): number[] {
  const value = raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : undefined;
  const list = value && typeof value === 'object' ? (value as { nmsArr?: unknown }).nmsArr : undefined;
  if (!Array.isArray(list)) throw new MalformedVisitedError('visited-nm: value.nmsArr is not a list');
  return [...new Set(list.filter(isProductNumber))];
}
