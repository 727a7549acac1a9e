/** The lines checkout orders: the cart's (shell §4 "Cart item rules" applied) or, in buy-it-now mode, the one item. */
import { atom } from 'jotai/vanilla';
import { lineUnitPrice, productsAtom } from '../cart';
import { currencyAtom } from '../../platform/locale';
import { isRecord, readInteger } from '../../../contracts/wire';
import { sellerDeliveredOnly } from '../../../contracts/products';
import type { VatLine } from './business-vat';
import type { PayloadLine } from './payload';
import { checkoutCartLinesAtom } from './cart-lines';

export interface CheckoutLine extends VatLine, PayloadLine {
  characteristicId: number;
  cod1S: number;
  quantity: number;
  name: string;
  brand: string;
  sizeName: string;
  /** undefined while the product card loads. */
  loaded: boolean;
  /** How many pictures the product has (the first is its thumbnail; 0 when none or not loaded). */
  pics: number;
  /** Only the seller's courier delivers it (contracts/products sellerDeliveredOnly): never in a pickup order. */
  courierOnly: boolean;
}

/** routing-wallet §2.2 SpaBasketBuyItNowData: the one item bought at once. */
export interface BuyItNowItem {
  characteristicId: number;
  cod1S: number;
  quantity: number;
}

export function toBuyItNowItem(value: unknown): BuyItNowItem | null {
  const item = isRecord(value) && isRecord(value.item) ? value.item : value;
  if (!isRecord(item)) return null;
  const characteristicId = readInteger(item, 'characteristicId') ?? readInteger(item, 'chrtId');
  const cod1S = readInteger(item, 'cod1S') ?? readInteger(item, 'nmId');
  if (characteristicId === undefined || characteristicId <= 0 || cod1S === undefined || cod1S <= 0) return null;
  return { characteristicId, cod1S, quantity: Math.max(1, readInteger(item, 'quantity') ?? 1) };
}

/** Set by <vt-checkout> from its buy-it-now property; null on the basket. */
export const buyItNowItemAtom = atom<BuyItNowItem | null>(null);

export const checkoutLinesAtom = atom((get): CheckoutLine[] => {
  const products = get(productsAtom);
  const currency = get(currencyAtom);
  const buyItNow = get(buyItNowItemAtom);
  const source = buyItNow
    ? [{ ...buyItNow, partQuantity: undefined, includeInOrder: true, canBeOrdered: products[buyItNow.cod1S] !== null, price: 0 }]
    : get(checkoutCartLinesAtom);
  return source.map((line) => {
    const product = products[line.cod1S];
    const size = product?.sizes.find((s) => s.characteristicId === line.characteristicId);
    const price = lineUnitPrice(line, product, currency);
    return {
      characteristicId: line.characteristicId,
      cod1S: line.cod1S,
      quantity: line.quantity,
      partQuantity: line.partQuantity ?? null,
      includeInOrder: line.includeInOrder,
      canBeOrdered: line.canBeOrdered && (product === undefined || (size !== undefined && size.price !== undefined)),
      price,
      basicPrice: size?.basicPrice ?? price,
      premiumSaleAmount: size?.prices?.premiumSaleAmount ?? 0,
      vatPercent: product?.vatPercent ?? 0,
      name: product?.name ?? '',
      brand: product?.brand ?? '',
      sizeName: size?.name ?? '',
      loaded: product !== undefined,
      pics: product?.pics ?? 0,
      courierOnly: size !== undefined && sellerDeliveredOnly(size.stocks),
    };
  });
});
