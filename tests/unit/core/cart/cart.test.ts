import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  applyCartRules,
  cartLimitAtom,
  cartLinesAtom,
  cartQuantityAtom,
  migrateGuestCart,
  productsAtom,
  removeFromCart,
  setCartQuantity,
  setIncludeInOrder,
  BASKET_UNKNOWN_ERROR,
  BasketError,
  LimitReachedError,
  batches,
} from '../../../../core/domain/cart';
import type { CartLineData } from '../../../../contracts/cart';
import { readProductCard, type ProductView } from '../../../../contracts/products/cards';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { wbClubAtom } from '../../../../core/transport/sync/user-grade';
import { fill, installEngines } from '../sync/store-fixtures';
import { setToken } from '../../../../core/transport/token/token';
import { followSession } from '../../../../core/transport/sync/session-scope';
import { makeJwt } from '../http-fakes';

const line = (i: number, patch: Partial<CartLineData> = {}): CartLineData => ({
  characteristicId: i,
  cod1S: i * 10,
  quantity: 1,
  includeInOrder: true,
  targetUrl: '',
  meta: '',
  price: 100,
  subjectId: 1,
  currency: 'RUB',
  addedAt: i,
  ...patch,
});
const product = (nmId: number, chrtId: number, stockQty: number, price: number | undefined = 1000): ProductView => {
  const base = readProductCard({ nmId, sizes: [{ characteristicId: chrtId }] })!;
  return {
    ...base,
    name: 'P',
    brand: 'B',
    colorName: 'red',
    supplier: 'S',
    supplierId: 1,
    subjectId: 1,
    pics: 1,
    currency: 'RUB',
    sizes: [{ ...base.sizes[0]!, name: 'M', price, stockQty }],
  };
};

describe('cart (storefront-shell.md §4 Cart item rules, §5, §9)', () => {
  let t: ReturnType<typeof installEngines>;
  beforeEach(async () => {
    t = installEngines({ signedIn: true });
    await t.ready;
  });

  it("§5 adding an empty list gives '[basket] Неизвестная ошибка'", async () => {
    const error = await addToCart([]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BasketError);
    expect((error as Error).message).toBe('[basket] Неизвестная ошибка');
    expect(BASKET_UNKNOWN_ERROR).toBe('[basket] Неизвестная ошибка');
  });

  it('§5 quantity below 1 becomes 1 (add and set)', async () => {
    await addToCart([{ characteristicId: 1, cod1S: 10, quantity: 0 }]);
    expect(t.store.get(cartQuantityAtom)).toBe(1);
    await setCartQuantity(1, -5);
    expect(t.store.get(cartLinesAtom)[0]!.quantity).toBe(1);
    await setCartQuantity(1, 4);
    expect(t.store.get(cartQuantityAtom)).toBe(4);
  });

  it('adding a line already in the cart adds to its quantity (an update)', async () => {
    await addToCart([{ characteristicId: 1, cod1S: 10 }]);
    await addToCart([{ characteristicId: 1, cod1S: 10, quantity: 2 }]);
    expect(t.store.get(cartQuantityAtom)).toBe(3);
    expect(t.store.get(t.cart.stateAtom).pending).toEqual([expect.objectContaining({ kind: 'add' })]);
  });

  it('§9 limit 255 (basketMaxQt): the 256th line is refused with basket.errors.limitInBasketWithCount', async () => {
    expect(t.store.get(cartLimitAtom)).toBe(255);
    await fill(t.cart, 255, (i) => line(i));
    const error = await addToCart([{ characteristicId: 9999, cod1S: 1 }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect(error).toMatchObject({ messageKey: 'basket.errors.limitInBasketWithCount', params: { count: 255 } });
    await expect(addToCart([{ characteristicId: 1, cod1S: 10 }])).resolves.toBeUndefined();
  });

  it('§5 limit 510 for a club subscriber in ru, or under the switch', () => {
    t.store.set(wbClubAtom, true);
    expect(t.store.get(cartLimitAtom)).toBe(510);
    t.store.set(localeAtom, 'by');
    expect(t.store.get(cartLimitAtom)).toBe(255);
    const settings = t.store.get(settingsAtom);
    t.store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableDoubleBasketLimit: true } });
    expect(t.store.get(cartLimitAtom)).toBe(510);
  });

  it('§4 with only one purchasable item, includeInOrder is forced true', async () => {
    await addToCart([{ characteristicId: 1, cod1S: 10 }]);
    await setIncludeInOrder(1, false);
    expect(t.store.get(cartLinesAtom)[0]!.includeInOrder).toBe(true);
  });

  it('§4 a new item takes includeInOrder true only if all purchasable items are included', async () => {
    await addToCart([
      { characteristicId: 1, cod1S: 10 },
      { characteristicId: 2, cod1S: 20 },
    ]);
    await setIncludeInOrder(1, false);
    await addToCart([{ characteristicId: 3, cod1S: 30 }]);
    const third = t.store.get(cartLinesAtom).find((l) => l.characteristicId === 3)!;
    expect(third.includeInOrder).toBe(false);
    await setIncludeInOrder(1, true);
    await setIncludeInOrder(3, true);
    await addToCart([{ characteristicId: 4, cod1S: 40 }]);
    expect(t.store.get(cartLinesAtom).find((l) => l.characteristicId === 4)!.includeInOrder).toBe(true);
  });

  it('§4 partQuantity is maxQuantity when that is below the quantity', async () => {
    await addToCart([{ characteristicId: 1, cod1S: 10, quantity: 5 }]);
    t.store.set(productsAtom, { 10: product(10, 1, 3) });
    expect(t.store.get(cartLinesAtom)[0]).toMatchObject({ maxQuantity: 3, partQuantity: 3, quantity: 5 });
  });

  it('§4 items with no stock are excluded when dontIncludeSoldItemsInOrder is on', () => {
    const lines = [line(1), line(2)];
    const stock = (l: CartLineData) => ({ stockQty: l.characteristicId === 1 ? 0 : 5, canBeOrdered: true });
    expect(applyCartRules(lines, stock, false).map((l) => l.includeInOrder)).toEqual([true, true]);
    expect(applyCartRules(lines, stock, true).map((l) => l.includeInOrder)).toEqual([false, true]);
  });

  it('removing lines updates the basket count at once', async () => {
    await addToCart([
      { characteristicId: 1, cod1S: 10, quantity: 2 },
      { characteristicId: 2, cod1S: 20 },
    ]);
    await removeFromCart([1]);
    expect(t.store.get(cartQuantityAtom)).toBe(1);
  });

  it('§9 catalog requests batch 100 ids', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i);
    expect(batches(ids).map((b) => b.length)).toEqual([100, 100, 50]);
  });
});

