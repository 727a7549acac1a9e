import type { Hono } from 'hono';
import type { Order } from '../../data/orders';
import { RATES_PER_USD } from '../../data/settings';
import type { Identity } from '../auth/sessions';
import { requestOrigin, type AppEnv, type Ctx, type Deps } from '../deps';
import { badRequest, HttpError, notFound } from '../errors';
import { readObject } from '../input';
import { SERVICE_MAP } from '../service-map';
import { placedOrders } from '../db/placed-orders';
import { accountPages, type AdRow, type ClaimRow, type FeedbackRow, type QuestionRow } from '../db/account-pages';
import { currencyOfAccount } from './site-user';
import { ORDER_STATUS } from '../../../contracts/orders';
import { roundMinorToStep } from '../../../contracts/money';
import {
  boundedText,
  c2cFee,
  c2cPriceProblem,
  C2C_DESCRIPTION_MAX_LENGTH,
  C2C_MAX_PHOTOS,
  C2C_MIN_PHOTOS,
  C2C_STORED_PHOTO_MAX_BYTES,
  CLAIMS_PATH,
  COMMENT_MAX_LENGTH,
  isClaimReason,
  MY_FEEDBACKS_PATH,
  RESALE_ADS_PATH,
  RESALE_PHOTOS_PATH,
  validStars,
} from '../../../contracts/cabinet';

/**
 * The account pages that keep what the shopper does (demo/API.md "Account pages", "Resale"):
 * claims (storefront-shell.md §2 /lk/claims), reviews of bought goods (/lk/discussion/feedback)
 * and the C2C ads, orders and buyers' questions (/lk/resale/*; storefront-routing-wallet.md §6).
 * §9 rules (comment 300, C2C price 50–25000, 3 photos, fee 5 %) come from contracts/cabinet.
 */

/** shell "Seller": the supplier account's feedback and questions features (either opens /lk/resale/questions). */
export const RESALE_FEEDBACKS_SWITCH = 'enableResaleSupplierFeedbacks';
export const RESALE_QUESTIONS_SWITCH = 'enableResaleSupplierQuestions';

type Answer = { state: number; value?: unknown; url?: string };
type Handler = (c: Ctx, deps: Deps, q: Record<string, string>, user: Identity | null) => Answer;
const ok = (value: unknown): Answer => ({ state: 0, value });
const now = () => Math.floor(Date.now() / 1000);
const DAY_S = 24 * 3600;

type Delivered = { rid: string; orderId: string; nmId: number; pics: number; name: string; brand: string; price: number; currency: string; date: number };

/** The user's delivered items (completed orders, newest first): what claims, reviews and ads are about. */
function deliveredItems(deps: Deps, userId: number): Delivered[] {
  const orders: Order[] = [...placedOrders(deps.db).ofUser(userId), ...(deps.data.orders.get(userId) ?? [])];
  return orders
    .filter((o) => !o.active && o.status === ORDER_STATUS.Completed)
    .flatMap((o) =>
      o.items.map((i) => ({
        rid: i.rid,
        orderId: o.orderId,
        nmId: i.nmId,
        pics: deps.data.productById.get(i.nmId)?.pics ?? 0,
        name: i.name,
        brand: i.brand,
        price: i.price,
        currency: o.currency,
        date: o.createdAt,
      })),
    );
}

/** An amount of an order's currency in the shopper's, through the demo's rates, rounded once to its step. */
function inCurrency(minor: number, from: string, to: string): number {
  if (from === to || !RATES_PER_USD[from] || !RATES_PER_USD[to]) return minor;
  return roundMinorToStep((minor * RATES_PER_USD[to]!) / RATES_PER_USD[from]!, to);
}

const SEEDED_CLAIMS = [
  { reason: 'defect', status: 'refunded', comment: 'Шов разошёлся после первой стирки.', afterDays: 6 },
  { reason: 'notAsDescribed', status: 'review', comment: 'Цвет заметно отличается от фотографий в карточке.', afterDays: 3 },
] as const;

