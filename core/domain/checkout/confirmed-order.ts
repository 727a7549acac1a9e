/** routing-wallet §8 "Order confirmed fallback: order saved in session storage under confirmed_order_{orderId}, else broken:true and empty order". */
import { toConfirmedOrder, type ConfirmedOrder } from '../../../contracts/basket';
import { parseJsonOrUndefined } from '../../../contracts/wire';
import { CONFIRMED_ORDER_PREFIX } from './constants';

export function confirmedOrderKey(orderId: string): string {
  return `${CONFIRMED_ORDER_PREFIX}${orderId}`;
}

/** Keeps the order for its pages; a full or missing session storage only loses the fallback. */
export function saveConfirmedOrder(order: ConfirmedOrder): void {
  try {
    sessionStorage.setItem(confirmedOrderKey(order.orderId), JSON.stringify(order));
  } catch (error) {
    console.warn('[vitrina] confirmed order not kept in session storage', error);
  }
}

function storedOrder(orderId: string): ConfirmedOrder | null {
  try {
    const text = sessionStorage.getItem(confirmedOrderKey(orderId));
    return text === null ? null : toConfirmedOrder(parseJsonOrUndefined(text));
  } catch {
    return null;
  }
}

export type OrderPageData = { broken: false; order: ConfirmedOrder } | { broken: true; order: null };

/** The order of the route data, else the session-storage copy of orderId, else broken. */
export function resolveConfirmedOrder(data: unknown, orderId: string | null): OrderPageData {
  const fromData = toConfirmedOrder(data);
  if (fromData && (orderId === null || fromData.orderId === orderId)) return { broken: false, order: fromData };
  const fromSession = orderId ? storedOrder(orderId) : null;
  return fromSession ? { broken: false, order: fromSession } : { broken: true, order: null };
}
