import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPremiumGranted, readSubscriptionFeatures } from '../../../../contracts/premium';
import { followPremium, premiumAtom, userInfoAtom } from '../../../../core/domain/account';
import { subscriptionFeaturesAtom } from '../../../../core/transport/sync';
import { clearToken, setToken } from '../../../../core/transport/token/token';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, makeJwt, resetPage, status } from '../http-fakes';

describe('storefront-shell.md §6 "Premium is granted if subscription features include extra_discount and the phone starts with 79 (ru) or 375 (by)"', () => {
  it('grants premium to extra_discount with a 79 or a 375 phone', () => {
    expect(isPremiumGranted(['extra_discount'], '79161234567')).toBe(true);
    expect(isPremiumGranted(['free_courier', 'extra_discount'], '375291234567')).toBe(true);
    // Written with a plus, spaces or dashes, or masked after its country code.
    expect(isPremiumGranted(['extra_discount'], '+7 916 123-45-67')).toBe(true);
    expect(isPremiumGranted(['extra_discount'], '3752***67')).toBe(true);
  });

  it('refuses it without extra_discount, or with another phone', () => {
    expect(isPremiumGranted(['free_courier'], '79161234567')).toBe(false);
    expect(isPremiumGranted([], '79161234567')).toBe(false);
    expect(isPremiumGranted(['extra_discount'], '77011234567')).toBe(false); // Kazakhstan +7 7…
    expect(isPremiumGranted(['extra_discount'], '89161234567')).toBe(false); // a domestic 8, not 79
    expect(isPremiumGranted(['extra_discount'], '37412345678')).toBe(false); // Armenia 374
    expect(isPremiumGranted(['extra_discount'], '995555123456')).toBe(false);
    expect(isPremiumGranted(['extra_discount'], null)).toBe(false);
    expect(isPremiumGranted(['extra_discount'], '')).toBe(false);
  });

  it('reads only string features from the grade answer', () => {
    expect(readSubscriptionFeatures(['extra_discount', 5, null, ' ', 'free_courier'])).toEqual(['extra_discount', 'free_courier']);
    expect(readSubscriptionFeatures('extra_discount')).toEqual([]);
    expect(readSubscriptionFeatures(undefined)).toEqual([]);
  });
});

describe('premiumAtom from the grade and the user info (storefront-shell.md §3 User grade, User info; §6)', () => {
  let who: { features: unknown; phone: string } = { features: [], phone: '' };

  beforeEach(() => {
    resetPage();
    fakeFetch((call) => {
      const path = new URL(call.url).pathname;
      if (path === '/webapi/user/info') return json({ state: 0, value: { phoneMasked: who.phone } });
      if (path === '/webapi/user/grade') return json({ state: 0, value: { wbClub: true, subscriptionFeatures: who.features } });
      return status(404);
    });
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  async function signInAs(user: number): Promise<void> {
    setToken(makeJwt({ user }));
    followPremium();
  }

  it('is true for a club member with extra_discount and a 79 phone, and false again after sign-out', async () => {
    who = { features: ['extra_discount'], phone: '7916***67' };
    await signInAs(1000002);
    await vi.waitFor(() => expect(getStore().get(premiumAtom)).toBe(true));
    clearToken();
    await vi.waitFor(() => expect(getStore().get(premiumAtom)).toBe(false));
  });

  it('is false for the same features with a Kazakh phone, and for a guest', async () => {
    expect(getStore().get(premiumAtom)).toBe(false);
    who = { features: ['extra_discount'], phone: '7701***67' };
    await signInAs(1000011);
    // Both sources have answered, and the rule still says no.
    await vi.waitFor(() => expect(getStore().get(userInfoAtom)?.phoneMasked).toBe('7701***67'));
    await vi.waitFor(() => expect(getStore().get(subscriptionFeaturesAtom)).toEqual(['extra_discount']));
    expect(getStore().get(premiumAtom)).toBe(false);
  });

  it('a failing grade leaves the shopper not premium', async () => {
    fakeFetch(() => status(500));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInAs(1000002);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getStore().get(premiumAtom)).toBe(false);
  });
});
