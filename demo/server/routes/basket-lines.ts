/** The basket lines and payment choices the basket api answers with (storefront-routing-wallet.md §3 basket payload). */
import { SALE_CONDITION_BITS } from '../../../contracts/products';
import { COLOURS } from '../../data/vocabulary';
import { textIn } from '../../data/text';
import type { Names } from '../../data/subjects';
import type { DemoAccount } from '../../data/users';
import type { Deps } from '../deps';
import { badRequest } from '../errors';
import { toPositiveInt } from '../input';
import { convertMinor } from '../views/money';
import { PAYMENT_METHOD } from '../../../contracts/orders';
import { CARD_PAYMENT } from '../../../contracts/basket';

/** Twice basketMaxQt is the most a basket request may carry (club limit, storefront-shell.md §9). */
export const MAX_BASKET_ITEMS = 510;

type RequestedItem = { chrtId: number; quantity: number };

/** The items field: a JSON array of {chrtId|chrt_id|characteristicId, quantity} or "chrtId:qty;chrtId:qty". */
export function parseBasketItems(raw: string | undefined): RequestedItem[] {
  if (!raw) return [];
  let list: unknown;
  if (raw.trim().startsWith('[')) {
    try {
      list = JSON.parse(raw);
    } catch {
      throw badRequest('items is not valid JSON');
    }
  } else {
    list = raw
      .split(';')
      .filter(Boolean)
      .map((pair) => {
        const [chrt, qty] = pair.split(':');
        return { chrtId: chrt, quantity: Number(qty ?? 1) };
      });
  }
  if (!Array.isArray(list)) throw badRequest('items must be a list');
  return list.map((item: unknown) => {
    const rec = (item ?? {}) as Record<string, unknown>;
    const chrtId = toPositiveInt(rec.chrtId ?? rec.chrt_id ?? rec.characteristicId);
    if (chrtId === undefined) throw badRequest('every item needs a chrtId');
    const quantity = typeof rec.quantity === 'number' && Number.isFinite(rec.quantity) ? Math.max(1, Math.floor(rec.quantity)) : 1;
    return { chrtId, quantity };
  });
}

/** storefront-shell.md §3 Cart item, enriched from the catalog; its names in `lang` (the form's, else ru). */
export function basketItem(deps: Deps, item: RequestedItem, currency: string, included: boolean, lang?: string) {
  const found = deps.data.sizeByChrt.get(item.chrtId);
  if (!found) {
    return {
      characteristicId: item.chrtId,
      quantity: item.quantity,
      cod1S: 0,
      goodsName: '',
      brandName: '',
      colorName: '',
      sizeName: '',
      canBeOrdered: false,
      includeInOrder: false,
      maxQuantity: 0,
      stocks: [],
    };
  }
  const { product, size } = found;
  const c = (v: number) => convertMinor(v, currency);
  const maxQuantity = size.stocks.reduce((n, s) => n + s.qty, 0);
  const seller = deps.data.sellerById.get(product.supplierId);
  const canBeOrdered = product.hasPrice && maxQuantity > 0;
  return {
    characteristicId: size.chrtId,
    quantity: item.quantity,
    cod1S: product.nmId,
    timestamp: Math.floor(Date.now() / 1000),
    includeInOrder: included && canBeOrdered,
    maxQuantity,
    ...(maxQuantity < item.quantity ? { partQuantity: maxQuantity } : {}),
    canBeOrdered,
    price: c(size.basic),
    priceWithSale: c(size.product),
    priceWithCoupon: c(size.product),
    priceWithCouponAndDiscount: c(size.product),
    priceWithCouponAndSpp: c(size.product),
    sale: product.sale,
    salePrice: c(size.basic) - c(size.product),
    logisticsCost: c(size.logistics),
    returnCost: c(size.returnCost),
    catalogReturnCost: c(size.returnCost),
    subjectId: product.subjectId,
    subjectParentId: product.subjectParentId,
    supplierId: product.supplierId,
    supplierName: seller?.trademark ?? '',
    brandName: deps.data.brandById.get(product.brandId)?.name ?? '',
    goodsName: textIn(product.name, lang),
    colorName: (COLOURS[product.colourIndex] && textIn(COLOURS[product.colourIndex]!.names, lang)) ?? '',
    sizeName: size.name,
    volume: 1,
    reviewRating: product.reviewRating,
    feedbacks: product.feedbacks,
    stocks: size.stocks.map(({ wh, qty, time1, time2, priority }) => ({ wh, qty, time1, time2, priority })),
    whDtype: size.stocks[0]?.dtype ?? 0,
    payloadV2: size.payload,
    saleConditions: size.saleConditions,
    meta: '',
    targetUrl: '',
    promos: [],
    isUnrefusable: (size.saleConditions & SALE_CONDITION_BITS.unrefusable) !== 0,
    isPrepaid: (size.saleConditions & SALE_CONDITION_BITS.prepaid) !== 0,
    isUnreturnable: (size.saleConditions & SALE_CONDITION_BITS.unreturnable) !== 0,
    isVerificationReturn: (size.saleConditions & SALE_CONDITION_BITS.verificationReturn) !== 0,
    viewFlags: product.viewFlags,
    panelPromoId: product.sale >= 50 ? 188852 : 0,
    currency,
  };
}

