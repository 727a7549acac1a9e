/**
 * The catalog card on the wire (storefront-shell.md §3 "Product (catalog card)", "Size") and the
 * card list answer (§7 "Card list or detail ... response state and data.products"). Every field a
 * card may lack has a documented fallback here, so no widget ever sees a server field name or
 * an undefined it did not expect.
 */
import { isRecord, readBoolean, readInteger, readNumber, readString, type WireRecord } from '../wire';
import { readSaleConditions, type SaleConditions } from './sale-conditions';
import { roundMinorToStep } from '../money';
import { vatPercentOfFlag } from './vat';

/** The catalog service's cards: GET {catalog}/cards/list and /cards/detail with nm=id;id (§7 "Card list or detail"). */
export const CARDS_PATHS = { list: '/cards/list', detail: '/cards/detail' } as const;

/** A product view flag (the demo's bit layout, demo/API.md; the spec names the flags in §3 "card options"). */
export const VIEW_FLAG_BITS = {
  adult: 1,
  alcohol: 2,
  booking: 4,
  digital: 8,
  prepaid: 16,
  c2c: 32,
  wholesale: 64,
  resale: 128,
  original: 256,
} as const;

export interface ProductStockView {
  /** Warehouse (store) id. */
  warehouseId: number;
  /** §4 "Delivery type codes" (2 or 7 DBS, 10 booking, 13 resale, 14 seller pickup). */
  deliveryType: number;
  quantity: number;
  /** Delivery estimate in hours, fastest and slowest. */
  time1: number;
  time2: number;
}

/** The price block of a size, minor units (§3 "Prices are integers in minor units"). */
export interface ProductPriceView {
  basic: number;
  product: number;
  total: number;
  logistics: number;
  returnCost: number;
  priceToShow: number;
  priceForBasket: number;
  premiumSaleAmount: number;
  paymentDiscountAmount: number;
}

/** What the cart, favourites and catalog show of a size (§3 "Size"). */
export interface ProductSizeView {
  characteristicId: number;
  optionId: number;
  name: string;
  origName: string;
  rank: number;
  /** Minor units; undefined when the product has no price (§4 "sold out when no price to show"). */
  price?: number;
  basicPrice?: number;
  /** The whole price block when the size has one. */
  prices?: ProductPriceView;
  sale: number;
  stockQty: number;
  stocks: ProductStockView[];
  saleConditions: SaleConditions;
  /** Opaque payload passed back to the basket. */
  payload: string;
}

export interface ProductColorView {
  id: number;
  name: string;
}

/** A catalog card (§3 "Product (catalog card)"). Missing text is '' and missing numbers 0. */
export interface ProductView {
  nmId: number;
  imtId: number;
  root: number;
  name: string;
  brand: string;
  brandId: number;
  siteBrandId: number;
  /** The first colour's name ('' when none). */
  colorName: string;
  colors: ProductColorView[];
  supplier: string;
  supplierId: number;
  supplierRating: number;
  supplierFlags: number;
  subjectId: number;
  subjectParentId: number;
  kindId: number;
  /** How many pictures (images are numbered from 1); 0 shows the placeholder. */
  pics: number;
  currency: string;
  /** Star rating 0-5 of the card. */
  rating: number;
  reviewRating: number;
  feedbacks: number;
  viewFlags: number;
  premiumSale: number;
  /** §9 VAT refund percent by the card's flag (5, 7, 10, 20); 0 when the card carries no refundable VAT. */
  vatPercent: number;
  cashbackPercent: number;
  spp: number;
  dest: number;
  /** Fastest delivery estimate, hours (0 when unknown). */
  time1: number;
  time2: number;
  /** All stock over every size: the answer's totalQuantity, else the sum of the sizes' stocks. */
  totalQuantity: number;
  /** The adult flag: the answer's `adult`, else the adult view flag. */
  adult: boolean;
  sizes: ProductSizeView[];
}

const nonNegative = (value: number | undefined) => Math.max(0, value ?? 0);

function readStock(record: WireRecord): ProductStockView {
  return {
    warehouseId: readInteger(record, 'wh') ?? 0,
    deliveryType: readInteger(record, 'dtype') ?? 0,
    quantity: nonNegative(readInteger(record, 'qty')),
    time1: nonNegative(readNumber(record, 'time1')),
    time2: nonNegative(readNumber(record, 'time2')),
  };
}

/**
 * The size's prices, each a whole fiscal step of the card's currency (routing-wallet §9 "Rounding
 * steps"): rounded once here, so every figure made from them (a line total, an order total) is
 * exact and never rounded again on its own.
 */
function readPrices(record: WireRecord, currency: string): ProductPriceView | undefined {
  const read = (key: string) => {
    const value = readInteger(record, key);
    return value === undefined ? undefined : roundMinorToStep(value, currency);
  };
  const priceToShow = read('priceToShow') ?? read('product');
  if (priceToShow === undefined) return undefined;
  const product = read('product') ?? priceToShow;
  const logistics = nonNegative(read('logistics'));
  return {
    basic: read('basic') ?? product,
    product,
    total: read('total') ?? product + logistics,
    logistics,
    returnCost: nonNegative(read('return')),
    priceToShow,
    priceForBasket: read('priceForBasket') ?? priceToShow,
    premiumSaleAmount: nonNegative(read('premiumSaleAmount')),
    paymentDiscountAmount: nonNegative(read('paymentDiscountAmount')),
  };
}

