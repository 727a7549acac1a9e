/**
 * The C2C pages' data (storefront-routing-wallet.md §2.2 SpaC2CAdData, SpaC2COrdersData,
 * SpaC2CFeedbackQuestionsData; §6 resale for sellers) and their calls. The payloads are not shown:
 * **(demo)** shapes in demo/API.md "Resale". A malformed entry is dropped, never thrown.
 */
import { isRecord, readId, readNumber, readString } from '../wire';
import { listOf, present, readBoughtItem, readDateMs, type BoughtItem } from './bought';

/** POST {image: data URL} -> {state: 0, value: {id, url}}. */
export const RESALE_PHOTOS_PATH = '/webapi/resale/photos';
/** POST {rid, price (minor), description, photos: [id]} -> {state: 0, value: {ad}}. */
export const RESALE_ADS_PATH = '/webapi/resale/ads';
/** POST {RESALE_ADS_PATH}/{id}/withdraw -> {state: 0, value: {ad}}. */
export const resaleWithdrawPath = (adId: string) => `${RESALE_ADS_PATH}/${encodeURIComponent(adId)}/withdraw`;
/** POST {text} -> {state: 0, value: {question}}. */
export const resaleAnswerPath = (questionId: string) => `/webapi/resale/questions/${encodeURIComponent(questionId)}/answer`;

export const AD_STATES = ['onSale', 'sold', 'withdrawn'] as const;
export type AdState = (typeof AD_STATES)[number];

export interface ResaleAd {
  id: string;
  item: BoughtItem;
  priceMinor: number;
  feeMinor: number;
  payoutMinor: number;
  currency: string;
  description: string;
  photos: string[];
  state: AdState;
  dateMs: number;
}

export interface ResaleQuestion {
  id: string;
  adId: string;
  /** What the ad sells (the item's brand and name). */
  subject: string;
  author: string;
  text: string;
  dateMs: number;
  /** The seller's answer; '' while unanswered. */
  answer: string;
}

export interface ResaleAdPage {
  /** Delivered items that can still be put up for resale. */
  items: BoughtItem[];
  ads: ResaleAd[];
  /** The shop currency the price is typed in. */
  currency: string;
}

const isAdState = (value: unknown): value is AdState => (AD_STATES as readonly unknown[]).includes(value);

/** Photo addresses: http(s) or same-origin paths only (never javascript: or data: from the wire). */
function readPhotos(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((url): url is string => typeof url === 'string' && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)));
}

/** {id, item, price, fee, payout, currency, description, photos, state, date}; null without id, item or price. */
export function reshapeResaleAd(raw: unknown): ResaleAd | null {
  if (!isRecord(raw) || !isRecord(raw.item)) return null;
  const id = readId(raw, 'id');
  const item = readBoughtItem(raw.item);
  const price = readNumber(raw, 'price');
  if (id === undefined || item === null || price === undefined || price <= 0) return null;
  const fee = readNumber(raw, 'fee') ?? 0;
  return {
    id,
    item,
    priceMinor: price,
    feeMinor: fee,
    payoutMinor: readNumber(raw, 'payout') ?? price - fee,
    currency: readString(raw, 'currency') ?? item.currency,
    description: readString(raw, 'description') ?? '',
    photos: readPhotos(raw.photos),
    state: isAdState(raw.state) ? raw.state : 'onSale',
    dateMs: readDateMs(raw, 'date'),
  };
}

export function reshapeResaleQuestion(raw: unknown): ResaleQuestion | null {
  if (!isRecord(raw)) return null;
  const id = readId(raw, 'id');
  const adId = readId(raw, 'adId');
  const text = readString(raw, 'text');
  if (id === undefined || adId === undefined || text === undefined || text.trim() === '') return null;
  return {
    id,
    adId,
    subject: readString(raw, 'subject') ?? '',
    author: readString(raw, 'author') ?? '',
    text,
    dateMs: readDateMs(raw, 'date'),
    answer: readString(raw, 'answer') ?? '',
  };
}

/** SpaC2CAdData {items, ads, currency}. */
export function reshapeResaleAdPage(payload: unknown): ResaleAdPage {
  return {
    items: listOf(payload, 'items').map(readBoughtItem).filter(present),
    ads: listOf(payload, 'ads').map(reshapeResaleAd).filter(present),
    currency: (isRecord(payload) ? readString(payload, 'currency') : undefined) ?? 'RUB',
  };
}

/** SpaC2COrdersData {ads}. */
export function reshapeResaleAds(payload: unknown): ResaleAd[] {
  return listOf(payload, 'ads').map(reshapeResaleAd).filter(present);
}

/** SpaC2CFeedbackQuestionsData {questions}. */
export function reshapeResaleQuestions(payload: unknown): ResaleQuestion[] {
  return listOf(payload, 'questions').map(reshapeResaleQuestion).filter(present);
}

function valueOf(payload: unknown): unknown {
  return isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
}

/** The POST answers; each throws when the answer lacks what it names (the request types it). */
export function reshapePostedAd(payload: unknown): ResaleAd {
  const value = valueOf(payload);
  const ad = isRecord(value) ? reshapeResaleAd(value.ad) : null;
  if (!ad) throw new TypeError('ad answer has no ad');
  return ad;
}

export function reshapeAnsweredQuestion(payload: unknown): ResaleQuestion {
  const value = valueOf(payload);
  const question = isRecord(value) ? reshapeResaleQuestion(value.question) : null;
  if (!question) throw new TypeError('answer has no question');
  return question;
}

export function reshapeUploadedPhoto(payload: unknown): { id: string; url: string } {
  const value = valueOf(payload);
  const id = isRecord(value) ? readId(value, 'id') : undefined;
  const url = isRecord(value) ? readPhotos([value.url])[0] : undefined;
  if (id === undefined || url === undefined) throw new TypeError('photo answer has no id or url');
  return { id, url };
}
