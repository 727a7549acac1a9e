import { isRecord, readInteger, readString, type WireRecord } from './wire';
import { parseSyncAnswer } from './sync/answer';
import type { Change, ServerItem, SyncAnswer } from '../core/sync/types';

export const SELLER_OP = { add: 1, delete: 3 } as const;
const MS_PER_SECOND = 1000;

/** storefront-shell.md §3 "Favourite seller": seller_id, timestamp (s). */
export interface FavoriteSellerData {
  sellerId: number;
  /** Seconds. */
  timestamp: number;
}

export function isFavoriteSellerData(value: unknown): value is FavoriteSellerData {
  const v = value as FavoriteSellerData;
  return !!v && typeof v === 'object' && Number.isSafeInteger(v.sellerId) && typeof v.timestamp === 'number';
}

/** §3 "Sync operation: op_type, payload {seller_id, subscribed_at} (millisecond values converted to seconds)". */
export function sellerOp(change: Change<FavoriteSellerData>) {
  return {
    op_type: change.kind === 'delete' ? SELLER_OP.delete : SELLER_OP.add,
    payload: { seller_id: change.data.sellerId, subscribed_at: toSeconds(change.at) },
  };
}

export function toSeconds(ms: number): number {
  return Math.floor(ms / MS_PER_SECOND);
}

function readSeller(record: WireRecord): ServerItem<FavoriteSellerData> | undefined {
  const sellerId = readInteger(record, 'seller_id');
  const subscribedAt = readInteger(record, 'subscribed_at');
  if (sellerId === undefined || sellerId <= 0 || subscribedAt === undefined) return undefined;
  return {
    key: String(sellerId),
    deleted: record.is_deleted === true,
    at: subscribedAt * MS_PER_SECOND,
    data: { sellerId, timestamp: subscribedAt },
  };
}

/** {state, change_ts, results: [{seller_id, subscribed_at, is_deleted}]}. */
export function reshapeSellersAnswer(raw: unknown): SyncAnswer<FavoriteSellerData> {
  return parseSyncAnswer(raw, 'results', readSeller);
}

/** §3 enrichment: sellerName, news, logo_url. */
export interface SellerInfo {
  sellerId: number;
  sellerName: string;
  /** How many news items the seller has (the demo sends a count). */
  news: number;
  logoUrl: string;
}

/** [{seller_id, seller_name, news, logo_url}]; malformed entries are skipped with a logged error. */
export function reshapeSellerInfo(raw: unknown): SellerInfo[] {
  if (!Array.isArray(raw)) throw new TypeError('seller enrichment is not a list');
  return raw.flatMap((entry) => {
    const id = isRecord(entry) ? readInteger(entry, 'seller_id') : undefined;
    if (!isRecord(entry) || id === undefined) {
      console.error('[vitrina] seller enrichment: malformed entry skipped', entry);
      return [];
    }
    return [
      {
        sellerId: id,
        sellerName: readString(entry, 'seller_name') ?? '',
        news: readInteger(entry, 'news') ?? 0,
        logoUrl: readString(entry, 'logo_url') ?? '',
      },
    ];
  });
}
