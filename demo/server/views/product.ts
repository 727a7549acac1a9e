import type { DemoData } from '../../data/generate';
import type { ProductRecord, SizeRecord } from '../../data/products';
import { COLOURS } from '../../data/vocabulary';
import { VIEW_FLAG_BITS } from '../../../contracts/products';
import { OPTION_NAME } from '../../data/profiles/common';
import { shopLanguage, textIn } from '../../data/text';
import type { Language } from '../../../contracts/locales';
import { convertMinor, currencyOf } from './money';
import { feedbackMediaFor } from '../../data/feedback-media';
import { roundMinorToStep } from '../../../contracts/money';

/** storefront-shell.md §9 "Default spp 30". */
export const DEFAULT_SPP = 30;

export type CardContext = { currency: string; lang: Language; spp: number; dest: number; premium: boolean };

export function cardContext(query: Record<string, string | undefined>, premium = false): CardContext {
  const spp = Number(query.spp);
  const dest = Number(query.dest);
  return {
    currency: currencyOf(query.curr),
    lang: shopLanguage(query.lang),
    spp: Number.isInteger(spp) && spp >= 0 && spp <= 100 ? spp : DEFAULT_SPP,
    dest: Number.isInteger(dest) ? dest : -1257786,
    premium,
  };
}

/**
 * §3 Size price block, in the currency's minor units, every figure a whole fiscal step (routing-wallet
 * §9 rounding steps): the club's premium sale is taken off the converted price and rounded once.
 */
function priceBlock(product: ProductRecord, size: SizeRecord, ctx: CardContext) {
  const c = (v: number) => convertMinor(v, ctx.currency);
  const salePrice = c(size.product);
  const premiumSaleAmount = ctx.premium ? roundMinorToStep((salePrice * product.premiumSale) / 100, ctx.currency) : 0;
  const productPrice = salePrice - premiumSaleAmount;
  const logistics = c(size.logistics);
  return {
    basic: c(size.basic),
    product: productPrice,
    total: productPrice + logistics,
    logistics,
    logisticsToShow: logistics,
    return: c(size.returnCost),
    priceToShow: productPrice,
    priceForBasket: productPrice,
    sale: product.sale,
    premiumSaleAmount,
    paymentDiscountAmount: 0,
  };
}

export function sizeView(product: ProductRecord, size: SizeRecord, ctx: CardContext) {
  return {
    optionId: size.optionId,
    name: size.name,
    origName: size.origName,
    rank: size.rank,
    characteristicId: size.chrtId,
    stocks: size.stocks.map(({ wh, dtype, qty, time1, time2 }) => ({ wh, dtype, qty, time1, time2 })),
    saleConditions: size.saleConditions,
    payload: size.payload,
    ...(product.hasPrice ? { price: priceBlock(product, size, ctx) } : {}),
  };
}

export function totalQuantity(product: ProductRecord): number {
  return product.sizes.reduce((sum, s) => sum + s.stocks.reduce((n, st) => n + st.qty, 0), 0);
}

/** **(demo)** subjects taxed at the reduced rate (flag 3, 10 %): children's goods and books. */
const REDUCED_VAT_SUBJECTS = /^(konstruktory|kukly|myagkie-igrushki|bodi|romany|detektivy)$/;

/**
 * storefront-shell.md §9 "Vat refund percent by flag: 5, 7, 10, 20" (contracts/products/vat.ts):
 * **(demo)** one seller in ten charges no VAT, one in ten the simplified system's 5 %, one 7 %;
 * the rest 10 % on children's goods and books, else 20 %.
 */
export function vatFlagOf(data: DemoData, product: ProductRecord): number {
  const kind = product.supplierId % 10;
  if (kind === 0) return 0;
  if (kind === 1) return 1;
  if (kind === 2) return 2;
  return REDUCED_VAT_SUBJECTS.test(data.subjectById.get(product.subjectId)?.slug ?? '') ? 3 : 4;
}

