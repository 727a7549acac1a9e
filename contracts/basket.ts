/**
 * Wire form <-> domain for checkout (storefront-shell.md §7 "Payment and basket", §3 "Courier
 * slot request"; storefront-routing-wallet.md §3 "Basket request payload", "Basket response",
 * "Promo delivery point"). Widgets and core/checkout never see a server field name.
 */
import { isRecord, readBoolean, readId, readInteger, readNonBlankString, readString, type WireRecord } from './wire';

export interface PaymentType {
  id: number;
  code: string;
  name: string;
}

export interface BankCard {
  id: string;
  mask: string;
  paymentSystem: string;
  isDefault: boolean;
  expired: boolean;
}

/** A courier window on a day, minutes from midnight. */
export interface CourierSlot {
  /** YYYY-MM-DD */
  day: string;
  from: number;
  to: number;
}

export interface CourierDay {
  day: string;
  slots: CourierSlot[];
}

export interface PromoDeliveryPoint {
  country: string;
  address: string;
  addressId: number;
  officeId: number;
  dest: number | null;
  sign: string;
  lat: number | null;
  lon: number | null;
}

/** One line of the basket answer (storefront-shell.md §3 "Cart item", the fields checkout shows). */
export interface BasketItem {
  characteristicId: number;
  cod1S: number;
  quantity: number;
  includeInOrder: boolean;
  canBeOrdered: boolean;
  maxQuantity: number | null;
  partQuantity: number | null;
  /** Minor units. */
  price: number;
  priceWithSale: number;
  goodsName: string;
  brandName: string;
  sizeName: string;
}

/** routing-wallet §3 "Broker installment status: status, availableSum. Installment config: productPlans". */
export interface InstallmentStatus {
  status: string;
  availableSum: number;
  /** The period code of each product plan (storefront-shell.md §9 "Installment period code 4 = 3 months, 5 = 6, 9 = 12"). */
  periodCodes?: number[];
}

/** routing-wallet §3 "tax/duty settings hold dutyFreelimit, duty percent, fixedAmount"; minor units of the basket's currency. */
export interface CustomsDuty {
  dutyFreeLimit: number;
  percent: number;
  fixedAmount: number;
}

export interface BasketAnswer {
  items: BasketItem[];
  installment: InstallmentStatus | null;
  isNetworkError: boolean;
  userBalanceSigned: string;
  userGradeSigned: string;
  customsDutySigned: string;
  /** The duty settings the signed blob carries, or null when it carries none that reads. */
  customsDuty: CustomsDuty | null;
  promoDeliveryPoint: PromoDeliveryPoint | null;
  promoBasketTitle: string;
}

export class MalformedCheckoutAnswerError extends Error {
  override name = 'MalformedCheckoutAnswerError';
}

/** POST {basketApi}/payment/list/fordeliveriesv2 -> {payments}: entries without an id are skipped. */
export function reshapePayments(raw: unknown): PaymentType[] {
  if (!isRecord(raw) || !Array.isArray(raw.payments)) throw new MalformedCheckoutAnswerError('payment list has no payments');
  return raw.payments.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = readInteger(entry, 'id');
    if (id === undefined) return [];
    const code = readString(entry, 'code') ?? '';
    return [{ id, code, name: readNonBlankString(entry, 'name') ?? code }];
  });
}

/** POST {basketApi}/webapi/lk/bankcards -> {maskedCards}. */
export function reshapeBankCards(raw: unknown): BankCard[] {
  if (!isRecord(raw) || !Array.isArray(raw.maskedCards)) throw new MalformedCheckoutAnswerError('bank cards answer has no maskedCards');
  return raw.maskedCards.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = readId(entry, 'id');
    const mask = readNonBlankString(entry, 'mask');
    if (!id || !mask) return [];
    return [
      {
        id,
        mask,
        paymentSystem: readString(entry, 'paymentSystem') ?? '',
        isDefault: readBoolean(entry, 'isDefault') ?? false,
        expired: readBoolean(entry, 'expired') ?? false,
      },
    ];
  });
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MINUTES_PER_DAY = 24 * 60;

function isMinute(value: number | undefined): value is number {
  return value !== undefined && value >= 0 && value <= MINUTES_PER_DAY;
}

