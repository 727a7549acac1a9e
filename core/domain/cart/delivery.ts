import { atom } from 'jotai/vanilla';
import { getBus } from '../../platform/bus';
import { persistedValue } from '../../platform/storage';
import { getStore } from '../../platform/store';

// storefront-shell.md §3 "Cart: deliveryWay (self, courier)": one list, kept with the delivery module.
import { DELIVERY_WAYS, type DeliveryWay } from '../../../contracts/delivery';

export { DELIVERY_WAYS, type DeliveryWay };

const TOPIC = 'cart:delivery-way';
const stored = persistedValue<DeliveryWay>('cart-delivery-way', (raw) => (raw === 'courier' ? 'courier' : 'self'));

export const deliveryWayAtom = atom<DeliveryWay>(stored.read());
// Other tabs' choices reach the page while something shows it (the cart, the checkout's totals).
deliveryWayAtom.onMount = (set) =>
  getBus().subscribe(TOPIC, (payload) => {
    if (payload === 'self' || payload === 'courier') set(payload);
  });

/** The shopper's choice, kept locally and followed by other tabs. */
export function setDeliveryWay(way: DeliveryWay): void {
  getStore().set(deliveryWayAtom, way);
  stored.write(way);
  getBus().post(TOPIC, way);
}
