import { isRecord, readInteger } from '../wire';

/** A price history point (storefront-shell.md §7 "price history by article"): when, and the price in minor units. */
export interface PricePoint {
  /** ms since epoch. */
  at: number;
  price: number;
}

const MS_PER_SECOND = 1000;

/**
 * .../info/price-history.json `[{dt (seconds), price:{RUB: minor}}]` in the given currency
 * (RUB when the file lacks it); bad points are skipped, the result is sorted by time.
 */
export function reshapePriceHistory(raw: unknown, currency = 'RUB'): PricePoint[] {
  if (!Array.isArray(raw)) throw new TypeError('price history is not a list');
  return raw
    .flatMap((entry): PricePoint[] => {
      if (!isRecord(entry) || !isRecord(entry.price)) return [];
      const dt = readInteger(entry, 'dt');
      const price = readInteger(entry.price, currency) ?? readInteger(entry.price, 'RUB');
      return dt !== undefined && dt > 0 && price !== undefined && price >= 0 ? [{ at: dt * MS_PER_SECOND, price }] : [];
    })
    .sort((a, b) => a.at - b.at);
}