describe('§4 guest cart migrates into the user cart on sign-in', () => {
  it('a guest cart is local; on sign-in its lines join the user cart (larger quantity wins) and it empties', async () => {
    const t = installEngines({ signedIn: false });
    await t.ready;
    await addToCart([
      { characteristicId: 1, cod1S: 10, quantity: 2 },
      { characteristicId: 2, cod1S: 20 },
    ]);
    expect(t.server.calls).toHaveLength(0);
    await t.cart.setScope({ key: 'user:1', remote: true });
    await t.cart.change([{ key: '2', kind: 'add', data: line(2, { cod1S: 20, quantity: 5 }) }]);
    await migrateGuestCart({ key: 'guest', remote: false }, { key: 'user:1', remote: true });
    const quantities = Object.fromEntries(t.store.get(cartLinesAtom).map((l) => [l.characteristicId, l.quantity]));
    expect(quantities).toEqual({ 1: 2, 2: 5 });
    expect(Object.keys((await t.cart.peek('guest')).items)).toEqual([]);
  });

  it('a page that opens signed in (the sign-in page is a navigation) still moves the stored guest cart over', async () => {
    const t = installEngines({ signedIn: false });
    await t.ready;
    await addToCart([{ characteristicId: 3, cod1S: 30, quantity: 4 }]);
    const seen: [string, string][] = [];
    setToken(makeJwt({ user: 1 }));
    await followSession(t.cart, async (from, to) => {
      seen.push([from.key, to.key]);
      await migrateGuestCart(from, to);
    });
    expect(seen).toEqual([['guest', 'user:1']]);
    expect(t.store.get(cartLinesAtom).map((l) => [l.characteristicId, l.quantity])).toEqual([[3, 4]]);
    expect(Object.keys((await t.cart.peek('guest')).items)).toEqual([]);
  });
});
