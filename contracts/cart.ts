import { readInteger, readNumber, readString, type WireRecord } from './wire';
import type { ServiceGroup } from './service-map';
import { parseSyncAnswer, readSyncedGoods, type Change, type ServerItem, type SyncAnswer, type SyncListField } from './sync';

/**
 * The cart's sync service (storefront-shell.md §3 "Cart server operation", §7): POST
 * {cartStorage}/sync (contracts/sync), answered with `result_set`.
 */
export const CART_SERVICE = 'cartStorage' satisfies ServiceGroup;
export const CART_LIST_FIELD = 'result_set' satisfies SyncListField;

/** storefront-shell.md §3 "Cart server operation": op_type 1 add, 2 update, 3 delete. */
export const CART_OP = { add: 1, update: 2, delete: 3 } as const;
export type CartOpCode = (typeof CART_OP)[keyof typeof CART_OP];
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

/** §3 one cart operation on the wire. */
export interface CartWireOp {
  chrt_id: number;
  quantity: number;
  cod_1s: number;
  client_ts: number;
  op_type: CartOpCode;
  target_url: string;
  meta_json: string;
  price: number;
  subject_id: number;
  currency: string;
  timezonemin: number;
}

/** A line of the answer's result_set: the last operation's fields, with the server's marks. */
export type CartWireItem = Omit<CartWireOp, 'op_type'> & { is_deleted: boolean; change_ts: number };

/** §3: chrt_id, quantity, cod_1s, client_ts, op_type, target_url, meta_json, price, subject_id, currency, timezonemin. */
export function cartOp(change: Change<CartLineData>, timezoneMin = -new Date().getTimezoneOffset()): CartWireOp {
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
  return parseSyncAnswer(raw, CART_LIST_FIELD, readLine);
}
