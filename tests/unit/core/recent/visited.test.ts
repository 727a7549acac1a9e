import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitedNms } from '../../../../core/domain/catalog';
import { fakeFetch, hangingReply, headerOf, json, makeJwt, ORIGIN, resetPage } from '../http-fakes';
import { setToken } from '../../../../core/transport/token';

beforeEach(() => {
  resetPage();
  setToken(makeJwt());
});
afterEach(() => vi.useRealTimers());

describe('storefront-routing-wallet.md §7 "POST /webapi/goods/visited-nm | no body; answer value.nmsArr | 2 s"', () => {
  it('§7 a signed-in shopper: POST with no body and the token, the product numbers of value.nmsArr', async () => {
    const calls = fakeFetch(() => json({ state: 0, value: { nmsArr: [31, 12, 31, 'x', -4, 7] } }));
    const load = createVisitedNms({ log: vi.fn() });
    await expect(load()).resolves.toEqual([31, 12, 7]);
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/webapi/goods/visited-nm`, method: 'POST', body: undefined });
    expect(headerOf(calls[0], 'Authorization')).toMatch(/^Bearer /);
  });

  it('a guest has no server list: no call', async () => {
    const calls = fakeFetch(() => json({ state: 0, value: { nmsArr: [1] } }));
    await expect(createVisitedNms({ signedIn: () => false })()).resolves.toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('§7 no answer within 2000 ms gives the fallback (no server views) and one logged error', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const load = createVisitedNms({ log });
    const first = load();
    await vi.advanceTimersByTimeAsync(1999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual([]);
    const second = load();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(second).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
  });

  it('a malformed answer (no value.nmsArr list) gives the fallback and one logged error', async () => {
    fakeFetch(() => json({ state: 0, value: { nmsArr: 'not a list' } }));
    const log = vi.fn();
    await expect(createVisitedNms({ log })()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toEqual({ call: 'visited-nm' });
  });
});
