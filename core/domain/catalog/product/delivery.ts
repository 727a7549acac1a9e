import type { ProductStockView, DeliveryKind } from '../../../../contracts/products';
import { deliveryKindOf } from '../../../../contracts/products';

const MS_PER_HOUR = 3_600_000;

export interface DeliveryEstimate {
  /** Earliest and latest arrival, ms since epoch. */
  earliest: number;
  latest: number;
  kind: DeliveryKind;
}

type StockTimes = Pick<ProductStockView, 'quantity' | 'time1' | 'time2' | 'deliveryType'>;

/**
 * The estimate of the fastest stock line with goods in it (times in hours), counted from `since`
 * (when the card was read); null when no line has goods and usable times.
 */
export function deliveryEstimate(stocks: readonly StockTimes[], since: number): DeliveryEstimate | null {
  const usable = stocks.filter((s) => s.quantity > 0 && Number.isFinite(s.time1) && Number.isFinite(s.time2) && s.time1 >= 0 && s.time2 >= s.time1);
  const fastest = [...usable].sort((a, b) => a.time1 - b.time1)[0];
  if (!fastest) return null;
  return { earliest: since + fastest.time1 * MS_PER_HOUR, latest: since + fastest.time2 * MS_PER_HOUR, kind: deliveryKindOf(fastest.deliveryType) };
}

/** storefront-shell.md §8 "Delivery estimate past due shows a delayed status text": past the latest arrival. */
export function isDeliveryDelayed(estimate: DeliveryEstimate, now: number): boolean {
  return now > estimate.latest;
}
