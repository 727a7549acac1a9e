import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../core/transport/token/token';
import { MissTokenError, TimeoutError } from '../../../../core/transport/http/errors';
import { postSync } from '../../../../core/transport/sync/transport';
import { fakeFetch, hangingReply, headerOf, json, makeJwt, resetPage, SERVICES } from '../http-fakes';

const call = (rememberMe: boolean) => ({
  group: 'favs' as const,
  ts: 123,
  deviceId: 'dev',
  rememberMe,
  ops: [{ chrt_id: 1 }],
  timeoutMs: 10_000,
  parse: (raw: unknown) => raw,
});

beforeEach(() => resetPage());

describe('POST {favs}/sync (storefront-shell.md §7)', () => {
  it('§7 sends ts, device_id, the JSON array, Wb-AppType: site and the token', async () => {
    const token = makeJwt();
    setToken(token);
    const calls = fakeFetch(() => json({ state: 0, change_ts: 1, result_set: [] }));
    await postSync(call(false));
    expect(calls[0]!.url).toBe(`${SERVICES.favs}/sync?ts=123&device_id=dev`);
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(calls[0]!.body!)).toEqual([{ chrt_id: 1 }]);
    expect(headerOf(calls[0], 'Wb-AppType')).toBe('site');
    expect(headerOf(calls[0], 'Authorization')).toBe(`Bearer ${token}`);
  });

  it('§4 the full resend adds remember_me=true', async () => {
    setToken(makeJwt());
    const calls = fakeFetch(() => json({ state: 0, change_ts: 1, result_set: [] }));
    await postSync(call(true));
    expect(calls[0]!.url).toContain('&remember_me=true');
  });

  it('§8 without a token nothing is sent ("miss token")', async () => {
    const calls = fakeFetch(() => json({}));
    await expect(postSync(call(false))).rejects.toBeInstanceOf(MissTokenError);
    expect(calls).toHaveLength(0);
  });

  it("§7 the call gives up after the store's timeout, not before", async () => {
    vi.useFakeTimers();
    setToken(makeJwt());
    const calls = fakeFetch(hangingReply);
    const pending = postSync({ ...call(false), timeoutMs: 2_500 });
    const outcome = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(calls[0]!.signal!.aborted).toBe(true);
    vi.useRealTimers();
  });
});
