/**
 * The checkout's server reads (storefront-shell.md §7 "Payment and basket", "POST courier
 * slots"; routing-wallet §7 "Basket endpoint"): payment types, bank cards, courier slots and the
 * basket answer, each in the shared store.
 */
import {
  bankCardsBody,
  basketForm,
  courierSlotsBody,
  paymentsBody,
  reshapeBankCards,
  reshapeBasketAnswer,
  reshapeCourierSlots,
  reshapePayments,
  type BankCard,
  type BasketAnswer,
  type BasketPayload,
  type CourierDay,
  type PaymentType,
} from '../../../contracts/basket';
import { MalformedResponseError, request } from '../../transport/http';
import { BANK_CARDS_TIMEOUT_MS, BASKET_TIMEOUT_MS, BUY_IT_NOW_TIMEOUT_MS, COURIER_SLOTS_TIMEOUT_MS } from './constants';
import { createResource } from './resource';
import { PAYMENTS_PATH, BANK_CARDS_PATH, BASKET_PATH, COURIER_SLOTS_PATH } from '../../../contracts/basket';

function present<T>(value: T | null, path: string): T {
  if (value === null) throw new MalformedResponseError(path, 'empty answer');
  return value;
}

export async function fetchPayments(currency: string, locale: string, language: string): Promise<PaymentType[]> {
  const answer = await request({
    url: { group: 'basketApi', path: PAYMENTS_PATH },
    method: 'POST',
    body: { json: paymentsBody(currency, locale, language) },
    auth: 'optional',
    parse: reshapePayments,
  });
  return answer ?? [];
}

/** §7 bank cards (2 s, routing-wallet §9); signed-in shoppers only. */
export async function fetchBankCards(currency: string, locale: string, userGradeSigned: string, bypassCache = false): Promise<BankCard[]> {
  const answer = await request({
    url: { group: 'basketApi', path: BANK_CARDS_PATH },
    method: 'POST',
    body: { json: bankCardsBody(currency, locale, userGradeSigned, bypassCache) },
    auth: 'required',
    timeout: BANK_CARDS_TIMEOUT_MS,
    parse: reshapeBankCards,
  });
  return answer ?? [];
}

/** shell §7 "POST courier slots: office_id, sm_id, delivery_day" (10 s, §9). */
export async function fetchCourierSlots(officeId: number, smId: number, day: string): Promise<CourierDay[]> {
  const answer = await request({
    url: { group: 'site', path: COURIER_SLOTS_PATH },
    method: 'POST',
    body: { json: courierSlotsBody(officeId, smId, day) },
    auth: 'optional',
    timeout: COURIER_SLOTS_TIMEOUT_MS,
    parse: reshapeCourierSlots,
  });
  return answer ?? [];
}

/** routing-wallet §7 "Basket endpoint (serialised form body, credentials included)": 4 s, buy-it-now 3 s, no retries. */
export async function fetchBasket(payload: BasketPayload): Promise<BasketAnswer> {
  const answer = await request({
    url: { group: 'basketApi', path: BASKET_PATH },
    method: 'POST',
    body: { form: basketForm(payload) },
    auth: 'optional',
    credentials: 'include',
    timeout: payload.isBuyItNowMode ? BUY_IT_NOW_TIMEOUT_MS : BASKET_TIMEOUT_MS,
    parse: reshapeBasketAnswer,
  });
  return present(answer, BASKET_PATH);
}

export const paymentsResource = createResource(
  ({ currency, locale, language }: { currency: string; locale: string; language: string }) => `${currency}|${locale}|${language}`,
  ({ currency, locale, language }) => fetchPayments(currency, locale, language),
);

export const bankCardsResource = createResource(
  ({ currency, locale, user }: { currency: string; locale: string; user: string; grade: string }) => `${user}|${currency}|${locale}`,
  ({ currency, locale, grade }) => fetchBankCards(currency, locale, grade),
);

export const courierSlotsResource = createResource(
  ({ officeId, smId, day }: { officeId: number; smId: number; day: string }) => `${officeId}|${smId}|${day}`,
  ({ officeId, smId, day }) => fetchCourierSlots(officeId, smId, day),
);

export const basketResource = createResource(
  (payload: BasketPayload) => JSON.stringify([payload.items, payload.currency, payload.lang, payload.includeInOrderStr, payload.isBuyItNowMode]),
  fetchBasket,
);