/** §3 Product (catalog card) as the card list answers it. */
export function cardView(data: DemoData, product: ProductRecord, ctx: CardContext) {
  const brand = data.brandById.get(product.brandId);
  const seller = data.sellerById.get(product.supplierId);
  const colour = COLOURS[product.colourIndex];
  const fastest = product.sizes.flatMap((s) => s.stocks).sort((a, b) => a.time1 - b.time1)[0];
  return {
    id: product.nmId,
    nmId: product.nmId,
    root: product.root,
    imtId: product.imtId,
    kindId: product.kindId,
    subjectId: product.subjectId,
    subjectParentId: product.subjectParentId,
    name: product.name[ctx.lang],
    brand: brand?.name ?? '',
    brandId: product.brandId,
    siteBrandId: brand?.siteId ?? 0,
    supplier: seller?.trademark ?? '',
    supplierId: product.supplierId,
    supplierRating: seller?.rating ?? 0,
    supplierFlags: product.supplierFlags,
    pics: product.pics,
    rating: product.rating,
    reviewRating: product.reviewRating,
    nmReviewRating: product.reviewRating,
    feedbacks: product.feedbacks,
    colors: colour ? [{ id: colour.id, name: colour.names[ctx.lang] }] : [],
    sizes: product.sizes.map((s) => sizeView(product, s, ctx)),
    viewFlags: product.viewFlags,
    premiumSale: product.premiumSale,
    vatFlag: vatFlagOf(data, product),
    cashbackPercent: product.cashbackPercent,
    currency: ctx.currency,
    spp: ctx.spp,
    dest: ctx.dest,
    time1: fastest?.time1 ?? 0,
    time2: fastest?.time2 ?? 0,
    totalQuantity: totalQuantity(product),
    adult: product.adult,
  };
}

const has = (product: ProductRecord, flag: number) => (product.viewFlags & flag) !== 0;
const colourName = (product: ProductRecord, ctx: CardContext) => {
  const colour = COLOURS[product.colourIndex];
  return colour ? textIn(colour.names, ctx.lang) : '';
};

/** The detail answer adds the colour group, the size table and the card options. */
export function detailView(data: DemoData, product: ProductRecord, ctx: CardContext) {
  const siblings = data.products.filter((p) => p.imtId === product.imtId);
  const subject = data.subjectById.get(product.subjectId);
  return {
    ...cardView(data, product, ctx),
    nomenclatures: siblings.map((p) => ({ nmId: p.nmId, colorName: COLOURS[p.colourIndex]?.names[ctx.lang] ?? '', pics: p.pics })),
    description: textIn(product.description, ctx.lang),
    options: [
      { name: textIn(OPTION_NAME.category, ctx.lang), value: subject ? textIn(subject.names, ctx.lang) : '' },
      { name: textIn(OPTION_NAME.colour, ctx.lang), value: colourName(product, ctx) },
      ...product.options.map((o) => ({ name: textIn(o.name, ctx.lang), value: textIn(o.value, ctx.lang) })),
    ],
    groupedAddedOptions: [],
    sizeTable: product.sizes.length > 1 ? { headers: ['name', 'origName'], rows: product.sizes.map((s) => [s.name, s.origName]) } : null,
    selectedSize: product.sizes[0]?.optionId ?? null,
    flags: {
      adult: product.adult,
      alcohol: has(product, VIEW_FLAG_BITS.alcohol),
      booking: has(product, VIEW_FLAG_BITS.booking),
      digital: has(product, VIEW_FLAG_BITS.digital),
      prepaid: has(product, VIEW_FLAG_BITS.prepaid),
      c2c: has(product, VIEW_FLAG_BITS.c2c),
      wholesale: has(product, VIEW_FLAG_BITS.wholesale),
    },
    feedbackMedia: feedbackMediaFor(product, data.products.indexOf(product), data.products.length),
  };
}