/** §3 "response delivery_time_slots (day, time_slots from/to)"; malformed days and windows are skipped. */
export function reshapeCourierSlots(raw: unknown): CourierDay[] {
  if (!isRecord(raw) || !Array.isArray(raw.delivery_time_slots)) throw new MalformedCheckoutAnswerError('courier slots answer has no delivery_time_slots');
  return raw.delivery_time_slots.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const day = readString(entry, 'day')?.slice(0, 10);
    if (!day || !DAY_PATTERN.test(day) || !Array.isArray(entry.time_slots)) return [];
    const slots = entry.time_slots.flatMap((slot) => {
      if (!isRecord(slot)) return [];
      const from = readInteger(slot, 'from');
      const to = readInteger(slot, 'to');
      return isMinute(from) && isMinute(to) && from < to ? [{ day, from, to }] : [];
    });
    return [{ day, slots }];
  });
}

/** §3 "Courier slot request: office_id, sm_id, delivery_day". */
export function courierSlotsBody(officeId: number, smId: number, day: string) {
  return { office_id: officeId, sm_id: smId, delivery_day: day };
}

/** §7 bank cards body: currency, locale, userGradeSigned, bypassCache. */
export function bankCardsBody(currency: string, locale: string, userGradeSigned: string, bypassCache: boolean) {
  return { currency, locale, userGradeSigned, bypassCache };
}

/** §7 payment list body: currency, currentLocale. */
export function paymentsBody(currency: string, currentLocale: string, lang: string) {
  // lang: the payment names come in the page's language, as every card call sends it (shell §7).
  return { currency, currentLocale, lang };
}

/** routing-wallet §3 "Basket request payload (serialised form)", domain side. */
export interface BasketPayload {
  items: { characteristicId: number; quantity: number }[];
  currency: string;
  xInfo: string;
  cityLatitude: number | null;
  cityLongitude: number | null;
  address: string;
  userBalanceSigned: string;
  unpaidAmount: number;
  userDataSigned: string;
  addressDataSign: string;
  userGradeSigned: string;
  customsDutySigned: string;
  /** Pay-later limit, -1 if none. */
  iwcNetLimit: number;
  cwbLimit: number;
  bplOffers: string;
  instType: string;
  b2bSellerId: string;
  isBuyItNowMode: boolean;
  /** Ids with includeInOrder joined by ';', default "1". */
  includeInOrderStr: string;
  currentLocale: string;
  /** The language the lines' names come in (as card calls send lang, shell §7); sent after the §3 fields. */
  lang: string;
}

/** The serialised form of the §3 payload: every field present, in the spec's order. */
export function basketForm(payload: BasketPayload): URLSearchParams {
  const form = new URLSearchParams();
  form.set('items', JSON.stringify(payload.items.map((i) => ({ chrtId: i.characteristicId, quantity: i.quantity }))));
  form.set('currency', payload.currency);
  form.set('xInfo', payload.xInfo);
  form.set('cityLatitude', payload.cityLatitude === null ? '' : String(payload.cityLatitude));
  form.set('cityLongitude', payload.cityLongitude === null ? '' : String(payload.cityLongitude));
  form.set('address', payload.address);
  form.set('userBalanceSigned', payload.userBalanceSigned);
  form.set('unpaidAmount', String(payload.unpaidAmount));
  form.set('userDataSigned', payload.userDataSigned);
  form.set('addressDataSign', payload.addressDataSign);
  form.set('userGradeSigned', payload.userGradeSigned);
  form.set('customsDutySigned', payload.customsDutySigned);
  form.set('iwcNetLimit', String(payload.iwcNetLimit));
  form.set('cwbLimit', String(payload.cwbLimit));
  form.set('bplOffers', payload.bplOffers);
  form.set('instType', payload.instType);
  form.set('b2bSellerId', payload.b2bSellerId);
  form.set('isBuyItNowMode', String(payload.isBuyItNowMode));
  form.set('includeInOrderStr', payload.includeInOrderStr);
  form.set('currentLocale', payload.currentLocale);
  form.set('lang', payload.lang);
  return form;
}

