import { readInteger, readNumber, readString, type WireRecord } from './wire';
import { parseSyncAnswer } from './sync/answer';
import { readSyncedGoods } from './sync/synced-goods';
import type { Change, ServerItem, SyncAnswer } from '../core/sync/types';

/** storefront-shell.md §3 "Cart server operation": op_type 1 add, 2 update, 3 delete. */
export const CART_OP = { add: 1, update: 2, delete: 3 } as const;
/** §3 "quantity (min 1)". */
export const MIN_CART_QUANTITY = 1;

/** A cart line as cached (§3 "Cart item"); the key is the characteristicId. */
export interface CartLineData {
  characteristicId: number;
  cod1S: number;
  quantity: number;
  /** Local only (never on the wire): §4 "Cart item rules". */
  includeInOrder: boolean;
  targetUrl: string;
  meta: string;
  /** Minor units (§3 "Prices are integers in minor units"). */
  price: number;
  subjectId: number;
  currency: string;
  /** When the line was first added, ms (lines are shown newest first). */
  addedAt: number;
}

export function isCartLineData(value: unknown): value is CartLineData {
  const v = value as CartLineData;
  return (
    !!v &&
    typeof v === 'object' &&
    Number.isSafeInteger(v.characteristicId) &&
    Number.isSafeInteger(v.cod1S) &&
    Number.isSafeInteger(v.quantity) &&
    v.quantity >= MIN_CART_QUANTITY &&
    typeof v.includeInOrder === 'boolean' &&
    typeof v.targetUrl === 'string' &&
    typeof v.meta === 'string' &&
    typeof v.price === 'number' &&
    Number.isSafeInteger(v.subjectId) &&
    typeof v.currency === 'string' &&
    typeof v.addedAt === 'number'
  );
}

/** §5 "Cart quantity below 1 becomes 1" (also for non-numbers). */
export function clampQuantity(quantity: unknown): number {
  return typeof quantity === 'number' && Number.isFinite(quantity) ? Math.max(MIN_CART_QUANTITY, Math.floor(quantity)) : MIN_CART_QUANTITY;
}

/** §3: chrt_id, quantity, cod_1s, client_ts, op_type, target_url, meta_json, price, subject_id, currency, timezonemin. */
export function cartOp(change: Change<CartLineData>, timezoneMin = -new Date().getTimezoneOffset()) {
  const d = change.data;
  return {
    chrt_id: d.characteristicId,
    quantity: d.quantity,
    cod_1s: d.cod1S,
    client_ts: change.at,
    op_type: CART_OP[change.kind],
    target_url: d.targetUrl,
    meta_json: d.meta,
    price: d.price,
    subject_id: d.subjectId,
    currency: d.currency,
    timezonemin: timezoneMin,
  };
}

function readLine(record: WireRecord): ServerItem<CartLineData> | undefined {
  const item = readSyncedGoods(record);
  if (!item) return undefined;
  return {
    key: item.key,
    deleted: item.deleted,
    at: item.at,
    data: {
      ...item.fields,
      quantity: clampQuantity(readNumber(record, 'quantity')),
      includeInOrder: true,
      price: readInteger(record, 'price') ?? 0,
      subjectId: readInteger(record, 'subject_id') ?? 0,
      currency: readString(record, 'currency') ?? '',
      addedAt: item.at,
    },
  };
}

/** {state, change_ts, result_set} in domain terms. */
export function reshapeCartAnswer(raw: unknown): SyncAnswer<CartLineData> {
  return parseSyncAnswer(raw, 'result_set', readLine);
}
