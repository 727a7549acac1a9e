import type { Hono } from 'hono';
import type { Order, OrderItem } from '../../data/orders';
import type { AppEnv, Deps } from '../deps';
import { placedOrders } from '../db/placed-orders';
import { badRequest } from '../errors';
import { readForm, toPositiveInt } from '../input';
import { SERVICE_MAP } from '../service-map';
import { currencyOf } from '../views/money';
import { basketItem, maskedCards, parseBasketItems, payments } from './basket-lines';
import { courierSlotsOf } from './site-delivery';
import { DELIVERY_TYPE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from '../../../contracts/orders';
import { CARD_PAYMENT, PLACE_ORDER_PATH } from '../../../contracts/basket';
import { sellerDeliveredOnly } from '../../../contracts/products';

/** storefront-shell.md §9 "Pickup storage 12 days"; "Comment size limit 300" bounds the courier address. */
export const PICKUP_STORAGE_DAYS = 12;
export const COURIER_ADDRESS_MAX = 300;
const DAY_S = 24 * 3600;

export type PlacedOrderItem = OrderItem & { quantity: number; sizeName: string };
export type PlacedOrder = Order & { items: PlacedOrderItem[]; slots: { day: string; from: number; to: number }[]; paymentType: number };

type Slot = { day: string; from: number; to: number };

function parseSlots(raw: string | undefined): Slot[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw badRequest('deliverySlots is not valid JSON');
  }
  if (!Array.isArray(list)) throw badRequest('deliverySlots must be a list');
  return list.map((entry: unknown) => {
    const s = (entry ?? {}) as Record<string, unknown>;
    if (typeof s.day !== 'string' || typeof s.from !== 'number' || typeof s.to !== 'number') throw badRequest('every slot needs day, from, to');
    return { day: s.day, from: s.from, to: s.to };
  });
}

/** A slot is accepted only when the courier slots call offers it for that day (shell §5 courier slot rule, server side). */
function slotOffered(slot: Slot): boolean {
  const day = new Date(`${slot.day}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return false;
  return courierSlotsOf(day, 1).some((d) => d.day === slot.day && d.time_slots.some((w) => w.from === slot.from && w.to === slot.to));
}

function courierOnly(deps: Deps, chrtId: number): boolean {
  const size = deps.data.sizeByChrt.get(chrtId)?.size;
  return size !== undefined && sellerDeliveredOnly(size.stocks.map((s) => ({ deliveryType: s.dtype, quantity: s.qty })));
}

/**
 * POST {basketApi}/webapi/basket/order (demo/API.md; the spec does not show the order call): the
 * basket form of routing-wallet §3 plus deliveryWay, officeId, courierAddress, deliverySlots,
 * paymentType, bankCardId. Persists the order in SQLite (the thank-you page and the cabinet's
 * deliveries read it) and answers {state: 0, value: {order}}.
 */
export function registerBasketOrder(app: Hono<AppEnv>, deps: Deps): void {
  app.post(`${SERVICE_MAP.basketApi}${PLACE_ORDER_PATH}`, async (c) => {
    const { account } = deps.auth.identify(c);
    const form = await readForm(c);
    const currency = currencyOf(form.currency);
    const includeStr = form.includeInOrderStr ?? '1';
    const included = includeStr === '1' ? null : new Set(includeStr.split(';').map(Number));
    const lines = parseBasketItems(form.items)
      .map((item) => basketItem(deps, item, currency, included === null || included.has(item.chrtId), form.lang))
      .flatMap((item) => ('priceWithSale' in item && item.includeInOrder && item.canBeOrdered ? [item] : []));
    if (lines.length === 0) throw badRequest('nothing to order: no included item can be ordered');

    const way = form.deliveryWay;
    if (way !== 'self' && way !== 'courier') throw badRequest('deliveryWay must be self or courier');
    const office = deps.data.officeById.get(toPositiveInt(form.officeId) ?? -1);
    if (!office) throw badRequest('officeId must be a known office');
    // storefront-shell.md §2 courier-only-items popup, server side: the seller's own delivery (§4 codes 2, 7) never goes to a pickup point.
    if (way === 'self' && lines.some((line) => courierOnly(deps, line.characteristicId))) {
      throw badRequest('goods delivered by courier only cannot be ordered to a pickup point');
    }
    const courierAddress = (form.courierAddress ?? '').trim();
    const slots = way === 'courier' ? parseSlots(form.deliverySlots) : [];
    if (way === 'courier') {
      if (!courierAddress || courierAddress.length > COURIER_ADDRESS_MAX) throw badRequest(`courierAddress must be 1 to ${COURIER_ADDRESS_MAX} characters`);
      if (slots.length === 0 || !slots.every(slotOffered)) throw badRequest('every courier slot must be one the slots call offers');
    }

    const paymentType = toPositiveInt(form.paymentType);
    const offered = payments(form.currentLocale ?? account.locale);
    if (paymentType === undefined || !offered.some((p) => p.id === paymentType)) throw badRequest('paymentType must be one of the payment list');
    let paymentMethod: number = paymentType;
    if (paymentType === CARD_PAYMENT.id) {
      const card = maskedCards(account).find((x) => x.id === form.bankCardId && !x.expired);
      if (!card) throw badRequest("bankCardId must be one of the shopper's usable cards");
      paymentMethod = card.isDefault ? PAYMENT_METHOD.DefaultCard : PAYMENT_METHOD.Card;
    }

    const store = placedOrders(deps.db);
    const orderId = store.nextId(account.userId);
    const createdAt = Math.floor(Date.now() / 1000);
    const order: PlacedOrder = {
      orderId,
      userId: account.userId,
      createdAt,
      status: ORDER_STATUS.Accepted,
      paymentStatus: paymentType === CARD_PAYMENT.id ? PAYMENT_STATUS.Paid : PAYMENT_STATUS.NotPaid,
      paymentMethod,
      paymentType,
      deliveryType: way === 'self' ? DELIVERY_TYPE.PickupOffice : DELIVERY_TYPE.Courier,
      officeId: office.id,
      address: way === 'self' ? office.address : courierAddress,
      currency,
      active: true,
      storageUntil: createdAt + PICKUP_STORAGE_DAYS * DAY_S,
      slots,
      items: lines.map((line, k) => ({
        rid: `${orderId}.${k}`,
        nmId: line.cod1S,
        chrtId: line.characteristicId,
        name: line.goodsName,
        brand: line.brandName,
        sizeName: line.sizeName,
        quantity: line.partQuantity ?? line.quantity,
        price: line.priceWithSale ?? 0,
        status: ORDER_STATUS.Accepted,
        isPrepaid: line.isPrepaid ?? false,
        isOnShelf: false,
        cancelItem: true,
      })),
    };
    store.add(order);
    return c.json({ state: 0, value: { order } });
  });
}
