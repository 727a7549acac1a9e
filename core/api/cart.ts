import { isRecord, readInteger, readNumber, readString, type WireRecord } from './wire';
import { parseSyncAnswer } from '../sync/parse-answer';
import { readSyncedGoods } from './synced-item';
import type { Change, ServerItem, SyncAnswer } from '../sync/types';

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
  return !!v && typeof v === 'object' && Number.isSafeInteger(v.characteristicId) && Number.isSafeInteger(v.cod1S) &&
    Number.isSafeInteger(v.quantity) && v.quantity >= MIN_CART_QUANTITY && typeof v.includeInOrder === 'boolean' &&
    typeof v.targetUrl === 'string' && typeof v.meta === 'string' && typeof v.price === 'number' &&
    Number.isSafeInteger(v.subjectId) && typeof v.currency === 'string' && typeof v.addedAt === 'number';
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

/** What the cart and favourites show of a catalog card (§3 "Product (catalog card)", "Size"). */
export interface ProductSizeView {
  characteristicId: number;
  name: string;
  /** Minor units; undefined when the product has no price (§4 "sold out when no price to show"). */
  price?: number;
  basicPrice?: number;
  sale: number;
  stockQty: number;
}
export interface ProductView {
  nmId: number;
  name: string;
  brand: string;
  colorName: string;
  supplier: string;
  supplierId: number;
  subjectId: number;
  pics: number;
  currency: string;
  reviewRating: number;
  feedbacks: number;
  sizes: ProductSizeView[];
}

function readSize(record: WireRecord): ProductSizeView | undefined {
  const chrtId = readInteger(record, 'characteristicId');
  if (chrtId === undefined) return undefined;
  const price = isRecord(record.price) ? record.price : undefined;
  const stocks = Array.isArray(record.stocks) ? record.stocks : [];
  return {
    characteristicId: chrtId,
    name: readString(record, 'name') ?? '',
    price: price ? readInteger(price, 'priceToShow') ?? readInteger(price, 'product') : undefined,
    basicPrice: price ? readInteger(price, 'basic') : undefined,
    sale: price ? (readInteger(price, 'sale') ?? 0) : 0,
    stockQty: stocks.reduce<number>((sum, s) => sum + (isRecord(s) ? Math.max(0, readInteger(s, 'qty') ?? 0) : 0), 0),
  };
}

function readCard(record: WireRecord): ProductView | undefined {
  const nmId = readInteger(record, 'nmId') ?? readInteger(record, 'id');
  if (nmId === undefined || nmId <= 0) return undefined;
  const colors = Array.isArray(record.colors) ? record.colors : [];
  const firstColor = colors.find(isRecord);
  const sizes = Array.isArray(record.sizes) ? record.sizes.flatMap((s) => (isRecord(s) ? (readSize(s) ?? []) : [])) : [];
  return {
    nmId,
    name: readString(record, 'name') ?? '',
    brand: readString(record, 'brand') ?? '',
    colorName: firstColor ? (readString(firstColor, 'name') ?? '') : '',
    supplier: readString(record, 'supplier') ?? '',
    supplierId: readInteger(record, 'supplierId') ?? 0,
    subjectId: readInteger(record, 'subjectId') ?? 0,
    pics: Math.max(0, readInteger(record, 'pics') ?? 0),
    currency: readString(record, 'currency') ?? '',
    reviewRating: readNumber(record, 'reviewRating') ?? 0,
    feedbacks: readInteger(record, 'feedbacks') ?? 0,
    sizes,
  };
}

/** GET {catalog}/cards/list answer {state, data:{products}}; malformed cards are skipped with a logged error. */
export function reshapeCards(raw: unknown): ProductView[] {
  if (!isRecord(raw) || !isRecord(raw.data) || !Array.isArray(raw.data.products)) throw new TypeError('card list answer has no data.products');
  return raw.data.products.flatMap((entry) => {
    const card = isRecord(entry) ? readCard(entry) : undefined;
    if (!card) console.error('[vitrina] card list: malformed product skipped', entry);
    return card ?? [];
  });
}
