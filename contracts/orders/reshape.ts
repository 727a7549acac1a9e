/**
 * Wire form -> domain for the account pages' route data (storefront-routing-wallet.md §2.2
 * SpaGetGroupedDeliveries, SpaHeadArchivePositions, SpaHistoryRefundsData, SpaCustomerReceiptData,
 * SpaPaymentFailData, SpaWalletPurchaseData; their payloads are not shown: **(demo)** shapes in
 * demo/API.md). A malformed record is skipped, never thrown: the rest of the list still shows.
 */
import type { ArchivePosition, FailedPayment, MoneyRecord, OrderItemView, OrderView } from './types';
import { isRecord, readBoolean, readId, readNumber, readString, type WireRecord } from '../wire';

const MS_PER_SECOND = 1000;

function listOf(payload: unknown, key: string): WireRecord[] {
  const list = isRecord(payload) ? payload[key] : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** Seconds since the epoch (the demo's dates) to ms; undefined when absent. */
function readDateMs(record: WireRecord, key: string): number | undefined {
  const seconds = readNumber(record, key);
  return seconds === undefined ? undefined : seconds * MS_PER_SECOND;
}

function reshapeItem(raw: WireRecord): OrderItemView | null {
  const rid = readId(raw, 'rid');
  const price = readNumber(raw, 'price');
  if (rid === undefined || price === undefined) return null;
  return {
    rid,
    nmId: readNumber(raw, 'nmId') ?? 0,
    name: readString(raw, 'name') ?? '',
    brand: readString(raw, 'brand') ?? '',
    priceMinor: price,
    cancelItem: readBoolean(raw, 'cancelItem') ?? false,
    isPrepaid: readBoolean(raw, 'isPrepaid') ?? false,
    isOnShelf: readBoolean(raw, 'isOnShelf') ?? false,
  };
}

export function reshapeOrder(raw: WireRecord): OrderView | null {
  const orderId = readId(raw, 'orderId');
  const orderedAtMs = readDateMs(raw, 'createdAt');
  if (orderId === undefined || orderedAtMs === undefined) return null;
  const statusChangedAtMs = readDateMs(raw, 'statusChangedAt');
  return {
    orderId,
    orderedAtMs,
    ...(statusChangedAtMs === undefined ? {} : { statusChangedAtMs }),
    status: readNumber(raw, 'status') ?? -1,
    paymentStatus: readNumber(raw, 'paymentStatus') ?? -1,
    paymentMethod: readNumber(raw, 'paymentMethod') ?? 0,
    deliveryType: readNumber(raw, 'deliveryType') ?? 0,
    address: readString(raw, 'address') ?? '',
    currency: readString(raw, 'currency') ?? 'RUB',
    items: (Array.isArray(raw.items) ? raw.items.filter(isRecord) : []).map(reshapeItem).filter((x): x is OrderItemView => x !== null),
  };
}

const present = <T>(x: T | null): x is T => x !== null;

/** SpaGetGroupedDeliveries {deliveries: [order]}; §8 "Grouped deliveries fallback: empty options". */
export function reshapeDeliveries(payload: unknown): OrderView[] {
  return listOf(payload, 'deliveries').map(reshapeOrder).filter(present);
}

/** SpaHeadArchivePositions {positions, total}. */
export function reshapeArchive(payload: unknown): { positions: ArchivePosition[]; total: number } {
  const positions = listOf(payload, 'positions')
    .map((raw): ArchivePosition | null => {
      const rid = readId(raw, 'rid');
      const orderId = readId(raw, 'orderId');
      const price = readNumber(raw, 'price');
      if (rid === undefined || orderId === undefined || price === undefined) return null;
      return {
        rid,
        orderId,
        name: readString(raw, 'name') ?? '',
        brand: readString(raw, 'brand') ?? '',
        priceMinor: price,
        dateMs: readDateMs(raw, 'date') ?? 0,
        paymentStatus: readNumber(raw, 'paymentStatus') ?? -1,
        currency: readString(raw, 'currency') ?? 'RUB',
      };
    })
    .filter(present);
  const total = isRecord(payload) ? readNumber(payload, 'total') : undefined;
  return { positions, total: total ?? positions.length };
}

/** Refunds, receipts and wallet purchases: {[key]: [{id, orderId, date, amount, currency, status}]}. */
export function reshapeMoneyRecords(payload: unknown, key: string): MoneyRecord[] {
  return listOf(payload, key)
    .map((raw): MoneyRecord | null => {
      const id = readId(raw, 'id') ?? readId(raw, 'orderId');
      const amount = readNumber(raw, 'amount');
      if (id === undefined || amount === undefined) return null;
      return {
        id,
        orderId: readId(raw, 'orderId') ?? id,
        dateMs: readDateMs(raw, 'date') ?? 0,
        amountMinor: amount,
        currency: readString(raw, 'currency') ?? 'RUB',
        status: readString(raw, 'status') ?? String(readNumber(raw, 'paymentStatus') ?? ''),
      };
    })
    .filter(present);
}

/** SpaPaymentFailData {failedPayments: [{orderId, failedAt, amount, currency, reason}]}. */
export function reshapeFailedPayments(payload: unknown): FailedPayment[] {
  return listOf(payload, 'failedPayments')
    .map((raw): FailedPayment | null => {
      const orderId = readId(raw, 'orderId');
      const failedAtMs = readDateMs(raw, 'failedAt');
      const amount = readNumber(raw, 'amount');
      if (orderId === undefined || failedAtMs === undefined || amount === undefined) return null;
      return { orderId, failedAtMs, amountMinor: amount, currency: readString(raw, 'currency') ?? 'RUB', reason: readString(raw, 'reason') ?? '' };
    })
    .filter(present);
}