export function maskedCards(account: DemoAccount) {
  if (account.b2b) return [];
  const count = (account.userId % 3) + 1;
  return Array.from({ length: count }, (_, i) => ({
    id: `${account.userId}-${i + 1}`,
    mask: `${i % 2 === 0 ? '2200' : '4276'} **** **** ${String(1000 + ((account.userId * (i + 7)) % 9000))}`,
    paymentSystem: i % 2 === 0 ? 'MIR' : 'VISA',
    isDefault: i === 0,
    expired: i === 2,
  }));
}

/** The payment names in every shop language (the client sends lang, as card calls do). */
const PAYMENT_NAMES: Record<string, Names> = {
  card: { ru: 'Банковская карта', en: 'Bank card', kk: 'Банк картасы', ky: 'Банк картасы', uz: 'Bank kartasi', ka: 'საბანკო ბარათი' },
  sbp: { ru: 'СБП', en: 'SBP', kk: 'СБП', ky: 'СБП', uz: 'SBP', ka: 'SBP' },
  sberpay: { ru: 'SberPay', en: 'SberPay', kk: 'SberPay', ky: 'SberPay', uz: 'SberPay', ka: 'SberPay' },
  wallet: { ru: 'Кошелёк', en: 'Wallet', kk: 'Әмиян', ky: 'Капчык', uz: 'Hamyon', ka: 'საფულე' },
  pdl: { ru: 'Рассрочка', en: 'Instalments', kk: 'Бөліп төлеу', ky: 'Бөлүп төлөө', uz: 'Muddatli toʻlov', ka: 'განვადება' },
  dram: { ru: 'Dram', en: 'Dram', kk: 'Dram', ky: 'Dram', uz: 'Dram', ka: 'Dram' },
};

export function payments(locale: string, lang?: string) {
  const method = (id: number, code: string) => ({ id, code, name: textIn(PAYMENT_NAMES[code]!, lang) });
  const list: { id: number; code: string; name: string }[] = [{ id: CARD_PAYMENT.id, code: CARD_PAYMENT.code, name: textIn(PAYMENT_NAMES.card!, lang) }];
  if (locale === 'ru') {
    list.push(
      method(PAYMENT_METHOD.Sbp, 'sbp'),
      method(PAYMENT_METHOD.SberPay, 'sberpay'),
      method(PAYMENT_METHOD.Wallet, 'wallet'),
      // routing-wallet §3 payment method PDL 14: installments; the client offers it only to orders the credit limits allow.
      method(PAYMENT_METHOD.PDL, 'pdl'),
    );
  }
  if (locale === 'am') list.push(method(PAYMENT_METHOD.Dram, 'dram'));
  return list;
}
