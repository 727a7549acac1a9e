import type { Brand } from './brands';
import { DTYPE } from './flags';
import { packSaleConditions, SALE_CONDITION_BITS, VIEW_FLAG_BITS } from '../../contracts/products';
import type { Rng } from './rng';
import type { Seller } from './sellers';
import type { Store } from './stores';
import { productText, type ProductOption } from './product-text';
import { createRng } from './rng';
import { BLANK_NAMES } from './text';
import type { Names, SubjectDef } from './subjects';
import { CLOTHING_ORIG_SIZES, CLOTHING_SIZES, COLOURS, SHOE_SIZES } from './vocabulary';

export const PRODUCT_COUNT = 5200;
/** storefront-shell.md §9 Sharding: products by id/100000. The ids spread over this many volumes. */
export const MAX_VOLUME = 2900;
const VOLUME = 100000;
const PRICE_HISTORY_POINTS = 8;
/** 2 to 5 pictures a product (angle, close-up, background variants: demo/server/pictures). */
export const MIN_PICTURES = 2;
export const MAX_PICTURES = 5;
/** A few products have no pictures at all: the storefront shows its missing-photo placeholder (§8). */
const NO_PICTURES_SHARE = 0.005;
/** How many draws the product stream spends on a name (see textSeed). */
const NAME_DRAWS = 4;
const WEEK_S = 7 * 24 * 3600;
/** A fixed clock for generated dates so the data never depends on the day it is generated. */
export const DATA_EPOCH_S = 1767225600; // 2026-01-01T00:00:00Z

export type Stock = { wh: number; dtype: number; qty: number; time1: number; time2: number; priority: number };
export type SizeRecord = {
  optionId: number;
  chrtId: number;
  name: string;
  origName: string;
  rank: number;
  stocks: Stock[];
  saleConditions: number;
  payload: string;
  /** Prices in RUB kopecks. */
  basic: number;
  product: number;
  logistics: number;
  returnCost: number;
};
export type ProductRecord = {
  nmId: number;
  imtId: number;
  root: number;
  kindId: number;
  subjectId: number;
  subjectParentId: number;
  brandId: number;
  supplierId: number;
  name: Names;
  description: Names;
  /** Characteristics beyond category and colour: composition, specs, season, country. */
  options: ProductOption[];
  colourIndex: number;
  pics: number;
  rating: number;
  reviewRating: number;
  feedbacks: number;
  sizes: SizeRecord[];
  viewFlags: number;
  supplierFlags: number;
  sale: number;
  premiumSale: number;
  cashbackPercent: number;
  createdAt: number;
  popularity: number;
  adult: boolean;
  priceHistory: { dt: number; price: number }[];
  hasPrice: boolean;
};

export type ProductInputs = { subjects: readonly SubjectDef[]; brands: readonly Brand[]; sellers: readonly Seller[]; stores: readonly Store[] };

function sizeNamesFor(subject: SubjectDef, rng: Rng): { name: string; orig: string }[] {
  const slug = subject.slug;
  if (/tufli|botinki|krossovki|sandalii/.test(slug)) {
    const start = rng.int(0, SHOE_SIZES.length - 4);
    return SHOE_SIZES.slice(start, start + rng.int(2, 4)).map((s) => ({ name: s, orig: s }));
  }
  if (/platya|bluzki|yubki|dzhinsy|futbolki|rubashki|bryuki|kurtki|bodi|pizhamy|byustgaltery/.test(slug)) {
    const start = rng.int(0, 2);
    const count = rng.int(2, 4);
    return CLOTHING_SIZES.slice(start, start + count).map((s, i) => ({ name: s, orig: CLOTHING_ORIG_SIZES[start + i] ?? s }));
  }
  return [{ name: '', orig: '0' }];
}

function basePriceFor(subject: SubjectDef, rng: Rng): number {
  const rub = /smartfony|naushniki|kolonki|palatki|duhi/.test(subject.slug)
    ? rng.int(2000, 90000)
    : /kurtki|krossovki|botinki|postelnoe|kastryuli/.test(subject.slug)
      ? rng.int(1500, 12000)
      : rng.int(150, 4500);
  return rub * 100;
}

function uniqueIds(rng: Rng, count: number, min: number, max: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(rng.int(min, max));
  return [...ids].sort((a, b) => a - b);
}

function makeSizes(
  rng: Rng,
  subject: SubjectDef,
  stores: readonly Store[],
  nextChrt: () => number,
  soldOut: boolean,
  basic: number,
  sale: number,
): SizeRecord[] {
  // Whole rubles, as the marketplace prices (routing-wallet §9 rounding steps): the sale is rounded once, here.
  const product = Math.round((basic * (100 - sale)) / 100 / 100) * 100;
  return sizeNamesFor(subject, rng).map((s, rank) => {
    const chrtId = nextChrt();
    const stockCount = soldOut || rng.chance(0.12) ? 0 : rng.int(1, 3);
    const stocks: Stock[] = Array.from({ length: stockCount }, () => {
      const store = rng.pick(stores);
      const dtype = rng.chance(0.1) ? rng.pick([DTYPE.dbs, DTYPE.dbsAlt, DTYPE.sellerPickup]) : DTYPE.marketplace;
      const time1 = rng.int(2, 24);
      return {
        wh: store.id,
        dtype,
        qty: rng.chance(0.05) ? rng.int(1001, 5000) : rng.int(1, 400),
        time1,
        time2: time1 + rng.int(4, 72),
        priority: rng.int(1, 10),
      };
    });
    const flags =
      (rng.chance(0.05) ? SALE_CONDITION_BITS.unrefusable : 0) |
      (rng.chance(0.08) ? SALE_CONDITION_BITS.prepaid : 0) |
      (subject.noReturn ? SALE_CONDITION_BITS.unreturnable : 0) |
      (rng.chance(0.03) ? SALE_CONDITION_BITS.verificationReturn : 0) |
      (rng.chance(0.02) ? SALE_CONDITION_BITS.walletSaleBan : 0);
    return {
      optionId: chrtId + 7000000,
      chrtId,
      name: s.name,
      origName: s.orig,
      rank,
      stocks,
      saleConditions: packSaleConditions(flags, rng.chance(0.2) ? rng.int(1, 15) : 0, rng.chance(0.3) ? rng.int(1, 20) : 0),
      payload: Buffer.from(`${rank}:${basic}`).toString('base64'),
      basic,
      product,
      logistics: rng.chance(0.3) ? rng.int(1, 30) * 100 : 0,
      returnCost: rng.int(0, 2) * 5000,
    };
  });
}