function readSize(record: WireRecord, currency: string): ProductSizeView | undefined {
  const chrtId = readInteger(record, 'characteristicId');
  if (chrtId === undefined) return undefined;
  const prices = isRecord(record.price) ? readPrices(record.price, currency) : undefined;
  const stocks = Array.isArray(record.stocks) ? record.stocks.flatMap((s) => (isRecord(s) ? [readStock(s)] : [])) : [];
  return {
    characteristicId: chrtId,
    optionId: readInteger(record, 'optionId') ?? 0,
    name: readString(record, 'name') ?? '',
    origName: readString(record, 'origName') ?? '',
    rank: readInteger(record, 'rank') ?? 0,
    price: prices?.priceToShow,
    basicPrice: prices ? prices.basic : undefined,
    ...(prices ? { prices } : {}),
    sale: isRecord(record.price) ? (readInteger(record.price, 'sale') ?? 0) : 0,
    stockQty: stocks.reduce((sum, s) => sum + s.quantity, 0),
    stocks,
    saleConditions: readSaleConditions(record.saleConditions),
    payload: readString(record, 'payload') ?? '',
  };
}

function readColor(value: unknown): ProductColorView | undefined {
  if (!isRecord(value)) return undefined;
  const name = readString(value, 'name');
  return name === undefined ? undefined : { id: readInteger(value, 'id') ?? 0, name };
}

/** One catalog card, or undefined when the record has no usable product number (nmId or id above 0). */
export function readProductCard(record: unknown): ProductView | undefined {
  if (!isRecord(record)) return undefined;
  const nmId = readInteger(record, 'nmId') ?? readInteger(record, 'id');
  if (nmId === undefined || nmId <= 0) return undefined;
  const colors = Array.isArray(record.colors) ? record.colors.flatMap((c) => readColor(c) ?? []) : [];
  const currency = readString(record, 'currency') ?? '';
  const sizes = Array.isArray(record.sizes) ? record.sizes.flatMap((s) => (isRecord(s) ? (readSize(s, currency) ?? []) : [])) : [];
  const viewFlags = nonNegative(readInteger(record, 'viewFlags'));
  const imtId = readInteger(record, 'imtId') ?? 0;
  return {
    nmId,
    imtId,
    root: readInteger(record, 'root') ?? imtId,
    name: readString(record, 'name') ?? '',
    brand: readString(record, 'brand') ?? '',
    brandId: readInteger(record, 'brandId') ?? 0,
    siteBrandId: readInteger(record, 'siteBrandId') ?? 0,
    colorName: colors[0]?.name ?? '',
    colors,
    supplier: readString(record, 'supplier') ?? '',
    supplierId: readInteger(record, 'supplierId') ?? 0,
    supplierRating: nonNegative(readNumber(record, 'supplierRating')),
    supplierFlags: nonNegative(readInteger(record, 'supplierFlags')),
    subjectId: readInteger(record, 'subjectId') ?? 0,
    subjectParentId: readInteger(record, 'subjectParentId') ?? 0,
    kindId: readInteger(record, 'kindId') ?? 0,
    pics: nonNegative(readInteger(record, 'pics')),
    currency,
    rating: Math.min(5, nonNegative(readNumber(record, 'rating'))),
    reviewRating: Math.min(5, nonNegative(readNumber(record, 'reviewRating') ?? readNumber(record, 'nmReviewRating'))),
    feedbacks: nonNegative(readInteger(record, 'feedbacks')),
    viewFlags,
    premiumSale: nonNegative(readInteger(record, 'premiumSale')),
    vatPercent: vatPercentOfFlag(readInteger(record, 'vatFlag')),
    cashbackPercent: nonNegative(readInteger(record, 'cashbackPercent')),
    spp: nonNegative(readInteger(record, 'spp')),
    dest: readInteger(record, 'dest') ?? 0,
    time1: nonNegative(readNumber(record, 'time1')),
    time2: nonNegative(readNumber(record, 'time2')),
    totalQuantity: readInteger(record, 'totalQuantity') ?? sizes.reduce((sum, s) => sum + s.stockQty, 0),
    adult: readBoolean(record, 'adult') ?? (viewFlags & VIEW_FLAG_BITS.adult) !== 0,
    sizes,
  };
}

/** Reads a list of cards; malformed ones are skipped with a logged error. */
export function readProductCards(list: unknown, source = 'card list'): ProductView[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const card = readProductCard(entry);
    if (!card) console.error(`[vitrina] ${source}: malformed product skipped`, entry);
    return card ?? [];
  });
}

/** GET {catalog}/cards/list answer {state, data:{products}}; malformed cards are skipped with a logged error. */
export function reshapeCards(raw: unknown): ProductView[] {
  if (!isRecord(raw) || !isRecord(raw.data) || !Array.isArray(raw.data.products)) throw new TypeError('card list answer has no data.products');
  return readProductCards(raw.data.products);
}
