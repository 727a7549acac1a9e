import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../core/transport/token/token';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { DEFAULT_SETTINGS } from '../../../../core/domain/settings/types';
import { settingsLoaded, resolveWalletAccess } from '../../../../core/domain/wallet/load-access';
import { loadUserInfo, userInfoAtom, USER_INFO_CACHE_MS } from '../../../../core/domain/account/user-info';
import { reshapeUserInfo } from '../../../../contracts/user-info';
import { reshapeWalletDetails, reshapeWalletProof } from '../../../../contracts/wallet/reshape';
import { confirmTwoFactor, validCode } from '../../../../core/domain/wallet/confirm';
import { hasValidProof, proofExpiry, storeProof, WALLET_TOKEN_KEY } from '../../../../core/domain/wallet/wallet-token';
import { fakeFetch, json, makeJwt, resetPage, status } from '../http-fakes';

const BALANCE = {
  totalBalance: 125000,
  cashbackBalance: 0,
  balanceCurrency: 'RUB',
  totalBalanceRub: 125000,
  walletTypeCode: 1,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
  accountLimits: null,
};
const USER = { isB2b: false, has2fa: false, identityLevel: 'verified' };

function server(balance: () => Response, user: object = USER) {
  return fakeFetch((call) => (call.url.endsWith('/webapi/balance') ? balance() : json({ state: 0, value: user })));
}

describe('wallet page checks from the session (routing-wallet §2.4, §6, §8)', () => {
  beforeEach(() => {
    resetPage();
    getStore().set(userInfoAtom, null);
    getStore().set(localeAtom, 'ru');
    getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, hash: 'loaded' });
    setToken(makeJwt());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('§8 the balance answering 500 is the 404 decision; 401 is sign-in', async () => {
    server(() => status(500));
    expect(await resolveWalletAccess()).toMatchObject({ kind: 'not-found' });
    getStore().set(userInfoAtom, null);
    server(() => status(401));
    expect(await resolveWalletAccess()).toEqual({ kind: 'sign-in' });
  });

  it('§6 business mode and 2FA read from the user info; the 2FA token of this session lets the wallet show', async () => {
    server(() => json({ state: 0, value: BALANCE }), { ...USER, isB2b: true });
    expect(await resolveWalletAccess()).toMatchObject({ kind: 'redirect', to: '/lk#no-wallet-for-b2b' });
    getStore().set(userInfoAtom, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server(() => json({ state: 0, value: BALANCE }), { ...USER, has2fa: true });
    expect(await loadUserInfo(Date.now() + USER_INFO_CACHE_MS + 1)).toMatchObject({ has2fa: true });
    expect(await resolveWalletAccess()).toMatchObject({ kind: 'redirect', to: '/lk#check2fa' });
    storeProof(WALLET_TOKEN_KEY, 'token', Date.now() + 60_000);
    expect(await resolveWalletAccess()).toEqual({ kind: 'show' });
  });

  it('waits for the first server settings (the redesign switch), at most the given time', async () => {
    vi.useFakeTimers();
    try {
      getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, hash: '' });
      let settled = false;
      void settingsLoaded(2_000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(settled).toBe(false);
      getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, hash: 'h1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);
      getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, hash: '' });
      settled = false;
      void settingsLoaded(2_000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a user info failure other than unauthorized leaves the checks to the balance (the data step applies them too)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeFetch((call) => (call.url.endsWith('/webapi/balance') ? json({ state: 0, value: BALANCE }) : status(503)));
    expect(await resolveWalletAccess()).toEqual({ kind: 'show' });
    warn.mockRestore();
  });
});

