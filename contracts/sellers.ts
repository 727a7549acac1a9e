import { isRecord, readInteger, readString, type WireRecord } from './wire';
import type { ServiceGroup } from './service-map';
import { parseSyncAnswer, type Change, type ServerItem, type SyncAnswer, type SyncListField } from './sync';

/**
 * Favourite sellers (storefront-shell.md §3 "Favourite seller", §7): the sync service POST
 * {sellersSyncer}/sync (contracts/sync), answered with `results`, and the enrichment service
 * POST {sellersEnrich} with {seller_ids}.
 */
export const SELLERS_SERVICE = 'sellersSyncer' satisfies ServiceGroup;
export const SELLERS_LIST_FIELD = 'results' satisfies SyncListField;
export const SELLER_INFO_SERVICE = 'sellersEnrich' satisfies ServiceGroup;

export const SELLER_OP = { add: 1, delete: 3 } as const;
export type SellerOpCode = (typeof SELLER_OP)[keyof typeof SELLER_OP];
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

/** §3 one seller operation on the wire; subscribed_at in seconds. */
export interface SellerWireOp {
  op_type: SellerOpCode;
  payload: { seller_id: number; subscribed_at: number };
}

/** An item of the answer's results. */
export type SellerWireItem = SellerWireOp['payload'] & { is_deleted: boolean };

/** The enrichment call's body, and one entry of its answer. */
export interface SellerInfoRequest {
  seller_ids: number[];
}
export interface SellerInfoWire {
  seller_id: number;
  seller_name: string;
  news: number;
  logo_url: string;
}

/** §3 "Sync operation: op_type, payload {seller_id, subscribed_at} (millisecond values converted to seconds)". */
export function sellerOp(change: Change<FavoriteSellerData>): SellerWireOp {
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
  return parseSyncAnswer(raw, SELLERS_LIST_FIELD, readSeller);
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
