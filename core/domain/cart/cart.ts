import { atom } from 'jotai/vanilla';
import { clampQuantity, type CartLineData } from '../../../contracts/cart';
import { settingsAtom } from '../settings';
import { getStore } from '../../platform/store';
import { BasketError, LimitReachedError, clubInRuAtom } from '../../transport/sync';
import { productsAtom } from './catalog-cards';
import { cartEngine, cartStateAtom, cartStatusAtom } from './engine';
import { applyCartRules, includeNewLine, type CartLineView } from './rules';
import { lineTotal, orderedPieces } from './line-price';
import { currencyAtom } from '../../platform/locale';

/** §8 "Cart full: basket.errors.limitInBasketWithCount". */
export const CART_LIMIT_MESSAGE_KEY = 'basket.errors.limitInBasketWithCount';
/** demo/API.md: the switch that doubles the cart limit (§5 "or when the switch is on"). */
export const DOUBLE_BASKET_LIMIT_SWITCH = 'enableDoubleBasketLimit';
const CLUB_LIMIT_FACTOR = 2;

/** §5: 255 (basketMaxQt); 510 (double basketMaxQt) for club subscribers in ru or when the switch is on. */
export const cartLimitAtom = atom((get) => {
  const { variables, switches } = get(settingsAtom);
  const doubled = get(clubInRuAtom) || switches[DOUBLE_BASKET_LIMIT_SWITCH] === true;
  return doubled ? variables.basketMaxQt * CLUB_LIMIT_FACTOR : variables.basketMaxQt;
});

/** Cached lines, newest first. */
export const cartDataAtom = atom((get) =>
  Object.values(get(cartStateAtom).items)
    .map((e) => e.data)
    .sort((a, b) => b.addedAt - a.addedAt || b.characteristicId - a.characteristicId),
);

/** The lines with the §4 item rules applied (stock from the loaded product cards). */
/** The products of the cart's lines, one array per cart change (a list mount reads it, not rebuilds it). */
export const cartProductIdsAtom = atom((get) => get(cartDataAtom).map((line) => line.cod1S));

export const cartLinesAtom = atom((get): CartLineView[] => {
  const products = get(productsAtom);
  const dontIncludeSold = get(settingsAtom).switches.dontIncludeSoldItemsInOrder === true;
  return applyCartRules(
    get(cartDataAtom),
    (line) => {
      const product = products[line.cod1S];
      if (product === undefined) return {};
      if (product === null) return { canBeOrdered: false };
      const size = product.sizes.find((s) => s.characteristicId === line.characteristicId);
      if (!size) return { canBeOrdered: false };
      return { stockQty: size.stockQty, canBeOrdered: size.price !== undefined };
    },
    dontIncludeSold,
  );
});

/** storefront-routing-wallet.md §8 "Basket network error: local basket used, isNetworkError set". */
export const cartNetworkErrorAtom = atom((get) => get(cartStatusAtom).isNetworkError);

export interface CartAddInput {
  characteristicId: number;
  cod1S: number;
  quantity?: number;
  price?: number;
  subjectId?: number;
  currency?: string;
  targetUrl?: string;
  meta?: string;
}

/**
 * Adds lines (an existing line grows by the quantity). §5: an empty list rejects with
 * '[basket] Неизвестная ошибка'; a quantity below 1 becomes 1; more lines than the limit reject
 * with LimitReachedError(basket.errors.limitInBasketWithCount, {count: limit}) and change nothing.
 */
export async function addToCart(inputs: readonly CartAddInput[]): Promise<void> {
  if (!Array.isArray(inputs) || inputs.length === 0) throw new BasketError();
  const store = getStore();
  const engine = cartEngine();
  const items = store.get(engine.stateAtom).items;
  const limit = store.get(cartLimitAtom);
  const newKeys = new Set(inputs.map((i) => String(i.characteristicId)).filter((key) => !items[key]));
  if (Object.keys(items).length + newKeys.size > limit) throw new LimitReachedError(CART_LIMIT_MESSAGE_KEY, { count: limit });
  const include = includeNewLine(store.get(cartLinesAtom));
  const now = Date.now();
  const changes = inputs.map((input) => {
    const key = String(input.characteristicId);
    const existing = items[key]?.data;
    const quantity = clampQuantity(input.quantity ?? 1);
    if (existing) return { key, kind: 'update' as const, data: { ...existing, quantity: existing.quantity + quantity } };
    const data: CartLineData = {
      characteristicId: input.characteristicId,
      cod1S: input.cod1S,
      quantity,
      includeInOrder: include,
      targetUrl: input.targetUrl ?? '',
      meta: input.meta ?? '',
      price: Math.max(0, Math.round(input.price ?? 0)),
      subjectId: input.subjectId ?? 0,
      currency: input.currency ?? '',
      addedAt: now,
    };
    return { key, kind: 'add' as const, data };
  });
  return engine.change(changes);
}

function lineData(characteristicId: number): CartLineData | undefined {
  return getStore().get(cartStateAtom).items[String(characteristicId)]?.data;
}

/** §5 "Cart quantity below 1 becomes 1". */
export async function setCartQuantity(characteristicId: number, quantity: number): Promise<void> {
  const existing = lineData(characteristicId);
  if (!existing) return;
  const next = clampQuantity(quantity);
  if (next === existing.quantity) return;
  return cartEngine().change([{ key: String(characteristicId), kind: 'update', data: { ...existing, quantity: next } }]);
}

export async function setIncludeInOrder(characteristicId: number, includeInOrder: boolean): Promise<void> {
  const existing = lineData(characteristicId);
  if (!existing || existing.includeInOrder === includeInOrder) return;
  return cartEngine().change([{ key: String(characteristicId), kind: 'update', data: { ...existing, includeInOrder } }]);
}

export async function removeFromCart(characteristicIds: readonly number[]): Promise<void> {
  const changes = characteristicIds.flatMap((id) => {
    const existing = lineData(id);
    return existing ? [{ key: String(id), kind: 'delete' as const, data: existing }] : [];
  });
  return cartEngine().change(changes);
}

/** §3 "Cart ... totalQuantity" and the lines' sums, minor units. */
export interface CartTotals {
  lines: number;
  quantity: number;
  orderedQuantity: number;
  total: number;
}

export const cartTotalsAtom = atom((get): CartTotals => {
  const products = get(productsAtom);
  const currency = get(currencyAtom);
  let quantity = 0;
  let orderedQuantity = 0;
  let total = 0;
  const lines = get(cartLinesAtom);
  for (const line of lines) {
    quantity += line.quantity;
    if (!line.includeInOrder || !line.canBeOrdered) continue;
    orderedQuantity += orderedPieces(line);
    // The order total is the sum of the lines as shown (routing-wallet §9 rounding steps: no figure rounded alone).
    total += lineTotal(line, products[line.cod1S], currency);
  }
  return { lines: lines.length, quantity, orderedQuantity, total };
});