describe('user info (shell §3 "User info", §9 "user info cache 10 min")', () => {
  beforeEach(() => {
    resetPage();
    getStore().set(userInfoAtom, null);
    setToken(makeJwt());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the fields it needs; a non-object answer is a typed error', () => {
    expect(
      reshapeUserInfo({ state: 0, value: { isB2b: true, has2fa: 1, identityLevel: 'account', verificationLevel: 3, walletSecurityCodeRequired: true } }),
    ).toEqual({
      isActiveEmployee: false,
      businessMode: true,
      has2fa: true,
      identityLevel: 'account',
      verificationLevel: 3,
      securityCodeRequired: true,
      name: null,
      phoneMasked: null,
    });
    // The OAuth consent screen names the account by them; blank is absent.
    expect(reshapeUserInfo({ state: 0, value: { name: 'Анна', phoneMasked: '7916***67' } })).toMatchObject({ name: 'Анна', phoneMasked: '7916***67' });
    expect(reshapeUserInfo({ state: 0, value: { name: '  ', phoneMasked: 5 } })).toMatchObject({ name: null, phoneMasked: null });
    expect(() => reshapeUserInfo('x')).toThrow('not an object');
  });

  it('§9 is asked again only after 10 minutes', async () => {
    const calls = server(() => json({}));
    const t0 = 1_000_000;
    await loadUserInfo(t0);
    await loadUserInfo(t0 + USER_INFO_CACHE_MS - 1);
    expect(calls).toHaveLength(1);
    await loadUserInfo(t0 + USER_INFO_CACHE_MS);
    expect(calls).toHaveLength(2);
  });
});

describe('wallet proofs and details (routing-wallet §6; §3 wallet statuses)', () => {
  beforeEach(resetPage);
  afterEach(() => vi.unstubAllGlobals());

  it('a proof is valid until it expires; a malformed one is dropped', () => {
    storeProof(WALLET_TOKEN_KEY, 'x', 2_000);
    expect(hasValidProof(WALLET_TOKEN_KEY, 1_999)).toBe(true);
    expect(hasValidProof(WALLET_TOKEN_KEY, 2_000)).toBe(false);
    sessionStorage.setItem(WALLET_TOKEN_KEY, '{oops');
    expect(hasValidProof(WALLET_TOKEN_KEY)).toBe(false);
    expect(sessionStorage.getItem(WALLET_TOKEN_KEY)).toBeNull();
  });

  it('confirming 2FA posts the code and keeps the token; a refused code rejects and keeps nothing', async () => {
    setToken(makeJwt());
    const calls = fakeFetch(() => json({ state: 0, value: { token: 'wt', expiresAt: Math.floor(Date.now() / 1000) + 900 } }));
    await confirmTwoFactor('123456');
    expect(calls[0]!.url).toBe('http://localhost:3000/webapi/user/wallet-token');
    expect(calls[0]!.body).toBe('{"code":"123456"}');
    expect(hasValidProof(WALLET_TOKEN_KEY)).toBe(true);
    sessionStorage.clear();
    fakeFetch(() => json({ state: -1, error: 'the code must be 6 digits' }));
    await expect(confirmTwoFactor('000000')).rejects.toThrow();
    expect(hasValidProof(WALLET_TOKEN_KEY)).toBe(false);
    expect([validCode('123456', 6), validCode('12345a', 6), validCode('1234', 4)]).toEqual([true, false, true]);
    expect(() => reshapeWalletProof({ value: { token: '' } })).toThrow('no token');
  });

  it('shell §9 "Session token time to live 300 s": a token the server keeps 900 s counts for 300 s', async () => {
    setToken(makeJwt());
    const now = Date.now();
    fakeFetch(() => json({ state: 0, value: { token: 'wt', expiresAt: Math.floor(now / 1000) + 900 } }));
    await confirmTwoFactor('123456');
    const confirmedAt = Date.now();
    expect(hasValidProof(WALLET_TOKEN_KEY, now + 299_000)).toBe(true);
    expect(hasValidProof(WALLET_TOKEN_KEY, confirmedAt + 300_000)).toBe(false);
    // a shorter server expiry still wins
    storeProof(WALLET_TOKEN_KEY, 'x', now + 60_000, now);
    expect(hasValidProof(WALLET_TOKEN_KEY, now + 60_000)).toBe(false);
    expect(proofExpiry(Number.NaN, now)).toBe(now + 300_000);
  });

  it('wallet details: unknown status and kind read safely', () => {
    expect(reshapeWalletDetails({ wallet: { status: 'frozen', kind: 'gold' }, purchases: 'x' })).toEqual({
      status: 'unknown',
      kind: null,
      monthRemaining: null,
      purchases: [],
    });
    expect(reshapeWalletDetails(null).status).toBe('unknown');
  });
});
