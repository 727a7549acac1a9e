import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BALANCE_TIMEOUT_MS,
  balanceHiddenAtom,
  balanceNetworkErrorAtom,
  balanceStateAtom,
  balanceView,
  loadBalance,
  reloadBalanceHidden,
  setBalanceHidden,
  walletMenuVisible,
} from '../../../../core/domain/wallet/balance';
import { reshapeBalance, type Balance } from '../../../../contracts/balance';
import { setToken } from '../../../../core/transport/token/token';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, headerOf, json, makeJwt, networkDown, resetPage, SERVICES, status } from '../http-fakes';

const wire = {
  totalBalance: 123456,
  cashbackBalance: 500,
  balanceCurrency: 'RUB',
  totalBalanceRub: 123456,
  walletTypeCode: 1,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
  accountLimits: null,
};
const balance: Balance = reshapeBalance(wire);

describe('core/balance wire (shell §3 "Balance")', () => {
  it('reads {state:0, value} or the bare value', () => {
    expect(reshapeBalance({ state: 0, value: wire })).toEqual(balance);
    expect(balance).toMatchObject({ totalBalance: 123456, balanceCurrency: 'RUB', walletTypeCode: 1, walletRidLimit: -1 });
  });

  it("routing-wallet §5 an account-type wallet's limits come with the balance; a partial or malformed block is no limit", () => {
    const limits = { maxOrderPrice: 1_000_000, remainingMonthLimit: 4_987_500, remainingVolumeLimit: 3_000_000 };
    expect(reshapeBalance({ ...wire, walletLimits: limits }).accountLimits).toEqual(limits);
    expect(reshapeBalance({ ...wire, walletLimits: { maxOrderPrice: 1_000_000, remainingMonthLimit: '4987500' } }).accountLimits).toBeNull();
    expect(reshapeBalance({ ...wire, walletLimits: 'all' }).accountLimits).toBeNull();
    expect(reshapeBalance(wire).accountLimits).toBeNull();
  });

  it('refuses an answer without a total or with an unknown currency (typed error, never a TypeError)', () => {
    expect(() => reshapeBalance({ value: { balanceCurrency: 'RUB' } })).toThrow('totalBalance');
    expect(() => reshapeBalance({ value: { totalBalance: 1, balanceCurrency: 'XXX' } })).toThrow('unknown');
    expect(() => reshapeBalance(null)).toThrow('not an object');
  });
});

describe('core/balance view (shell §4 "Balance": hidden, wallet title when walletTypeCode > 0)', () => {
  it('shows the amount when not hidden', () => {
    expect(balanceView(balance, false, 'RUB')).toEqual({ kind: 'amount', minor: 123456, currency: 'RUB' });
  });

  it('§4 hidden with a wallet (walletTypeCode > 0): the wallet title instead of the amount', () => {
    expect(balanceView(balance, true, 'RUB')).toEqual({ kind: 'wallet-title' });
  });

  it('hidden without a wallet (walletTypeCode 0): masked', () => {
    expect(balanceView({ ...balance, walletTypeCode: 0 }, true, 'RUB')).toEqual({ kind: 'masked' });
  });

  it('in another display currency the rouble total is converted (routing §9 fallback rates: 100 RUB per USD, 540 KZT)', () => {
    expect(balanceView(balance, false, 'KZT')).toEqual({ kind: 'amount', minor: Math.round((123456 * 540) / 100), currency: 'KZT' });
    expect(balanceView({ ...balance, totalBalanceRub: null }, false, 'KZT')).toEqual({ kind: 'amount', minor: 123456, currency: 'RUB' });
  });
});

describe('core/balance wallet menu (shell §4 "Account menu")', () => {
  it('tj needs a TJS balance, ge a GEL balance, other locales a currency other than USD', () => {
    expect(walletMenuVisible('tj', 'TJS', { ...balance, moneyBalanceTJS: 0 })).toBe(false);
    expect(walletMenuVisible('tj', 'TJS', { ...balance, moneyBalanceTJS: 100 })).toBe(true);
    expect(walletMenuVisible('ge', 'GEL', { ...balance, moneyBalanceGEL: 4550 })).toBe(true);
    expect(walletMenuVisible('ge', 'GEL', null)).toBe(false);
    expect(walletMenuVisible('ru', 'RUB', null)).toBe(true);
    expect(walletMenuVisible('global', 'USD', balance)).toBe(false);
  });
});

