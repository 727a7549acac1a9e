import { isRecord, readId, readNumber, readString, type WireRecord } from '../wire';

/** A delivered item of the shopper's orders (what a claim, a review or an ad is about). Money in minor units. */
export interface BoughtItem {
  rid: string;
  orderId: string;
  nmId: number;
  /** The product's picture count (0: no picture). */
  pics: number;
  name: string;
  brand: string;
  priceMinor: number;
  currency: string;
  /** When it was bought, ms since the epoch (0: not sent). */
  dateMs: number;
}

const MS_PER_SECOND = 1000;

export function listOf(payload: unknown, key: string): WireRecord[] {
  const list = isRecord(payload) ? payload[key] : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** Seconds since the epoch to ms (0 when absent). */
export function readDateMs(record: WireRecord, key: string): number {
  const seconds = readNumber(record, key);
  return seconds === undefined || seconds < 0 ? 0 : seconds * MS_PER_SECOND;
}

/** {rid, orderId, nmId, pics, name, brand, price, currency, date}; null without rid, orderId or nmId. */
export function readBoughtItem(raw: WireRecord): BoughtItem | null {
  const rid = readId(raw, 'rid');
  const orderId = readId(raw, 'orderId');
  const nmId = readNumber(raw, 'nmId');
  if (rid === undefined || orderId === undefined || nmId === undefined || !Number.isSafeInteger(nmId) || nmId <= 0) return null;
  return {
    rid,
    orderId,
    nmId,
    pics: Math.max(0, Math.floor(readNumber(raw, 'pics') ?? 0)),
    name: readString(raw, 'name') ?? '',
    brand: readString(raw, 'brand') ?? '',
    priceMinor: Math.max(0, readNumber(raw, 'price') ?? 0),
    currency: readString(raw, 'currency') ?? 'RUB',
    dateMs: readDateMs(raw, 'date'),
  };
}

export const present = <T>(x: T | null): x is T => x !== null;
