import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REQUIRED_EVENT } from '../../../core/transport/token/auth-required';
import { applySession, getToken, isSignedIn, setToken, TOKEN_STORAGE_KEY } from '../../../core/transport/token/token';
import { setServiceMap } from '../../../core/transport/services/services';
import { ServiceMapError } from '../../../contracts/service-map';
import {
  AbortError,
  CancelledError,
  classifyError,
  HttpFailure,
  InvalidRequestError,
  InvalidTokenError,
  isTransient,
  KnownServerError,
  MalformedResponseError,
  MissTokenError,
  NetworkError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
} from '../../../core/transport/http/errors';
import { request } from '../../../core/transport/http/request';
import type { TokenAction } from '../../../contracts/http';
import { setTokenRenewal } from '../../../core/transport/http/token-renewal';
import { fakeFetch, hangingReply, headerOf, json, makeJwt, networkDown, ORIGIN, resetPage, SERVICES, status, text } from './http-fakes';
import { freshRuntime } from '../fresh-runtime';

const renewToken = vi.fn<(action: TokenAction, stale: string | null) => Promise<boolean>>();

const URL_A = `${ORIGIN}/svc/catalog/cards/list`;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  resetPage();
  renewToken.mockReset();
  setTokenRenewal(renewToken);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storefront-shell.md §8 HTTP error matrix', () => {
  it('§8 401 raises unauthorized and keeps the token when there is no token-drop header', async () => {
    setToken(makeJwt());
    fakeFetch(() => status(401));
    const error = await failure(request({ url: URL_A, auth: 'required' }));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, tokenDropped: false });
    expect(isSignedIn()).toBe(true);
  });

  it('§8 403 without the token-drop header raises unauthorized, token kept, no sign-in signal', async () => {
    setToken(makeJwt());
    const signal = vi.fn();
    addEventListener(AUTH_REQUIRED_EVENT, signal);
    fakeFetch(() => status(403));
    const error = await failure(request({ url: URL_A, auth: 'required' }));
    removeEventListener(AUTH_REQUIRED_EVENT, signal);
    expect(error).toMatchObject({ name: 'UnauthorizedError', status: 403, tokenDropped: false });
    expect(isSignedIn()).toBe(true);
    expect(signal).not.toHaveBeenCalled();
  });

  it('§8 403 with the token-drop header clears the token and shows the login popup when a widget handles it', async () => {
    setToken(makeJwt());
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const handler = vi.fn((event: Event) => event.preventDefault());
    addEventListener(AUTH_REQUIRED_EVENT, handler);
    fakeFetch(() => status(403, { 'X-Drop-Token': '1' }));
    const error = await failure(request({ url: URL_A, auth: 'required' }));
    removeEventListener(AUTH_REQUIRED_EVENT, handler);
    expect(error).toMatchObject({ status: 403, tokenDropped: true });
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
    expect((handler.mock.calls[0]![0] as CustomEvent).detail).toEqual({ returnUrl: location.href });
    expect(assign).not.toHaveBeenCalled();
  });

  it('§8 401 with the token-drop header redirects to sign-in with returnUrl when no widget handles it', async () => {
    setToken(makeJwt());
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    fakeFetch(() => status(401, { 'X-Drop-Token': '1' }));
    await failure(request({ url: URL_A, auth: 'optional' }));
    expect(isSignedIn()).toBe(false);
    expect(assign).toHaveBeenCalledWith(`/security/login?returnUrl=${encodeURIComponent(location.href)}`);
  });

  it('§4/§8 a token drop answered after another tab signed out (or in again) leaves this page alone: no clear, no sign-in', async () => {
    const old = makeJwt();
    setToken(old);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const asked = vi.fn();
    addEventListener(AUTH_REQUIRED_EVENT, asked);
    // The other tab's sign-in lands while this request is out; its answer drops the old token.
    const next = makeJwt({ session_id: 's2' });
    fakeFetch(() => {
      setToken(next);
      return status(401, { 'X-Drop-Token': '1' });
    });
    const error = await failure(request({ url: URL_A, auth: 'optional' }));
    removeEventListener(AUTH_REQUIRED_EVENT, asked);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(isSignedIn()).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("§4/§8 a token drop that comes just before another tab's sign-out reaches this one is not acted on", async () => {
    setToken(makeJwt());
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const asked = vi.fn();
    addEventListener(AUTH_REQUIRED_EVENT, asked);
    // The other tab's logoff revoked the session; its token removal lands here 50 ms after our answer.
    fakeFetch(() => {
      setTimeout(() => applySession(null, 'other-tab'), 50);
      return status(401, { 'X-Drop-Token': '1' });
    });
    await failure(request({ url: URL_A, auth: 'optional' }));
    removeEventListener(AUTH_REQUIRED_EVENT, asked);
    expect(isSignedIn()).toBe(false);
    expect(asked).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('§8 404 is not found', async () => {
    fakeFetch(() => status(404));
    expect(await failure(request({ url: URL_A }))).toBeInstanceOf(NotFoundError);
  });

  it.each([204, 208])('§8 %i gives null', async (code) => {
    fakeFetch(() => status(code));
    await expect(request({ url: URL_A, parse: () => 'never' })).resolves.toBeNull();
  });

  it.each([500, 503])('§8 %i raises a failure keeping status and body', async (code) => {
    fakeFetch(() => status(code, {}, 'upstream down'));
    const error = await failure(request({ url: URL_A }));
    expect(error).toBeInstanceOf(HttpFailure);
    expect(error).toMatchObject({ status: code, body: 'upstream down', url: URL_A });
    expect(isTransient(error)).toBe(true);
    expect(classifyError(error)).toBe('error');
  });

  it('§8 other 4xx statuses are failures that are not worth retrying', async () => {
    fakeFetch(() => status(409, {}, 'conflict'));
    const error = await failure(request({ url: URL_A }));
    expect(error).toMatchObject({ name: 'HttpFailure', status: 409 });
    expect(isTransient(error)).toBe(false);
  });

  it.each(['get', 'refresh'] as const)('§8 498 with X-Token-Action: %s fetches a new token and retries once', async (action) => {
    const first = makeJwt({ session_id: 'first' });
    const second = makeJwt({ session_id: 'second' });
    setToken(first);
    renewToken.mockImplementation(async () => {
      setToken(second);
      return true;
    });
    const calls = fakeFetch((call) => (headerOf(call, 'Authorization') === `Bearer ${first}` ? status(498, { 'X-Token-Action': action }) : json({ ok: 1 })));
    await expect(request({ url: URL_A, auth: 'required' })).resolves.toEqual({ ok: 1 });
    expect(renewToken).toHaveBeenCalledExactlyOnceWith(action, first);
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[1], 'Authorization')).toBe(`Bearer ${second}`);
  });

  it('§8 498 again after the retry raises invalid token without a second renewal', async () => {
    setToken(makeJwt());
    renewToken.mockResolvedValue(true);
    const calls = fakeFetch(() => status(498, { 'X-Token-Action': 'refresh' }));
    const error = await failure(request({ url: URL_A, auth: 'required' }));
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('§8 498 whose renewal fails raises invalid token', async () => {
    setToken(makeJwt());
    renewToken.mockResolvedValue(false);
    const calls = fakeFetch(() => status(498, { 'X-Token-Action': 'get' }));
    expect(await failure(request({ url: URL_A, auth: 'required' }))).toBeInstanceOf(InvalidTokenError);
    expect(calls).toHaveLength(1);
  });

  it('§8 498 whose renewal throws raises invalid token (never an untyped error)', async () => {
    setToken(makeJwt());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renewToken.mockRejectedValue(new Error('boom'));
    fakeFetch(() => status(498, { 'X-Token-Action': 'get' }));
    expect(await failure(request({ url: URL_A, auth: 'required' }))).toBeInstanceOf(InvalidTokenError);
  });

  it('§8 498 without a get/refresh action does not renew', async () => {
    setToken(makeJwt());
    fakeFetch(() => status(498, { 'X-Token-Action': 'dance' }));
    expect(await failure(request({ url: URL_A, auth: 'required' }))).toBeInstanceOf(InvalidTokenError);
    expect(renewToken).not.toHaveBeenCalled();
  });

  it('§8 498 on a call that turned renewal off (the auth calls themselves) does not renew', async () => {
    setToken(makeJwt());
    fakeFetch(() => status(498, { 'X-Token-Action': 'refresh' }));
    expect(await failure(request({ url: URL_A, auth: 'required', renewToken: false }))).toBeInstanceOf(InvalidTokenError);
    expect(renewToken).not.toHaveBeenCalled();
  });

  it('§8 network down becomes a network error, classed network for metrics', async () => {
    fakeFetch(networkDown);
    const error = await failure(request({ url: URL_A }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(classifyError(error)).toBe('network');
    expect(isTransient(error)).toBe(true);
  });

  it('§8 a body that breaks off mid-read is a network error', async () => {
    const broken = new Response('{}');
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    fakeFetch(() => broken);
    expect(await failure(request({ url: URL_A }))).toBeInstanceOf(NetworkError);
  });

  it('§8 fetch timeout raises an abort error after the default 10000 ms (routing-wallet §7 "10 s default")', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const outcome = failure(request({ url: URL_A }));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ timeoutMs: 10_000 });
    expect(classifyError(error)).toBe('network');
  });

  it('§8 a per-call timeout applies to reading the body as well', async () => {
    vi.useFakeTimers();
    fakeFetch((call) => {
      const response = new Response('{}');
      vi.spyOn(response, 'text').mockImplementation(() => hangingReply(call) as never);
      return response;
    });
    const outcome = failure(request({ url: URL_A, timeout: 3000 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome).toMatchObject({ name: 'TimeoutError', timeoutMs: 3000 });
  });

  it('§8 a caller abort becomes a cancelled request, not a network error', async () => {
    const controller = new AbortController();
    fakeFetch(hangingReply);
    const outcome = failure(request({ url: URL_A, signal: controller.signal }));
    controller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(CancelledError);
    expect(error).toBeInstanceOf(AbortError);
    expect(classifyError(error)).toBe('error');
    expect(isTransient(error)).toBe(false);
  });

  it('§8 an already aborted signal cancels at once', async () => {
    fakeFetch(() => json({}));
    expect(await failure(request({ url: URL_A, signal: AbortSignal.abort() }))).toBeInstanceOf(CancelledError);
  });

  it('§8 malformed JSON is a typed malformed-response error, not a SyntaxError', async () => {
    fakeFetch(() => text('{"products": ['));
    const error = await failure(request({ url: URL_A }));
    expect(error).toBeInstanceOf(MalformedResponseError);
  });

  it('a payload the call validator refuses is a malformed-response error, never a TypeError', async () => {
    fakeFetch(() => json({ data: null }));
    const parse = (raw: unknown) => (raw as { data: { products: unknown[] } }).data.products.length;
    const error = await failure(request({ url: URL_A, parse }));
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it("§8 a call that needs a token without one is rejected with 'miss token' before anything is sent", async () => {
    const calls = fakeFetch(() => json({}));
    const error = await failure(request({ url: URL_A, auth: 'required' }));
    expect(error).toBeInstanceOf(MissTokenError);
    expect((error as Error).message).toBe('miss token');
    expect(calls).toHaveLength(0);
  });

  it('§8 a v2 answer with an error raises a known server error', async () => {
    fakeFetch(() => json({ error: 'limit', data: null }));
    const error = await failure(request({ url: URL_A, v2: true }));
    expect(error).toBeInstanceOf(KnownServerError);
    expect(error).toMatchObject({ serverError: 'limit' });
  });

  it('§8 a v2 answer with state -1 raises a known server error; error null is fine', async () => {
    fakeFetch(() => json({ state: -1, reason: 12 }));
    expect(await failure(request({ url: URL_A, v2: true }))).toMatchObject({ name: 'KnownServerError', serverError: 12 });
    fakeFetch(() => json({ error: null, state: 0 }));
    await expect(request({ url: URL_A, v2: true })).resolves.toEqual({ error: null, state: 0 });
  });
});

describe('storefront-shell.md §7 headers and bodies', () => {
  it('§7 sync calls carry Wb-AppType: site and the Bearer JWT', async () => {
    const token = makeJwt();
    setToken(token);
    const calls = fakeFetch(() => json([]));
    await request({ url: { group: 'favs', path: '/sync' }, query: { ts: 5, device_id: 'd1' }, body: { json: [{ op_type: 1 }] }, auth: 'required' });
    expect(calls[0]).toMatchObject({ url: `${SERVICES.favs}/sync?ts=5&device_id=d1`, method: 'POST', body: '[{"op_type":1}]' });
    expect(headerOf(calls[0], 'Wb-AppType')).toBe('site');
    expect(headerOf(calls[0], 'Authorization')).toBe(`Bearer ${token}`);
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('a public call sends neither header; an optional-auth call for a guest sends only Wb-AppType', async () => {
    const calls = fakeFetch(() => json({}));
    await request({ url: URL_A });
    await request({ url: URL_A, auth: 'optional' });
    expect(headerOf(calls[0], 'Authorization')).toBeUndefined();
    expect(headerOf(calls[0], 'Wb-AppType')).toBeUndefined();
    expect(headerOf(calls[1], 'Authorization')).toBeUndefined();
    expect(headerOf(calls[1], 'Wb-AppType')).toBe('site');
    expect(calls[0]!.method).toBe('GET');
  });

  it('sends a serialised form, text bodies, extra headers, and reads text', async () => {
    const calls = fakeFetch(() => text('abc'));
    await expect(
      request({ url: URL_A, body: { form: { includeInOrderStr: '1;2', isBuyItNowMode: false } }, responseType: 'text', headers: { 'X-A': 'b' } }),
    ).resolves.toBe('abc');
    expect(calls[0]!.body).toBe('includeInOrderStr=1%3B2&isBuyItNowMode=false');
    expect(headerOf(calls[0], 'Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(headerOf(calls[0], 'X-A')).toBe('b');
    await request({ url: URL_A, body: { form: new URLSearchParams({ a: '1' }) }, responseType: 'none' });
    await request({ url: `${URL_A}?x=1`, query: { y: 2, z: undefined, n: null }, body: { text: 'raw' }, responseType: 'none' });
    expect(calls[1]!.body).toBe('a=1');
    expect(calls[2]).toMatchObject({ url: `${URL_A}?x=1&y=2`, body: 'raw' });
  });

  it('a body JSON cannot carry is a typed invalid-request error and nothing is sent', async () => {
    const calls = fakeFetch(() => json({}));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await failure(request({ url: URL_A, body: { json: cyclic } }))).toBeInstanceOf(InvalidRequestError);
    expect(calls).toHaveLength(0);
  });

  it('a service-group call waits for the service map, then goes to its base', async () => {
    freshRuntime();
    const calls = fakeFetch(() => json({ n: 1 }));
    const pending = request({ url: { group: 'menu', path: '/v11/menu' } });
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    setServiceMap(SERVICES);
    await expect(pending).resolves.toEqual({ n: 1 });
    expect(calls[0]!.url).toBe(`${SERVICES.menu}/v11/menu`);
  });

  it('a service map without the group gives ServiceMapError; a map that never loads times out', async () => {
    freshRuntime();
    setServiceMap({ site: ORIGIN });
    fakeFetch(() => json({}));
    expect(await failure(request({ url: { group: 'menu' } }))).toBeInstanceOf(ServiceMapError);
    freshRuntime();
    vi.useFakeTimers();
    const outcome = failure(request({ url: { group: 'menu' }, timeout: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('sends a given token instead of the stored one, with credentials and cache modes', async () => {
    setToken(makeJwt({ session_id: 'stored' }));
    const other = makeJwt({ session_id: 'given' });
    const fetchSpy = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchSpy);
    await request({ url: URL_A, auth: 'required', token: other, credentials: 'include', cache: 'no-cache' });
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${other}`);
    expect(init).toMatchObject({ credentials: 'include', cache: 'no-cache' });
    expect(getToken()).not.toBe(other);
  });
});
