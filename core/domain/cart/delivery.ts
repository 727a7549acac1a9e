import { atom } from 'jotai/vanilla';
import { getBus } from '../../platform/bus';
import { persistedValue } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { onPageDispose, pagePart } from '../../platform/page';

// storefront-shell.md §3 "Cart: deliveryWay (self, courier)": one list, kept with the delivery module.
import { DELIVERY_WAYS, type DeliveryWay } from '../../../contracts/delivery';

export { DELIVERY_WAYS, type DeliveryWay };

const TOPIC = 'cart:delivery-way';
const stored = persistedValue<DeliveryWay>('cart-delivery-way', (raw) => (raw === 'courier' ? 'courier' : 'self'));

export const deliveryWayAtom = atom<DeliveryWay>(stored.read());

/**
 * Other tabs' choices reach the page's store from the kit's start, shown or not (a checkout mounted
 * later must not start from a stale choice); once per runtime, stopped by its dispose().
 */
function follow(): void {
  pagePart('deliveryWayFollow', () =>
    onPageDispose(
      getBus().subscribe(TOPIC, (payload) => {
        if (payload === 'self' || payload === 'courier') getStore().set(deliveryWayAtom, payload);
      }),
    ),
  );
}
follow();
// A runtime made after this module loaded (a test's fresh page) follows once something shows the way.
deliveryWayAtom.onMount = follow;

/** The shopper's choice, kept locally and followed by other tabs. */
export function setDeliveryWay(way: DeliveryWay): void {
  getStore().set(deliveryWayAtom, way);
  stored.write(way);
  getBus().post(TOPIC, way);
}
