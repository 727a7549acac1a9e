import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renewToken } from '../../../core/transport/auth/renew';
import { signOut } from '../../../core/transport/auth/sign-out';
import { isSlideDue, isSlidingOff, slideDueAt, slideToken } from '../../../core/transport/auth/slide';
import { startSlideSchedule } from '../../../core/transport/auth/slide-schedule';
import { startAuth } from '../../../core/transport/auth/start';
import { getSticker, getToken, isSignedIn, setToken, TOKEN_STORAGE_KEY } from '../../../core/transport/token/token';
import { InvalidTokenError } from '../../../core/transport/http/errors';
import { request } from '../../../core/transport/http/request';
import { setTokenRenewal } from '../../../core/transport/http/token-renewal';
import { type Call, fakeFetch, hangingReply, headerOf, json, makeJwt, networkDown, ORIGIN, resetPage, status } from './http-fakes';
import { freshRuntime } from '../fresh-runtime';
import { getRuntime } from '../../../core/runtime';

const AUTH = `${ORIGIN}/svc/auth`;
const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

interface AuthServerOptions {
  slide?: (call: Call) => Response | Promise<Response>;
  confirm?: (call: Call, attempt: number) => Response | Promise<Response>;
  api?: (call: Call) => Response | Promise<Response>;
}

/** The auth service of the service map, plus whatever else the test routes to `api`. */
function authServer(options: AuthServerOptions = {}) {
  const issued: string[] = [];
  let confirms = 0;
  const calls = fakeFetch((call) => {
    if (call.url === `${AUTH}/v2/auth/slide-v3`) {
      if (options.slide) return options.slide(call);
      const token = makeJwt({ session_id: `slid-${issued.length}`, iat: nowS() });
      issued.push(token);
      return json({ result: 0, payload: { access_token: token, sticker: `sticker-${issued.length}` }, error: null });
    }
    if (call.url === `${AUTH}/v2/auth/slide-v3-confirm`) {
      confirms++;
      return options.confirm ? options.confirm(call, confirms) : json({ result: 0 });
    }
    if (call.url.includes('/webapi/logging/')) return status(204);
    return options.api ? options.api(call) : status(204);
  });
  const to = (path: string) => calls.filter((c) => c.url.split('?')[0] === `${AUTH}${path}`);
  return { calls, issued, slides: () => to('/v2/auth/slide-v3'), confirms: () => to('/v2/auth/slide-v3-confirm') };
}

function signInAged(ageSeconds: number, user = 42): string {
  const token = makeJwt({ user, session_id: 'original', iat: nowS() - ageSeconds });
  setToken(token);
  return token;
}

beforeEach(() => {
  freshRuntime(); // a new page: sliding on, no forced refresh made or scheduled yet
  resetPage();
  setTokenRenewal(renewToken); // as the kit's boot does
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.clearAllTimers(); // a forced refresh scheduled by the test never fires in the next one
  vi.useRealTimers();
});

describe('storefront-shell.md §4 "Auth token": slide timing', () => {
  it('§4 a token may be slid 2 days after issue, not a millisecond earlier', () => {
    const data = { user: '1', shard_key: '1', session_id: 's', iat: 1_700_000_000 };
    expect(slideDueAt(data)).toBe(1_700_172_800_000);
    expect(isSlideDue(data, 1_700_172_799_999)).toBe(false);
    expect(isSlideDue(data, 1_700_172_800_000)).toBe(true);
  });

  it('§4 the schedule slides exactly when the token turns 2 days old, then re-arms for the new token', async () => {
    vi.useFakeTimers({ now: 1_750_000_000_000 }); // a whole second: iat has second precision
    const server = authServer();
    signInAged(2 * DAY_S - 60);
    const stop = startSlideSchedule();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(server.slides()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(getToken()).toBe(server.issued[0]));
    // The new token is fresh: nothing more until it is 2 days old.
    await vi.advanceTimersByTimeAsync(172_799_000);
    expect(server.slides()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(server.slides()).toHaveLength(2));
    stop();
  });

  it('a token older than 2 days at start slides at once; a guest has nothing to slide', async () => {
    vi.useFakeTimers();
    const server = authServer();
    const stop = startSlideSchedule();
    await vi.advanceTimersByTimeAsync(172_800_000);
    expect(server.slides()).toHaveLength(0);
    signInAged(3 * DAY_S);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(server.slides()).toHaveLength(1));
    stop();
  });

  it('startAuth runs the slide schedule and the cross-tab sync until stopped', async () => {
    vi.useFakeTimers();
    const server = authServer();
    signInAged(3 * DAY_S);
    const stop = startAuth();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(server.slides()).toHaveLength(1));
    stop();
    signInAged(3 * DAY_S);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.slides()).toHaveLength(1);
  });

  it('a token not yet 2 days old is not slid', async () => {
    const server = authServer();
    signInAged(2 * DAY_S - 5);
    await expect(slideToken()).resolves.toBe('skipped');
    expect(server.calls).toHaveLength(0);
  });
});