function readPromoPoint(value: unknown): PromoDeliveryPoint | null {
  if (!isRecord(value)) return null;
  const officeId = readInteger(value, 'officeId');
  const address = readNonBlankString(value, 'address');
  if (officeId === undefined || !address) return null;
  return {
    country: readString(value, 'country') ?? '',
    address,
    addressId: readInteger(value, 'addressId') ?? officeId,
    officeId,
    dest: readInteger(value, 'dest') ?? null,
    sign: readString(value, 'sign') ?? '',
    lat: typeof value.lat === 'number' ? value.lat : null,
    lon: typeof value.lon === 'number' ? value.lon : null,
  };
}

function readInstallment(value: unknown): InstallmentStatus | null {
  if (!isRecord(value)) return null;
  const status = readString(value, 'status');
  const availableSum = readInteger(value, 'availableSum');
  if (status === undefined || availableSum === undefined) return null;
  const plans = Array.isArray(value.productPlans) ? value.productPlans : [];
  const periodCodes = plans.flatMap((plan) => (isRecord(plan) ? (readInteger(plan, 'period') ?? []) : []));
  return { status, availableSum, periodCodes };
}

/**
 * The body of a signed blob (`<base64url JSON>.<signature>`): the server signs it so the order
 * cannot change it, and its body is readable like a JWT's. Anything malformed reads as null.
 */
export function readSignedBlob(blob: string): unknown {
  const body = blob.split('.')[0] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  try {
    const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as unknown;
  } catch {
    return null;
  }
}

function readCustomsDuty(blob: string): CustomsDuty | null {
  const value = readSignedBlob(blob);
  if (!isRecord(value)) return null;
  const dutyFreeLimit = readInteger(value, 'dutyFreelimit');
  const percent = typeof value.duty === 'number' && Number.isFinite(value.duty) ? value.duty : undefined;
  const fixedAmount = readInteger(value, 'fixedAmount') ?? 0;
  if (dutyFreeLimit === undefined || dutyFreeLimit < 0 || percent === undefined || percent < 0 || fixedAmount < 0) return null;
  return { dutyFreeLimit, percent, fixedAmount };
}

function readBasketItem(record: WireRecord): BasketItem | undefined {
  const characteristicId = readInteger(record, 'characteristicId');
  if (characteristicId === undefined) return undefined;
  const price = Math.max(0, readInteger(record, 'price') ?? 0);
  return {
    characteristicId,
    cod1S: readInteger(record, 'cod1S') ?? 0,
    quantity: Math.max(1, readInteger(record, 'quantity') ?? 1),
    includeInOrder: readBoolean(record, 'includeInOrder') ?? true,
    canBeOrdered: readBoolean(record, 'canBeOrdered') ?? true,
    maxQuantity: readInteger(record, 'maxQuantity') ?? null,
    partQuantity: readInteger(record, 'partQuantity') ?? null,
    price,
    priceWithSale: Math.max(0, readInteger(record, 'priceWithSale') ?? price),
    goodsName: readString(record, 'goodsName') ?? '',
    brandName: readString(record, 'brandName') ?? '',
    sizeName: readString(record, 'sizeName') ?? '',
  };
}

/** routing-wallet §3 "Basket response: data.basket.basketItems, flag isNetworkError; enriched with ..." */
export function reshapeBasketAnswer(raw: unknown): BasketAnswer {
  if (!isRecord(raw) || !isRecord(raw.data) || !isRecord(raw.data.basket) || !Array.isArray(raw.data.basket.basketItems)) {
    throw new MalformedCheckoutAnswerError('basket answer has no data.basket.basketItems');
  }
  return {
    items: raw.data.basket.basketItems.flatMap((entry) => (isRecord(entry) ? (readBasketItem(entry) ?? []) : [])),
    isNetworkError: readBoolean(raw, 'isNetworkError') ?? false,
    installment: readInstallment(raw.pdlInstOptions),
    userBalanceSigned: readString(raw, 'userBalanceSigned') ?? '',
    userGradeSigned: readString(raw, 'userGradeSigned') ?? '',
    customsDutySigned: readString(raw, 'customsDutySigned') ?? '',
    customsDuty: readCustomsDuty(readString(raw, 'customsDutySigned') ?? ''),
    promoDeliveryPoint: readPromoPoint(raw.promoDeliveryPoint),
    promoBasketTitle: readString(raw, 'promoBasketTitle') ?? '',
  };
}

/** The checkout choices sent beside the basket payload when placing the order (demo/API.md; not shown in the spec). */
export interface OrderChoices {
  deliveryWay: 'self' | 'courier';
  officeId: number;
  courierAddress: string;
  slots: CourierSlot[];
  paymentTypeId: number;
  bankCardId: string;
}

