/**
 * storefront-shell.md §9 "Refused status shown 7 days": an order the shopper refused (order status
 * Rejected, storefront-routing-wallet.md §3) stays among the active orders for 7 days after it was
 * refused, then only the archive has it. The refusal time is the order's status change time, else
 * (a server that does not send it) the order's own time.
 */
import { ORDER_STATUS, type OrderView } from '../../../../contracts/orders';

export const REFUSED_STATUS_SHOWN_DAYS = 7;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Whether the order is refused and still inside its 7 days. */
export function refusedStillShown(order: Pick<OrderView, 'status' | 'orderedAtMs' | 'statusChangedAtMs'>, nowMs: number): boolean {
  if (order.status !== ORDER_STATUS.Rejected) return false;
  const since = order.statusChangedAtMs ?? order.orderedAtMs;
  return Number.isFinite(since) && nowMs - since < REFUSED_STATUS_SHOWN_DAYS * MS_PER_DAY;
}

/** The active orders to show: every order but a refused one older than its 7 days. */
export function shownDeliveries<T extends Pick<OrderView, 'status' | 'orderedAtMs' | 'statusChangedAtMs'>>(orders: readonly T[], nowMs: number): T[] {
  return orders.filter((order) => order.status !== ORDER_STATUS.Rejected || refusedStillShown(order, nowMs));
}
