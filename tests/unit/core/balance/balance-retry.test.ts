import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceNetworkErrorAtom, balanceStateAtom, loadBalance, retryBalanceAfterFailure } from '../../../../core/domain/wallet/balance';
import { clearToken, setToken } from '../../../../core/transport/token/token';
import { getStore } from '../../../../core/platform/store/store';
import { fakeFetch, json, makeJwt, resetPage, status } from '../http-fakes';

const wire = { totalBalance: 5000, cashbackBalance: 0, balanceCurrency: 'RUB', totalBalanceRub: 5000, walletTypeCode: 0, walletRidLimit: -1 };

describe('core/balance retry after a failure (shell §8 "Balance fetch failure is marked as a network error"; routing §7 "balance 1 s")', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    resetPage();
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setToken(makeJwt());
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks again 2, 4 and 8 s after failures, then stops; the network-error mark stays on while it retries', async () => {
    const calls = fakeFetch(() => status(503, {}, 'down'));
    stop = retryBalanceAfterFailure(() => loadBalance());
    await loadBalance();
    expect(calls).toHaveLength(1);
    for (const [wait, total] of [
      [2000, 2],
      [4000, 3],
      [8000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(total - 1);
      expect(getStore().get(balanceNetworkErrorAtom)).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(total);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    expect(getStore().get(balanceNetworkErrorAtom)).toBe(true);
  });

  it('a retry that succeeds shows the balance and clears the mark', async () => {
    let fail = true;
    fakeFetch(() => (fail ? status(500, {}, 'boom') : json({ state: 0, value: wire })));
    stop = retryBalanceAfterFailure(() => loadBalance());
    await loadBalance();
    expect(getStore().get(balanceNetworkErrorAtom)).toBe(true);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(getStore().get(balanceStateAtom)).toMatchObject({ status: 'ready', balance: { totalBalance: 5000 } });
    expect(getStore().get(balanceNetworkErrorAtom)).toBe(false);
  });

  it('coming back online asks at once, and the back-off starts afresh', async () => {
    const calls = fakeFetch(() => status(503, {}, 'down'));
    stop = retryBalanceAfterFailure(() => loadBalance());
    await loadBalance();
    for (const wait of [2000, 4000, 8000]) await vi.advanceTimersByTimeAsync(wait);
    expect(calls).toHaveLength(4);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(6);
  });

  it('a signed-out shopper is never retried', async () => {
    const calls = fakeFetch(() => status(503, {}, 'down'));
    stop = retryBalanceAfterFailure(() => loadBalance());
    await loadBalance();
    clearToken();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
  });
});
