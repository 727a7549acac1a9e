/** The account pages' domain records (no server field names). Money in minor units. */
export interface OrderItemView {
  rid: string;
  nmId: number;
  name: string;
  brand: string;
  priceMinor: number;
  /** storefront-routing-wallet.md §3 order-item actions. */
  cancelItem: boolean;
  isPrepaid: boolean;
  isOnShelf: boolean;
}

export interface OrderView {
  orderId: string;
  orderedAtMs: number;
  /** When the status last changed (a refusal's time), ms since the epoch; absent when not sent. */
  statusChangedAtMs?: number;
  status: number;
  paymentStatus: number;
  paymentMethod: number;
  deliveryType: number;
  address: string;
  currency: string;
  items: OrderItemView[];
}

export interface ArchivePosition {
  rid: string;
  orderId: string;
  name: string;
  brand: string;
  priceMinor: number;
  dateMs: number;
  paymentStatus: number;
  currency: string;
}

export interface MoneyRecord {
  id: string;
  orderId: string;
  dateMs: number;
  amountMinor: number;
  currency: string;
  status: string;
}

/** A payment that failed (storefront-routing-wallet.md §4, SpaPaymentFailData). */
export interface FailedPayment {
  orderId: string;
  /** When the payment failed, ms since the epoch. */
  failedAtMs: number;
  amountMinor: number;
  currency: string;
  reason: string;
}
