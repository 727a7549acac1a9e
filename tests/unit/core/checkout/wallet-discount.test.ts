import { describe, expect, it } from 'vitest';
import { checkoutWalletDiscount } from '../../../../core/domain/checkout/wallet-discount';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { getStore } from '../../../../core/platform/store/store';

const context = (overrides = {}) => ({
  currency: 'RUB' as const,
  locale: 'ru' as const,
  signedIn: true,
  businessMode: false,
  flags: 0,
  walletTypeCode: 2,
  walletRidLimit: null,
  settings: getStore().get(settingsAtom),
  ...overrides,
});

describe('core/checkout wallet discount (through core/wallet: routing-wallet §5, shell §9)', () => {
  it('§9 takes 5 percent off at wallet level 2 in RUB', () => {
    expect(checkoutWalletDiscount(100_000, context())).toBe(5_000);
  });

  it('§5/§6 shows none for guests, business mode, no wallet, other currencies, ge and tj', () => {
    expect(checkoutWalletDiscount(100_000, context({ signedIn: false }))).toBe(0);
    expect(checkoutWalletDiscount(100_000, context({ businessMode: true }))).toBe(0);
    expect(checkoutWalletDiscount(100_000, context({ walletTypeCode: 0 }))).toBe(0);
    expect(checkoutWalletDiscount(100_000, context({ currency: 'KZT' }))).toBe(0);
    expect(checkoutWalletDiscount(100_000, context({ locale: 'ge' }))).toBe(0);
    expect(checkoutWalletDiscount(100_000, context({ locale: 'tj' }))).toBe(0);
  });
});