function claimView(row: ClaimRow, item: Delivered, currency: string) {
  return {
    id: row.id,
    item,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    date: row.createdAt,
    refund: inCurrency(item.price, item.currency, currency),
    refundCurrency: currency,
  };
}

function claimsOf(deps: Deps, user: Identity) {
  const store = accountPages(deps.db);
  const userId = user.account.userId;
  const items = deliveredItems(deps, userId);
  if (store.firstSeed(userId, 'claims')) {
    SEEDED_CLAIMS.forEach((seed, i) => {
      const item = items[i];
      if (item)
        store.addClaim(userId, {
          id: `seed-${item.rid}`,
          rid: item.rid,
          reason: seed.reason,
          comment: seed.comment,
          status: seed.status,
          createdAt: item.date + seed.afterDays * DAY_S,
        });
    });
  }
  const byRid = new Map(items.map((i) => [i.rid, i]));
  const currency = currencyOfAccount(deps, user.account);
  const rows = store.claims(userId);
  const claimed = new Set(rows.map((r) => r.rid));
  return {
    claims: rows.flatMap((row) => (byRid.has(row.rid) ? [claimView(row, byRid.get(row.rid)!, currency)] : [])),
    claimable: items.filter((i) => !claimed.has(i.rid)),
    byRid,
    currency,
  };
}

const SEEDED_REVIEW = { stars: 5, text: 'Качество отличное, размер совпал, доставили быстро. Рекомендую!', afterDays: 4 };

function feedbackView(row: FeedbackRow, item: Delivered) {
  return { id: row.id, item, stars: row.stars, text: row.text, date: row.createdAt };
}

function feedbacksOf(deps: Deps, userId: number) {
  const store = accountPages(deps.db);
  const items = deliveredItems(deps, userId);
  const first = items[0];
  if (store.firstSeed(userId, 'feedbacks') && first) {
    store.addFeedback(userId, {
      id: `seed-${first.rid}`,
      rid: first.rid,
      stars: SEEDED_REVIEW.stars,
      text: SEEDED_REVIEW.text,
      createdAt: first.date + SEEDED_REVIEW.afterDays * DAY_S,
    });
  }
  const byRid = new Map(items.map((i) => [i.rid, i]));
  const rows = store.feedbacks(userId);
  const reviewed = new Set(rows.map((r) => r.rid));
  return {
    feedbacks: rows.flatMap((row) => (byRid.has(row.rid) ? [feedbackView(row, byRid.get(row.rid)!)] : [])),
    waiting: items.filter((i) => !reviewed.has(i.rid)),
    byRid,
  };
}

/** A photo address: stored ones by path on this server, seeded ones (product pictures) as they are. */
const photoUrl = (origin: string, stored: string) => (stored.startsWith('/') ? origin + stored : stored);

function adView(c: Ctx, row: AdRow, item: Delivered) {
  const origin = requestOrigin(c);
  return {
    id: row.id,
    item,
    price: row.price,
    fee: row.fee,
    payout: row.price - row.fee,
    currency: row.currency,
    description: row.description,
    photos: row.photos.map((p) => photoUrl(origin, p)),
    state: row.state,
    date: row.createdAt,
  };
}

const SEEDED_QUESTIONS = [
  { author: 'Марина', text: 'Добрый день! Есть ли следы носки? Можно ещё фото бирки?', answer: '', agoHours: 5 },
  { author: 'Алексей', text: 'Подскажите, отправите сегодня?', answer: 'Да, отправлю вечером.', agoHours: 30 },
] as const;