/**
 * The seed of a colour group's text (product-text.ts), mixed from as many draws of the product
 * stream as names always took from it: every later value (prices, stocks, flags) stays the same
 * whatever the vocabulary draws on its own stream.
 */
function textSeed(rng: Rng): number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < NAME_DRAWS; i++) seed = Math.imul(seed ^ Math.floor(rng.next() * 0x100000000), 0x01000193) >>> 0;
  return seed;
}

/** 0 for a few products, else MIN_PICTURES to MAX_PICTURES, from one draw. */
function pictureCount(roll: number): number {
  if (roll < NO_PICTURES_SHARE) return 0;
  const spread = MAX_PICTURES - MIN_PICTURES + 1;
  return MIN_PICTURES + Math.min(spread - 1, Math.floor(((roll - NO_PICTURES_SHARE) / (1 - NO_PICTURES_SHARE)) * spread));
}

/**
 * 5,200 products over every subject: colour groups share an imtId; a few are sold out (no stock),
 * a few have no price, a few have no name (the client shows productCard.noNameSpecified).
 */
export function generateProducts(rng: Rng, inputs: ProductInputs): ProductRecord[] {
  const ids = uniqueIds(rng, PRODUCT_COUNT, 10 * VOLUME, MAX_VOLUME * VOLUME - 1);
  const order = rng.shuffle(ids);
  let chrt = 10000000;
  const nextChrt = () => (chrt += 1);
  const products: ProductRecord[] = [];
  let cursor = 0;
  let imtSeq = 50000000;
  while (cursor < order.length) {
    const subject = inputs.subjects[products.length % inputs.subjects.length] ?? inputs.subjects[0]!;
    const groupSize = Math.min(rng.chance(0.25) ? rng.int(2, 4) : 1, order.length - cursor);
    const brand = rng.pick(inputs.brands);
    const seller = rng.pick(inputs.sellers);
    // A few have no name: the client shows productCard.noNameSpecified (§5); their text takes no draws.
    const text = rng.chance(0.004)
      ? { ...productText(createRng(products.length), subject), name: BLANK_NAMES }
      : productText(createRng(textSeed(rng)), subject);
    const basic = basePriceFor(subject, rng);
    const sale = rng.chance(0.7) ? rng.int(5, 70) : 0;
    const imtId = (imtSeq += rng.int(1, 50));
    const colours = rng.shuffle(COLOURS.map((_, i) => i)).slice(0, groupSize);
    for (let g = 0; g < groupSize; g++) {
      const nmId = order[cursor++]!;
      const soldOut = rng.chance(0.04);
      const hasPrice = !rng.chance(0.01);
      const sizes = makeSizes(rng, subject, inputs.stores, nextChrt, soldOut, basic, sale);
      const viewFlags =
        (subject.adult ? VIEW_FLAG_BITS.adult : 0) |
        (subject.slug === 'vino' ? VIEW_FLAG_BITS.alcohol : 0) |
        (rng.chance(0.02) ? VIEW_FLAG_BITS.booking : 0) |
        (rng.chance(0.05) ? VIEW_FLAG_BITS.original : 0) |
        (seller.resale && rng.chance(0.3) ? VIEW_FLAG_BITS.resale | VIEW_FLAG_BITS.c2c : 0);
      const createdAt = DATA_EPOCH_S - rng.int(0, 720) * 24 * 3600;
      let price = basic;
      const priceHistory = Array.from({ length: PRICE_HISTORY_POINTS }, (_, i) => {
        price = Math.max(1000, Math.round((price * (0.9 + rng.next() * 0.2)) / 100) * 100);
        return { dt: DATA_EPOCH_S - (PRICE_HISTORY_POINTS - i) * WEEK_S, price };
      });
      products.push({
        nmId,
        imtId,
        root: imtId,
        kindId: rng.int(0, 2),
        subjectId: subject.id,
        subjectParentId: subject.parentId,
        brandId: brand.id,
        supplierId: seller.id,
        name: text.name,
        description: text.description,
        options: text.options,
        colourIndex: colours[g] ?? 0,
        pics: pictureCount(rng.next()),
        rating: rng.int(0, 5),
        reviewRating: Math.round((3 + rng.next() * 2) * 10) / 10,
        feedbacks: rng.chance(0.1) ? 0 : rng.int(1, 25000),
        sizes,
        viewFlags,
        supplierFlags: rng.int(0, 3),
        sale,
        premiumSale: rng.chance(0.3) ? rng.int(1, 10) : 0,
        cashbackPercent: rng.chance(0.2) ? rng.int(1, 15) : 0,
        createdAt,
        popularity: rng.int(0, 100000),
        adult: Boolean(subject.adult),
        priceHistory,
        hasPrice,
      });
    }
  }
  return products;
}
