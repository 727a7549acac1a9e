import { describe, expect, it, vi } from 'vitest';
import { walletDiscountDisplay, type WalletDiscountInput } from '../../../../core/domain/wallet/discount';
import { DEFAULT_SETTINGS } from '../../../../core/domain/settings/types';

const settings = (variables: Record<string, unknown> = {}, switches: Record<string, boolean> = {}) =>
  ({ switches: { ...DEFAULT_SETTINGS.switches, ...switches }, variables: { ...DEFAULT_SETTINGS.variables, ...variables } }) as WalletDiscountInput['settings'];

const base: WalletDiscountInput = {
  priceMinor: 1_000_000, // 10 000 ₽
  currency: 'RUB',
  locale: 'ru',
  signedIn: true,
  businessMode: false,
  flags: 0,
  walletTypeCode: 2,
  walletRidLimit: -1,
  settings: settings(),
};
const show = (patch: Partial<WalletDiscountInput>) => walletDiscountDisplay({ ...base, ...patch }, () => undefined);

describe('wallet discount display (routing-wallet §5 Wallet, shell §9 Money)', () => {
  it('§9 level 2 shows 5 percent: 10 000 ₽ becomes 9 500 ₽', () => {
    expect(show({})).toEqual({ show: true, percent: 5, discountMinor: 50_000, priceMinor: 950_000, rounded: false });
  });

  it('§9 level 1 is at 0 percent: zero discount is not shown', () => {
    expect(show({ walletTypeCode: 1 })).toEqual({ show: false, reason: 'zero' });
    expect(show({ discountPercent: 0 })).toEqual({ show: false, reason: 'zero' });
  });

  it('§5 flag bits 1048576 and 536870912 hide it, alone or with other bits', () => {
    expect(show({ flags: 1_048_576 }).show).toBe(false);
    expect(show({ flags: 536_870_912 + 32 }).show).toBe(false);
    expect(show({ flags: 1_048_576 * 2 + 32 }).show).toBe(true);
  });

  it('§5 shown only for RUB; never for ge and tj', () => {
    expect(show({ currency: 'KZT' })).toEqual({ show: false, reason: 'currency' });
    expect(show({ locale: 'ge' })).toEqual({ show: false, reason: 'locale' });
    expect(show({ locale: 'tj' })).toEqual({ show: false, reason: 'locale' });
    expect(show({ locale: 'kz' }).show).toBe(true);
  });

  it('§5 rid limit -1 means RUB only and not ge; a positive rid limit below the price hides it', () => {
    expect(show({ walletRidLimit: -1, currency: 'BYN' }).show).toBe(false);
    expect(show({ walletRidLimit: -1, locale: 'ge' }).show).toBe(false);
    expect(show({ walletRidLimit: 9_999 })).toEqual({ show: false, reason: 'rid-limit' });
    expect(show({ walletRidLimit: 10_000 }).show).toBe(true);
    expect(show({ walletRidLimit: null }).show).toBe(true);
  });

  it('§5 price cap: wlt1DiscountDisplayMaxPrice for level 1, wlt2DiscountDisplayMaxPrice above 1', () => {
    expect(show({ priceMinor: 10_000_000 }).show).toBe(true); // 100 000 ₽ = the level-2 cap
    expect(show({ priceMinor: 10_000_100 })).toEqual({ show: false, reason: 'price-cap' });
    expect(show({ walletTypeCode: 1, discountPercent: 3, priceMinor: 1_500_000 }).show).toBe(true); // 15 000 ₽
    expect(show({ walletTypeCode: 1, discountPercent: 3, priceMinor: 1_500_100 })).toEqual({ show: false, reason: 'price-cap' });
    expect(show({ settings: settings({ wlt2DiscountDisplayMaxPrice: 5_000 }) })).toEqual({ show: false, reason: 'price-cap' });
  });

  it('§6 guests and business mode see no wallet discount; no wallet, no discount', () => {
    expect(show({ signedIn: false })).toEqual({ show: false, reason: 'guest' });
    expect(show({ businessMode: true })).toEqual({ show: false, reason: 'business' });
    expect(show({ walletTypeCode: 0 })).toEqual({ show: false, reason: 'no-wallet' });
  });

  it('§5 rounding: rounder switch on, threshold reached, multiplicity above 0 — rounded down to the multiple', () => {
    const rounder = settings({ walletDiscountRoundingThreshold: 1000, walletDiscountRoundingMultiplicity: 10 }, { enableDiscountRounder: true });
    // 1 234 ₽ - 5 % = 1 172.30 ₽ -> 1 170 ₽
    expect(show({ priceMinor: 123_400, settings: rounder })).toEqual({ show: true, percent: 5, discountMinor: 6_400, priceMinor: 117_000, rounded: true });
    // below the threshold: the exact 5 %
    expect(show({ priceMinor: 99_900, settings: rounder })).toMatchObject({ rounded: false, priceMinor: 94_905 });
    // switch off, or multiplicity 0: not rounded; the experiment turns it on too
    const off = settings({ walletDiscountRoundingThreshold: 1000, walletDiscountRoundingMultiplicity: 10 });
    expect(show({ priceMinor: 123_400, settings: off })).toMatchObject({ rounded: false });
    expect(show({ priceMinor: 123_400, settings: off, rounderExperiment: true })).toMatchObject({ rounded: true, priceMinor: 117_000 });
    expect(
      show({
        priceMinor: 123_400,
        settings: settings({ walletDiscountRoundingThreshold: 1000, walletDiscountRoundingMultiplicity: 0 }, { enableDiscountRounder: true }),
      }),
    ).toMatchObject({ rounded: false });
  });

  it('bad input: malformed limits show no discount and are logged once', () => {
    const report = vi.fn();
    const bad = settings({ wlt2DiscountDisplayMaxPrice: 'lots' });
    expect(walletDiscountDisplay({ ...base, settings: bad }, report)).toEqual({ show: false, reason: 'malformed' });
    expect(walletDiscountDisplay({ ...base, walletRidLimit: Number.NaN }, report)).toEqual({ show: false, reason: 'malformed' });
    expect(walletDiscountDisplay({ ...base, settings: settings({ wlt1DiscountDisplayMaxPrice: -5 }) }, report)).toEqual({ show: false, reason: 'malformed' });
    expect(report).toHaveBeenCalledTimes(3);
    expect(String(report.mock.calls[0]![0])).toContain('wlt2DiscountDisplayMaxPrice');
  });

  it('bad input: the default reporter warns on the console instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(walletDiscountDisplay({ ...base, settings: settings({ wlt1DiscountDisplayMaxPrice: null }) })).toEqual({ show: false, reason: 'malformed' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('wallet limits are malformed'), expect.any(Error));
    warn.mockRestore();
  });
});

describe('wallet discount offer on the wallet page (shell §9 "5 percent at level 2 (display max 100000)")', async () => {
  const { walletDiscountOffer } = await import('../../../../core/domain/wallet/offer');
  const offer = { locale: 'ru' as const, currency: 'RUB' as const, signedIn: true, businessMode: false, walletTypeCode: 2, settings: settings() };

  it('§9 level 2: 5 percent up to the wlt2 cap; level 1 (0 percent) and business mode: none', () => {
    expect(walletDiscountOffer(offer, () => undefined)).toEqual({ percent: 5, upToMajor: 100_000 });
    expect(walletDiscountOffer({ ...offer, walletTypeCode: 1 }, () => undefined)).toBeNull();
    expect(walletDiscountOffer({ ...offer, businessMode: true }, () => undefined)).toBeNull();
    expect(walletDiscountOffer({ ...offer, locale: 'ge', currency: 'GEL' }, () => undefined)).toBeNull();
  });

  it('bad input: malformed caps give no offer and are reported', () => {
    const report = vi.fn();
    expect(walletDiscountOffer({ ...offer, settings: settings({ wlt2DiscountDisplayMaxPrice: 'lots' }) }, report)).toBeNull();
    expect(report).toHaveBeenCalledOnce();
  });
});
