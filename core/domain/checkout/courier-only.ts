/**
 * The two ways out of a pickup order that holds courier-only goods (storefront-shell.md §2
 * "courier-only-items popup"): the courier delivers everything, or those goods leave the cart
 * through the cart's own remove operation (synced, followed by other tabs) and pickup stays.
 */
import { setDeliveryWay } from '../cart';
import { getStore } from '../../platform/store';
import { loadCheckoutCart } from './cart-lines';
import { buyItNowItemAtom } from './lines';
import { checkoutViewAtom } from './model';

export function deliverByCourier(): void {
  setDeliveryWay('courier');
}

/** Whether the goods can leave the order: not the one item of a buy-it-now order. */
export function canRemoveCourierOnly(): boolean {
  return getStore().get(buyItNowItemAtom) === null;
}

/** Removes the order's courier-only lines from the cart; rejects when the cart module cannot be loaded (nothing changes then). */
export async function removeCourierOnlyLines(): Promise<void> {
  const store = getStore();
  if (!canRemoveCourierOnly()) return;
  const ids = store.get(checkoutViewAtom).courierOnlyLines.map((l) => l.characteristicId);
  if (ids.length === 0) return;
  const { removeFromCart } = await loadCheckoutCart();
  await removeFromCart(ids);
}
