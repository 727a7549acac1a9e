/**
 * Placing the order: the basket call of routing-wallet §7 (serialised §3 payload, no retries)
 * prices the lines and signs the blobs; the order call (demo/API.md, "not shown" in the spec)
 * sends the same payload with the checkout choices. The confirmed order is kept in session
 * storage (routing-wallet §8 "confirmed_order_{orderId}") and the ordered lines leave the cart.
 * On any failure nothing the shopper chose changes: the same call can simply be made again.
 */
import { orderForm, reshapePlacedOrder, type ConfirmedOrder } from '../../../contracts/basket';
import { getStore } from '../../platform/store';
import { readyValue } from './resource';
import { courierOffice, checkoutViewAtom, currentPayload } from './model';
import { updateCheckoutChoices } from './choices';
import { request } from '../../transport/http';
import { fetchBasket } from './reads';
import { saveConfirmedOrder } from './confirmed-order';
import { loadCheckoutCart } from './cart-lines';
import type { BlockReason } from './blockers';
import { PLACE_ORDER_PATH } from '../../../contracts/basket';
import { withOrderMetric } from './order-metric';

export class CheckoutBlockedError extends Error {
  override name = 'CheckoutBlockedError';
  constructor(readonly reasons: BlockReason[]) {
    super(`the order cannot be placed yet: ${reasons.join(', ')}`);
  }
}

/** Places the order and reports it (storefront-shell.md §7 "POST /webapi/logging/orders/metrics?status="). */
export function placeOrder(): Promise<ConfirmedOrder> {
  return withOrderMetric(placeOrderOnce, { reported: (error) => !(error instanceof CheckoutBlockedError) });
}

async function placeOrderOnce(): Promise<ConfirmedOrder> {
  const store = getStore();
  const view = store.get(checkoutViewAtom);
  if (view.blockers.length > 0) throw new CheckoutBlockedError(view.blockers);
  const payload = currentPayload(await fetchBasket(currentPayload()));
  const office = view.deliveryWay === 'self' ? view.pickupOffice : courierOffice(readyValue(view.offices) ?? [], view.choices.pickupOfficeId);
  const answer = await request({
    url: { group: 'basketApi', path: PLACE_ORDER_PATH },
    method: 'POST',
    body: {
      form: orderForm(payload, {
        deliveryWay: view.deliveryWay,
        officeId: office?.id ?? 0,
        courierAddress: view.deliveryWay === 'courier' ? view.choices.courierAddress.trim() : '',
        slots: view.deliveryWay === 'courier' ? view.choices.slots : [],
        paymentTypeId: view.paymentTypeId ?? 0,
        bankCardId: view.needsCard ? (view.bankCardId ?? '') : '',
      }),
    },
    auth: 'required',
    v2: true,
    credentials: 'include',
    parse: reshapePlacedOrder,
  });
  if (!answer) throw new TypeError('empty order answer');
  saveConfirmedOrder(answer);
  if (!payload.isBuyItNowMode) {
    const ordered = new Set(answer.items.map((i) => i.characteristicId));
    // Cannot fail here: the basket's lines came from this module, so it is loaded already.
    const { removeFromCart } = await loadCheckoutCart();
    await removeFromCart(view.lines.filter((l) => ordered.has(l.characteristicId)).map((l) => l.characteristicId));
  }
  // The windows were for this order; address, point and payment stay for the next one.
  updateCheckoutChoices({ slots: [] });
  return answer;
}