describe('core/balance loading (shell §8 "Balance fetch failure is marked as a network error"; routing §7 "balance 1 s")', () => {
  beforeEach(resetPage);
  afterEach(() => vi.unstubAllGlobals());

  it('a guest has no balance and nothing is asked', async () => {
    const calls = fakeFetch(() => json({}));
    expect(await loadBalance()).toEqual({ status: 'guest' });
    expect(calls).toHaveLength(0);
  });

  it('signed in: GET {site}/webapi/balance with the token and a 1 s timeout', async () => {
    setToken(makeJwt());
    const calls = fakeFetch(() => json({ state: 0, value: wire }));
    const timeouts: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (fn: () => void, ms?: number) => {
      timeouts.push(ms ?? 0);
      return realSetTimeout(fn, ms);
    });
    const state = await loadBalance();
    expect(state).toEqual({ status: 'ready', balance });
    expect(calls[0]!.url).toBe(`${SERVICES.site}/webapi/balance`);
    expect(headerOf(calls[0], 'Authorization')).toMatch(/^Bearer /);
    expect(BALANCE_TIMEOUT_MS).toBe(1000);
    expect(timeouts).toContain(1000);
  });

  it('§8 a server error marks the network error and keeps the last good balance', async () => {
    setToken(makeJwt());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(() => json({ state: 0, value: wire }));
    await loadBalance();
    fakeFetch(() => status(500, {}, 'boom'));
    const state = await loadBalance();
    expect(state).toMatchObject({ status: 'error', balance });
    expect(getStore().get(balanceNetworkErrorAtom)).toBe(true);
    fakeFetch(networkDown);
    await loadBalance();
    expect(getStore().get(balanceStateAtom).status).toBe('error');
    warn.mockRestore();
  });

  it('routing §8 a load replaced by a newer one (the header beside the wallet checks) gives its caller the newer outcome, never "loading"', async () => {
    setToken(makeJwt());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(() => status(503, {}, 'down'));
    const first = loadBalance();
    const second = loadBalance();
    const [firstState, secondState] = await Promise.all([first, second]);
    expect(secondState).toMatchObject({ status: 'error' });
    expect(firstState).toBe(secondState);
    fakeFetch(() => json({ state: 0, value: wire }));
    const [a, b] = await Promise.all([loadBalance(), loadBalance()]);
    expect(a).toEqual({ status: 'ready', balance });
    expect(b).toBe(a);
    warn.mockRestore();
  });

  it('a state -1 or malformed answer is an error state too, never a rejection', async () => {
    setToken(makeJwt());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch(() => json({ state: -1, reason: 'x' }));
    await expect(loadBalance()).resolves.toMatchObject({ status: 'error' });
    fakeFetch(() => json({ state: 0, value: { totalBalance: 'lots' } }));
    await expect(loadBalance()).resolves.toMatchObject({ status: 'error' });
    warn.mockRestore();
  });
});

describe('core/balance hidden flag (shell §4 "can be hidden (stored)")', () => {
  beforeEach(() => {
    resetPage();
    reloadBalanceHidden();
  });

  it('is remembered across a reload', () => {
    expect(getStore().get(balanceHiddenAtom)).toBe(false);
    setBalanceHidden(true);
    expect(localStorage.getItem('vitrina:balance-hidden')).toBe('true');
    reloadBalanceHidden();
    expect(getStore().get(balanceHiddenAtom)).toBe(true);
  });

  it('anything stored but true reads as shown', () => {
    localStorage.setItem('vitrina:balance-hidden', '"yes"');
    reloadBalanceHidden();
    expect(getStore().get(balanceHiddenAtom)).toBe(false);
  });
});
