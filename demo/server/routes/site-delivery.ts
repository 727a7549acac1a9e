import type { Hono } from 'hono';
import { PAYMENT_BANNER_PATH } from '../../../contracts/payment-banner';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { readObject, toPositiveInt } from '../input';
import { ADDRESS_SELECT_PATH } from '../../../contracts/delivery';
import { COURIER_SLOTS_PATH } from '../../../contracts/basket';
import { textIn } from '../../data/text';
import type { Names } from '../../data/subjects';

export const DELIVERY_WAYS = ['self', 'courier'] as const;
/** Courier windows as minutes from midnight: 10-14, 14-18, 18-22. */
export const COURIER_WINDOWS: readonly [number, number][] = [
  [600, 840],
  [840, 1080],
  [1080, 1320],
];
export const COURIER_DAYS = 3;
const DAY_MS = 24 * 3600 * 1000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The courier windows of `days` days from `day` (the order call checks a chosen slot against the same list). */
/** The partner bank's offer in every shop language. */
const PARTNER_CARD_OFFER: Names = {
  ru: 'Кешбэк 5% при оплате картой банка-партнёра',
  en: '5% cashback when you pay with a partner bank card',
  kk: 'Серіктес банк картасымен төлегенде 5% кешбэк',
  ky: 'Өнөктөш банктын картасы менен төлөгөндө 5% кешбэк',
  uz: 'Hamkor bank kartasi bilan toʻlaganda 5% keshbek',
  ka: '5% ქეშბექი პარტნიორი ბანკის ბარათით გადახდისას',
};

export function courierSlotsOf(day: Date, days = COURIER_DAYS): { day: string; time_slots: { from: number; to: number }[] }[] {
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(day.getTime() + i * DAY_MS);
    // Sundays have no evening window, so a client must really compare against the fetched slots.
    const windows = date.getUTCDay() === 0 ? COURIER_WINDOWS.slice(0, 2) : COURIER_WINDOWS;
    return { day: isoDay(date), time_slots: windows.map(([from, to]) => ({ from, to })) };
  });
}

/** Address selection, courier slots, the payment marketing banner (storefront-shell.md §7 Payment and basket). */
export function registerSiteDelivery(app: Hono<AppEnv>, deps: Deps): void {
  // {addressId, deliveryWay}: self needs a known pickup office; courier takes any positive address id.
  app.post(ADDRESS_SELECT_PATH, async (c) => {
    const identity = deps.auth.optional(c);
    const body = await readObject(c);
    const deliveryWay = body.deliveryWay;
    const addressId = toPositiveInt(body.addressId);
    if (!DELIVERY_WAYS.includes(deliveryWay as never)) throw badRequest('deliveryWay must be self or courier');
    if (addressId === undefined) throw badRequest('addressId must be a positive integer');
    const office = deps.data.officeById.get(addressId);
    if (deliveryWay === 'self' && !office) throw notFound('no such pickup office');
    if (identity) deps.userData.setPref(identity.account.userId, 'address', JSON.stringify({ addressId, deliveryWay }));
    return c.json({
      state: 0,
      value: {
        addressId,
        deliveryWay,
        address: office?.address ?? `Адрес доставки №${addressId}`,
        dest: office?.dest ?? -1257786,
        lat: office?.lat ?? null,
        lon: office?.lon ?? null,
      },
    });
  });

  // {office_id, sm_id, delivery_day (YYYY-MM-DD)} -> {delivery_time_slots:[{day, time_slots:[{from, to}]}]} (minutes from midnight).
  app.post(COURIER_SLOTS_PATH, async (c) => {
    const body = await readObject(c);
    const officeId = toPositiveInt(body.office_id);
    const smId = toPositiveInt(body.sm_id);
    const day = typeof body.delivery_day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.delivery_day) ? new Date(`${body.delivery_day}T00:00:00Z`) : null;
    if (officeId === undefined || smId === undefined || !day || Number.isNaN(day.getTime()))
      throw badRequest('office_id, sm_id and delivery_day (YYYY-MM-DD) are required');
    if (!deps.data.officeById.has(officeId)) throw notFound('no such office');
    return c.json({ delivery_time_slots: courierSlotsOf(day) });
  });

  // ?pan=<first digits of a card>[&lang=] -> {banner} for a partner bank's card (in lang, ru by default), else {banner: null}.
  app.post(PAYMENT_BANNER_PATH, (c) => {
    const pan = c.req.query('pan') ?? '';
    if (!/^\d{4,8}$/.test(pan)) throw badRequest('pan must be the first 4 to 8 digits of a card');
    const partner = pan.startsWith('2200') || pan.startsWith('4276');
    return c.json({
      banner: partner ? { text: textIn(PARTNER_CARD_OFFER, c.req.query('lang')), href: '/promotions', bank: pan.startsWith('2200') ? 'MIR' : 'VISA' } : null,
    });
  });
}