describe('storefront-shell.md §4/§7 the slide exchange', () => {
  it('§7 slide-v3 {sticker} with the old token, then slide-v3-confirm {sticker} with the new one', async () => {
    const server = authServer();
    const old = signInAged(3 * DAY_S);
    localStorage.setItem('vitrina:token-sticker', 'old-sticker');
    await expect(slideToken()).resolves.toBe('success');
    const [slide] = server.slides();
    expect(slide).toMatchObject({ method: 'POST', body: '{"sticker":"old-sticker"}' });
    expect(headerOf(slide, 'Authorization')).toBe(`Bearer ${old}`);
    const [confirm] = server.confirms();
    expect(confirm!.body).toBe('{"sticker":"sticker-1"}');
    expect(headerOf(confirm, 'Authorization')).toBe(`Bearer ${server.issued[0]}`);
    expect(getToken()).toBe(server.issued[0]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(server.issued[0]);
    expect(getSticker()).toBe('sticker-1');
    await vi.waitFor(() => expect(server.calls.some((c) => c.url === `${ORIGIN}/webapi/logging/wbxauth/metrics?act=slide&status=success`)).toBe(true));
  });

  it('§4 refused (result 1): the token is dropped', async () => {
    authServer({ slide: () => json({ result: 1, payload: null, error: 'refused' }) });
    signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('refused');
    expect(isSignedIn()).toBe(false);
  });

  it('§4 refused (401): the token is dropped', async () => {
    authServer({ slide: () => status(401) });
    signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('refused');
    expect(isSignedIn()).toBe(false);
  });

  it.each([
    ['another result', () => json({ result: 5, error: 'later' })],
    ['success without a token', () => json({ result: 0, payload: {} })],
    ['a malformed answer', () => json({ nope: true })],
    ['a server error', () => status(500)],
    ['the network', () => networkDown()],
    ['a token that is not a JWT', () => json({ result: 0, payload: { access_token: 'x', sticker: 's' } })],
  ])('§4 other error (%s): token kept, sliding off for the session', async (_, slide) => {
    const server = authServer({ slide });
    const old = signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('error');
    expect(getToken()).toBe(old);
    expect(isSlidingOff()).toBe(true);
    await expect(slideToken()).resolves.toBe('skipped');
    expect(server.slides()).toHaveLength(1);
  });

  it('§4 "confirmation retried up to 3 times": three failures then a success is a success after 4 attempts', async () => {
    const server = authServer({ confirm: (_, attempt) => (attempt <= 3 ? status(503) : json({ result: 0 })) });
    signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('success');
    expect(server.confirms()).toHaveLength(4);
    expect(getToken()).toBe(server.issued[0]);
  });

  it('§4 "confirmation retried up to 3 times": a confirmation failing 4 times is an error (no 5th attempt); the old token stays', async () => {
    const server = authServer({ confirm: () => json({ result: 3 }) });
    const old = signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('error');
    expect(server.confirms()).toHaveLength(4);
    expect(getToken()).toBe(old);
  });

  it('an empty or non-JSON confirmation answer confirms', async () => {
    authServer({ confirm: () => new Response('OK') });
    signInAged(3 * DAY_S);
    await expect(slideToken()).resolves.toBe('success');
  });

  it('§4 "20 s timeout": the exchange times out after 20000 ms, not before', async () => {
    vi.useFakeTimers();
    authServer({ slide: hangingReply });
    signInAged(3 * DAY_S);
    let result: string | undefined;
    void slideToken().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('error');
  });

  it('one tab slides at a time: with another tab holding the slide lock this tab skips', async () => {
    const server = authServer();
    signInAged(3 * DAY_S);
    localStorage.setItem('vitrina:lock:vitrina:auth-slide', JSON.stringify({ owner: 'other', expires: Date.now() + 60_000 }));
    await expect(slideToken()).resolves.toBe('skipped');
    expect(server.calls).toHaveLength(0);
  });

  it('a token another tab already slid is taken instead of sliding again', async () => {
    const server = authServer();
    signInAged(3 * DAY_S);
    const fresh = makeJwt({ session_id: 'other-tab', iat: nowS() });
    localStorage.setItem(TOKEN_STORAGE_KEY, fresh);
    await expect(slideToken()).resolves.toBe('skipped');
    expect(getToken()).toBe(fresh);
    expect(server.calls).toHaveLength(0);
  });
});

describe('storefront-shell.md §4/§8 invalid token (498)', () => {
  it('§8 a 498 refresh slides at once (whatever the age) and the request is retried with the new token', async () => {
    const server = authServer({
      api: (call) => (headerOf(call, 'Authorization') === `Bearer ${server.issued[0]}` ? json({ ok: true }) : status(498, { 'X-Token-Action': 'refresh' })),
    });
    signInAged(60);
    await expect(request({ url: `${ORIGIN}/svc/cart/sync`, auth: 'required' })).resolves.toEqual({ ok: true });
    expect(server.slides()).toHaveLength(1);
    await vi.waitFor(() => expect(server.calls.some((c) => c.url.endsWith('act=refresh&status=success'))).toBe(true));
  });

  it('§4 the forced refresh ignores a session whose sliding is off', async () => {
    const server = authServer({ slide: () => json({ result: 9 }) });
    signInAged(3 * DAY_S);
    await slideToken();
    expect(isSlidingOff()).toBe(true);
    server.calls.length = 0;
    await renewToken('refresh', getToken());
    expect(server.slides()).toHaveLength(1);
  });

  it('§8 concurrent 498s share one refresh', async () => {
    const server = authServer({
      api: (call) => (server.issued.some((t) => headerOf(call, 'Authorization') === `Bearer ${t}`) ? json(1) : status(498, { 'X-Token-Action': 'get' })),
    });
    signInAged(60);
    const url = `${ORIGIN}/svc/favs/sync`;
    await expect(Promise.all([request({ url, auth: 'required' }), request({ url, auth: 'required' })])).resolves.toEqual([1, 1]);
    expect(server.slides()).toHaveLength(1);
  });

  it('§4 "forced refresh 120 s after an invalid-token response": a second 498 within 120000 ms waits for it', async () => {
    vi.useFakeTimers();
    const server = authServer({ api: () => status(498, { 'X-Token-Action': 'refresh' }) });
    signInAged(60);
    const url = `${ORIGIN}/svc/cart/sync`;
    await expect(request({ url, auth: 'required' })).rejects.toBeInstanceOf(InvalidTokenError);
    expect(server.slides()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(30_000);
    await expect(request({ url, auth: 'required' })).rejects.toBeInstanceOf(InvalidTokenError);
    expect(server.slides()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(89_999); // 119999 ms after the first 498
    expect(server.slides()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // Not vi.waitFor: under fake timers it moves the clock on while it polls.
    await vi.advanceTimersByTimeAsync(0);
    expect(server.slides()).toHaveLength(2);
  });

  it("the page's runtime disposed (a test's end): the forced refresh it scheduled never runs", async () => {
    vi.useFakeTimers();
    const server = authServer({ api: () => status(498, { 'X-Token-Action': 'refresh' }) });
    signInAged(60);
    const url = `${ORIGIN}/svc/cart/sync`;
    await expect(request({ url, auth: 'required' })).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(request({ url, auth: 'required' })).rejects.toBeInstanceOf(InvalidTokenError);
    expect(server.slides()).toHaveLength(1);
    getRuntime().dispose();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.slides()).toHaveLength(1);
  });

  it('renewal answers at once when another call already replaced the token, and fails for a guest', async () => {
    const server = authServer();
    setToken(makeJwt({ session_id: 'new' }));
    await expect(renewToken('refresh', makeJwt({ session_id: 'stale' }))).resolves.toBe(true);
    resetPage();
    await expect(renewToken('get', null)).resolves.toBe(false);
    expect(server.calls).toHaveLength(0);
  });
});

describe('storefront-shell.md §7 "Auth": sign-out', () => {
  it('§7 POST /v2/auth/logoff, the token dropped, then POST /webapi/security/exit {returnUrl}', async () => {
    const server = authServer();
    const token = signInAged(60);
    await signOut('https://shop.example/lk');
    const logoff = server.calls.find((c) => c.url === `${AUTH}/v2/auth/logoff`);
    expect(logoff?.method).toBe('POST');
    expect(headerOf(logoff, 'Authorization')).toBe(`Bearer ${token}`);
    const exit = server.calls.find((c) => c.url === `${ORIGIN}/webapi/security/exit`);
    expect(exit).toMatchObject({ method: 'POST', body: '{"returnUrl":"https://shop.example/lk"}' });
    expect(server.calls.indexOf(logoff!)).toBeLessThan(server.calls.indexOf(exit!));
    expect(isSignedIn()).toBe(false);
    await vi.waitFor(() => expect(server.calls.some((c) => c.url.endsWith('wbxauth/metrics?act=logoff&status=success'))).toBe(true));
  });

  it('a failing logoff or exit still signs out on this device (returnUrl defaults to the current address)', async () => {
    const calls = fakeFetch((call) => (call.url.includes('/logging/') ? status(204) : networkDown()));
    signInAged(60);
    await signOut();
    expect(isSignedIn()).toBe(false);
    expect(calls.find((c) => c.url.endsWith('/webapi/security/exit'))!.body).toBe(JSON.stringify({ returnUrl: location.href }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('act=logoff&status=network'))).toBe(true));
  });
});
