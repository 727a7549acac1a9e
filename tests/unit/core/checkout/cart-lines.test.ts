import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutCartLinesAtom, loadCheckoutCart } from '../../../../core/domain/checkout/cart-lines';
import { buyItNowItemAtom, checkoutLinesAtom } from '../../../../core/domain/checkout/lines';
import type { CartLineData } from '../../../../contracts/cart';
import { installEngines } from '../sync/store-fixtures';

const line = (characteristicId: number, quantity: number): CartLineData => ({
  characteristicId,
  cod1S: characteristicId * 10,
  quantity,
  includeInOrder: true,
  targetUrl: '',
  meta: '',
  price: 15000,
  subjectId: 5,
  currency: 'RUB',
  addedAt: characteristicId,
});

describe('core/checkout cart lines: the cart module on demand (issue 10, DESIGN.md "Budgets")', () => {
  let fixture: ReturnType<typeof installEngines>;
  beforeEach(async () => {
    fixture = installEngines({ signedIn: false });
    await fixture.ready;
    fixture.store.set(buyItNowItemAtom, null);
  });

  it('sees no lines until the cart module is loaded, then follows the cart', async () => {
    await fixture.cart.change([{ key: '7', kind: 'add', data: line(7, 2) }]);
    expect(fixture.store.get(checkoutCartLinesAtom)).toEqual([]);
    expect(fixture.store.get(checkoutLinesAtom)).toEqual([]);

    await loadCheckoutCart();
    expect(fixture.store.get(checkoutCartLinesAtom).map((l) => [l.characteristicId, l.quantity])).toEqual([[7, 2]]);
    expect(fixture.store.get(checkoutLinesAtom).map((l) => [l.characteristicId, l.cod1S, l.quantity])).toEqual([[7, 70, 2]]);

    await fixture.cart.change([{ key: '8', kind: 'add', data: line(8, 1) }]);
    expect(
      fixture.store
        .get(checkoutLinesAtom)
        .map((l) => l.characteristicId)
        .sort(),
    ).toEqual([7, 8]);
  });

  it('buy-it-now orders its one item, whatever the cart holds', async () => {
    await loadCheckoutCart();
    await fixture.cart.change([{ key: '7', kind: 'add', data: line(7, 2) }]);
    fixture.store.set(buyItNowItemAtom, { characteristicId: 90, cod1S: 9, quantity: 3 });
    expect(fixture.store.get(checkoutLinesAtom).map((l) => [l.characteristicId, l.cod1S, l.quantity])).toEqual([[90, 9, 3]]);
  });

  it('a cart module that does not come: startCheckoutCart says so (false, logged) and the next call tries again', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('../../../../core/domain/cart/session', async (original) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fresh = await import('../../../../core/domain/checkout/cart-lines');
      expect(await fresh.startCheckoutCart()).toBe(false);
      expect(errors).toHaveBeenCalledWith('[vitrina] <vt-checkout> could not load the cart', expect.any(Error));
      offline = false;
      vi.resetModules();
      expect(await fresh.startCheckoutCart()).toBe(true);
    } finally {
      errors.mockRestore();
      vi.doUnmock('../../../../core/domain/cart/session');
    }
  });
});