/** A seller's first visit gets a sold ad and one on sale with two buyers' questions (product pictures as photos). */
function seedResale(c: Ctx, deps: Deps, user: Identity, items: Delivered[]): void {
  const store = accountPages(deps.db);
  const userId = user.account.userId;
  if (!store.firstSeed(userId, 'resale')) return;
  const currency = currencyOfAccount(deps, user.account);
  const pictures = (item: Delivered) =>
    Array.from(
      { length: Math.max(C2C_MIN_PHOTOS, Math.min(item.pics, C2C_MAX_PHOTOS)) },
      (_, k) =>
        `${requestOrigin(c)}${SERVICE_MAP.images}/part${Math.floor(item.nmId / 1000)}/${item.nmId}/images/c516x688/${(k % Math.max(1, item.pics)) + 1}.webp`,
    );
  const seeds = [
    { item: items.at(-1), state: 'sold', description: 'Носила один сезон, состояние отличное.', agoDays: 20 },
    { item: items.at(-2), state: 'onSale', description: 'Не подошёл размер, бирки на месте.', agoDays: 2 },
  ];
  for (const seed of seeds) {
    if (!seed.item) continue;
    const price = roundMinorToStep(Math.min(Math.max(inCurrency(seed.item.price * 0.7, seed.item.currency, currency), 5000), 2_500_000), currency);
    const { feeMinor } = c2cFee(price, currency);
    const ad = store.addAd(userId, {
      id: `seed-${seed.item.rid}`,
      rid: seed.item.rid,
      price,
      fee: feeMinor,
      currency,
      description: seed.description,
      photos: pictures(seed.item),
      state: seed.state,
      createdAt: now() - seed.agoDays * DAY_S,
    });
    if (seed.state === 'onSale') {
      SEEDED_QUESTIONS.forEach((q, i) =>
        store.addQuestion({ id: `${ad.id}-q${i}`, adId: ad.id, author: q.author, text: q.text, answer: q.answer, createdAt: now() - q.agoHours * 3600 }),
      );
    }
  }
}

function resaleOf(c: Ctx, deps: Deps, user: Identity) {
  const items = deliveredItems(deps, user.account.userId);
  seedResale(c, deps, user, items);
  const byRid = new Map(items.map((i) => [i.rid, i]));
  const rows = accountPages(deps.db).ads(user.account.userId);
  const ads = rows.flatMap((row) => (byRid.has(row.rid) ? [adView(c, row, byRid.get(row.rid)!)] : []));
  const listed = new Set(rows.filter((r) => r.state !== 'withdrawn').map((r) => r.rid));
  return { ads, items: items.filter((i) => !listed.has(i.rid)), byRid };
}

function questionView(row: QuestionRow, ads: { id: string; item: Delivered }[]) {
  const ad = ads.find((a) => a.id === row.adId);
  const subject = ad ? [ad.item.brand, ad.item.name].filter(Boolean).join(' / ') : '';
  return { id: row.id, adId: row.adId, subject, author: row.author, text: row.text, answer: row.answer, date: row.createdAt };
}

/** The route data of the five pages (route-data.ts runs them after its sign-in and §6 resale checks). */
export const ACCOUNT_PAGE_DATA: Record<string, Handler> = {
  SpaMyClaimsData: (c, deps, q, user) => {
    const { claims, claimable, currency } = claimsOf(deps, user!);
    return ok({ claims, claimable, currency });
  },
  SpaMyFeedbacksData: (c, deps, q, user) => {
    const { feedbacks, waiting } = feedbacksOf(deps, user!.account.userId);
    return ok({ feedbacks, waiting });
  },
  SpaC2CAdData: (c, deps, q, user) => {
    const { ads, items } = resaleOf(c, deps, user!);
    return ok({ items, ads, currency: currencyOfAccount(deps, user!.account) });
  },
  SpaC2COrdersData: (c, deps, q, user) => ok({ ads: resaleOf(c, deps, user!).ads }),
  // routing-wallet §6 "The feedback/questions page needs the resale supplier feedbacks or questions feature".
  SpaC2CFeedbackQuestionsData: (c, deps, q, user) => {
    if (!deps.settings.switchOn(RESALE_FEEDBACKS_SWITCH) && !deps.settings.switchOn(RESALE_QUESTIONS_SWITCH)) return { state: 3, url: '/lk' };
    const { ads } = resaleOf(c, deps, user!);
    return ok({
      questions: accountPages(deps.db)
        .questions(user!.account.userId)
        .map((row) => questionView(row, ads)),
    });
  },
};