export function orderForm(payload: BasketPayload, choices: OrderChoices): URLSearchParams {
  const form = basketForm(payload);
  form.set('deliveryWay', choices.deliveryWay);
  form.set('officeId', String(choices.officeId));
  form.set('courierAddress', choices.courierAddress);
  form.set('deliverySlots', JSON.stringify(choices.slots.map(({ day, from, to }) => ({ day, from, to }))));
  form.set('paymentType', String(choices.paymentTypeId));
  form.set('bankCardId', choices.bankCardId);
  return form;
}

export interface OrderLine {
  nmId: number;
  characteristicId: number;
  name: string;
  brand: string;
  sizeName: string;
  quantity: number;
  /** Minor units, per piece. */
  price: number;
}

export interface ConfirmedOrder {
  orderId: string;
  createdAt: number;
  status: number;
  paymentStatus: number;
  paymentType: number;
  deliveryType: number;
  address: string;
  currency: string;
  slots: CourierSlot[];
  items: OrderLine[];
  /** Minor units. */
  total: number;
}

function readOrderLine(record: WireRecord): OrderLine | undefined {
  const nmId = readInteger(record, 'nmId');
  const characteristicId = readInteger(record, 'chrtId') ?? readInteger(record, 'characteristicId');
  if (nmId === undefined || characteristicId === undefined) return undefined;
  return {
    nmId,
    characteristicId,
    name: readString(record, 'name') ?? '',
    brand: readString(record, 'brand') ?? '',
    sizeName: readString(record, 'sizeName') ?? '',
    quantity: Math.max(1, readInteger(record, 'quantity') ?? 1),
    price: Math.max(0, readInteger(record, 'price') ?? 0),
  };
}

/** An order as the order pages show it ({order} of the route data, or the order itself); null when it lacks an id. */
export function toConfirmedOrder(value: unknown): ConfirmedOrder | null {
  // Route data is {orderId, order}: an order of null there means the server does not know it.
  const order = isRecord(value) && 'order' in value ? value.order : value;
  if (!isRecord(order)) return null;
  const orderId = readId(order, 'orderId');
  if (!orderId) return null;
  const items = Array.isArray(order.items) ? order.items.flatMap((e) => (isRecord(e) ? (readOrderLine(e) ?? []) : [])) : [];
  const slots = Array.isArray(order.slots)
    ? order.slots.flatMap((s) => {
        if (!isRecord(s)) return [];
        const day = readString(s, 'day');
        const from = readInteger(s, 'from');
        const to = readInteger(s, 'to');
        return day && isMinute(from) && isMinute(to) ? [{ day, from, to }] : [];
      })
    : [];
  return {
    orderId,
    createdAt: readInteger(order, 'createdAt') ?? 0,
    status: readInteger(order, 'status') ?? 0,
    paymentStatus: readInteger(order, 'paymentStatus') ?? -1,
    paymentType: readInteger(order, 'paymentMethod') ?? readInteger(order, 'paymentType') ?? 0,
    deliveryType: readInteger(order, 'deliveryType') ?? 0,
    address: readString(order, 'address') ?? '',
    currency: readString(order, 'currency') ?? '',
    slots,
    items,
    total: items.reduce((sum, line) => sum + line.price * line.quantity, 0),
  };
}

/** The place-order answer {state: 0, value: {order}}; anything else is malformed. */
export function reshapePlacedOrder(raw: unknown): ConfirmedOrder {
  const value = isRecord(raw) && isRecord(raw.value) ? raw.value : raw;
  const order = toConfirmedOrder(value);
  if (!order) throw new MalformedCheckoutAnswerError('order answer has no orderId');
  return order;
}

export const PLACE_ORDER_PATH = '/webapi/basket/order';

export const PAYMENTS_PATH = '/payment/list/fordeliveriesv2';

export const BANK_CARDS_PATH = '/webapi/lk/bankcards';

export const BASKET_PATH = '/webapi/basket';

export const COURIER_SLOTS_PATH = '/webapi/spa/courier/slots';

/** shell §3 "Cart: paymentTypes (card code crd, id 63)". */
export const CARD_PAYMENT = { code: 'crd', id: 63 } as const;