const conflict = (message: string) => new HttpError(409, message);
const PHOTO_TYPES: Readonly<Record<string, (b: Buffer) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A C2C seller (§6 "C2C pages need resale enabled for sellers"): the calls answer 403 to anyone else. */
function resaleSeller(c: Ctx, deps: Deps): Identity {
  const user = deps.auth.identify(c);
  if (!user.account.seller || !deps.settings.switchOn('enableResale')) throw new HttpError(403, 'resale is not enabled for this account');
  return user;
}

export function registerAccountPages(app: Hono<AppEnv>, deps: Deps): void {
  // {orderId, rid, reason, comment ≤ 300}: a claim on a delivered item, one per item.
  app.post(CLAIMS_PATH, async (c) => {
    const user = deps.auth.identify(c);
    const body = await readObject(c);
    const comment = boundedText(body.comment ?? '', COMMENT_MAX_LENGTH);
    if (!isClaimReason(body.reason)) throw badRequest('reason is not one of the claim reasons', { code: 'reason' });
    if (comment === undefined) throw badRequest(`comment must be text of at most ${COMMENT_MAX_LENGTH} characters`, { code: 'commentTooLong' });
    const { byRid, currency } = claimsOf(deps, user);
    const item = typeof body.rid === 'string' ? byRid.get(body.rid) : undefined;
    if (!item || (body.orderId !== undefined && String(body.orderId) !== item.orderId)) throw notFound('no such delivered item');
    const row = accountPages(deps.db).addClaim(user.account.userId, { rid: item.rid, reason: body.reason, comment, status: 'new', createdAt: now() });
    if (!row) throw conflict('this item already has a claim');
    return c.json({ state: 0, value: { claim: claimView(row, item, currency) } });
  });

  // {rid, stars 1–5, text ≤ 300}: a review of a bought item, one per item.
  app.post(MY_FEEDBACKS_PATH, async (c) => {
    const user = deps.auth.identify(c);
    const body = await readObject(c);
    const text = boundedText(body.text ?? '', COMMENT_MAX_LENGTH);
    if (!validStars(body.stars)) throw badRequest('stars must be a whole number from 1 to 5', { code: 'stars' });
    if (text === undefined) throw badRequest(`text must be at most ${COMMENT_MAX_LENGTH} characters`, { code: 'textTooLong' });
    const { byRid } = feedbacksOf(deps, user.account.userId);
    const item = typeof body.rid === 'string' ? byRid.get(body.rid) : undefined;
    if (!item) throw notFound('no such bought item');
    const row = accountPages(deps.db).addFeedback(user.account.userId, { rid: item.rid, stars: body.stars, text, createdAt: now() });
    if (!row) throw conflict('this item already has a review');
    return c.json({ state: 0, value: { feedback: feedbackView(row, item) } });
  });

  // {image: data URL of a JPEG, PNG or WebP ≤ 600 KB}: one photo of a future ad.
  app.post(RESALE_PHOTOS_PATH, async (c) => {
    const user = resaleSeller(c, deps);
    const body = await readObject(c);
    const match = typeof body.image === 'string' ? /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=]+)$/.exec(body.image) : null;
    if (!match) throw badRequest('image must be a data URL of a JPEG, PNG or WebP picture', { code: 'photoType' });
    const data = Buffer.from(match[2]!, 'base64');
    if (data.length > C2C_STORED_PHOTO_MAX_BYTES) throw badRequest(`a photo is at most ${C2C_STORED_PHOTO_MAX_BYTES} bytes`, { code: 'photoSize' });
    if (!PHOTO_TYPES[match[1]!]!(data)) throw badRequest('the data is not a picture of the named type', { code: 'photoType' });
    const id = accountPages(deps.db).addPhoto(user.account.userId, match[1]!, data);
    const path = `${RESALE_PHOTOS_PATH}/${id}`;
    return c.json({ state: 0, value: { id, url: requestOrigin(c) + path } });
  });

  // The photos are public by their unguessable id (an <img> sends no bearer token).
  app.get(`${RESALE_PHOTOS_PATH}/:id`, (c) => {
    const photo = accountPages(deps.db).photo(c.req.param('id'));
    if (!photo) throw notFound('no such photo');
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': photo.mime,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  // {rid, price (minor units, 50–25000 of the shop currency), description, photos: [id] (3–8 of the user's)}.
  app.post(RESALE_ADS_PATH, async (c) => {
    const user = resaleSeller(c, deps);
    const body = await readObject(c);
    const price = typeof body.price === 'number' && Number.isSafeInteger(body.price) ? body.price : undefined;
    const currency = currencyOfAccount(deps, user.account);
    const problem = c2cPriceProblem(price, currency);
    if (problem) throw badRequest(`price must be from 50 to 25000 ${currency} in whole steps of the currency`, { code: problem });
    const description = boundedText(body.description ?? '', C2C_DESCRIPTION_MAX_LENGTH);
    if (description === undefined) throw badRequest(`description is at most ${C2C_DESCRIPTION_MAX_LENGTH} characters`, { code: 'descriptionTooLong' });
    const store = accountPages(deps.db);
    const photos = Array.isArray(body.photos) ? [...new Set(body.photos.filter((p): p is string => typeof p === 'string'))] : [];
    if (photos.length < C2C_MIN_PHOTOS || photos.length > C2C_MAX_PHOTOS)
      throw badRequest(`an ad has ${C2C_MIN_PHOTOS} to ${C2C_MAX_PHOTOS} photos`, { code: 'photosTooFew' });
    if (photos.some((id) => store.photoOwner(id) !== user.account.userId)) throw badRequest('a photo is not one of yours', { code: 'photoUnknown' });
    const { items, byRid } = resaleOf(c, deps, user);
    const item = typeof body.rid === 'string' ? items.find((i) => i.rid === body.rid) : undefined;
    if (!item) throw byRid.has(String(body.rid)) ? conflict('this item is already on sale') : notFound('no such delivered item');
    const { feeMinor } = c2cFee(price!, currency);
    const row = store.addAd(user.account.userId, {
      rid: item.rid,
      price: price!,
      fee: feeMinor,
      currency,
      description,
      photos: photos.map((id) => `${RESALE_PHOTOS_PATH}/${id}`),
      state: 'onSale',
      createdAt: now(),
    });
    return c.json({ state: 0, value: { ad: adView(c, row, item) } });
  });

  app.post(`${RESALE_ADS_PATH}/:id/withdraw`, (c) => {
    const user = resaleSeller(c, deps);
    const store = accountPages(deps.db);
    const { byRid } = resaleOf(c, deps, user);
    const row = store.ad(user.account.userId, c.req.param('id'));
    if (!row || !byRid.has(row.rid)) throw notFound('no such ad');
    if (row.state !== 'onSale') throw conflict('only an ad on sale can be withdrawn');
    store.setAdState(user.account.userId, row.id, 'withdrawn');
    return c.json({ state: 0, value: { ad: adView(c, { ...row, state: 'withdrawn' }, byRid.get(row.rid)!) } });
  });

  // {text ≤ 300}: the seller's answer to a buyer's question on one of their ads.
  app.post('/webapi/resale/questions/:id/answer', async (c) => {
    const user = resaleSeller(c, deps);
    const body = await readObject(c);
    const text = boundedText(body.text, COMMENT_MAX_LENGTH);
    if (!text) throw badRequest(`the answer is text of 1 to ${COMMENT_MAX_LENGTH} characters`, { code: 'answer' });
    const store = accountPages(deps.db);
    const row = store.question(user.account.userId, c.req.param('id'));
    if (!row) throw notFound('no such question');
    store.answer(row.id, text);
    const { ads } = resaleOf(c, deps, user);
    return c.json({ state: 0, value: { question: questionView({ ...row, answer: text }, ads) } });
  });
}
