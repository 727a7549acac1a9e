import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REQUIRED_EVENT, signalAuthRequired, signInUrl } from '../../../core/transport/token/auth-required';
import { startTokenSync } from '../../../core/transport/token/cross-tab';
import { decodeJwt, MalformedTokenError } from '../../../core/transport/token/jwt';
import { onSignInChange, type SignInChange } from '../../../core/transport/token/sign-in-change';
import {
  clearToken,
  getSession,
  getSticker,
  getToken,
  getTokenData,
  isSignedIn,
  sessionAtom,
  setToken,
  signedInAtom,
  STICKER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  TOKEN_TOPIC,
} from '../../../core/transport/token/token';
import { getStore } from '../../../core/platform/store/store';
import { base64Url, fullLocalStorage, makeJwt, resetPage } from './http-fakes';

/** Another tab of the same origin: its own channel on the bus's BroadcastChannel name. */
let otherTab: BroadcastChannel;
const received: unknown[] = [];
let stops: Array<() => void> = [];

beforeEach(() => {
  resetPage();
  received.length = 0;
  otherTab = new BroadcastChannel('vitrina');
  otherTab.onmessage = (event) => received.push(event.data);
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  otherTab.close();
});

describe('storefront-shell.md §3 "Auth token data": the JWT payload', () => {
  it('§3 decodes user, shard_key, session_id and iat from a base64url payload', () => {
    const token = makeJwt({ user: 1001, shard_key: '12', session_id: 'abc', iat: 1_700_000_000 });
    expect(decodeJwt(token)).toEqual({ user: '1001', shard_key: '12', session_id: 'abc', iat: 1_700_000_000 });
  });

  it('decodes non-ASCII payloads (base64url of UTF-8)', () => {
    const token = `h.${base64Url(JSON.stringify({ user: 'Ёж', shard_key: 1, session_id: 'с', iat: 1 }))}.s`;
    expect(decodeJwt(token)).toMatchObject({ user: 'Ёж', shard_key: '1', session_id: 'с' });
  });

  it.each([
    ['not a JWT', 'abc'],
    ['two parts', 'a.b'],
    ['payload not base64 JSON', 'a.%%%.c'],
    ['payload not an object', `a.${base64Url('5')}.c`],
    ['no user', `a.${base64Url(JSON.stringify({ shard_key: '1', session_id: 's', iat: 1 }))}.c`],
    ['no shard_key', `a.${base64Url(JSON.stringify({ user: 1, session_id: 's', iat: 1 }))}.c`],
    ['no session_id', `a.${base64Url(JSON.stringify({ user: 1, shard_key: '1', iat: 1 }))}.c`],
    ['iat not a number', `a.${base64Url(JSON.stringify({ user: 1, shard_key: '1', session_id: 's', iat: '1' }))}.c`],
  ])('refuses %s with MalformedTokenError', (_, token) => {
    expect(() => decodeJwt(token)).toThrow(MalformedTokenError);
  });
});

describe('token store', () => {
  it("keeps the JWT in localStorage 'vitrina:token', the session atom and the signed-in atom", () => {
    const token = makeJwt({ user: 7 });
    setToken(token, 'sticker-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(localStorage.getItem(STICKER_STORAGE_KEY)).toBe('sticker-1');
    expect(getToken()).toBe(token);
    expect(getSticker()).toBe('sticker-1');
    expect(getTokenData()).toMatchObject({ user: '7' });
    expect(isSignedIn()).toBe(true);
    expect(getStore().get(signedInAtom)).toBe(true);
  });

  it('refuses a malformed token and keeps the current session', () => {
    const token = makeJwt();
    setToken(token);
    expect(() => setToken('garbage')).toThrow(MalformedTokenError);
    expect(getToken()).toBe(token);
  });

  it('clearToken drops token and sticker', () => {
    setToken(makeJwt(), 's');
    clearToken();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STICKER_STORAGE_KEY)).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(getStore().get(signedInAtom)).toBe(false);
    expect(getTokenData()).toBeNull();
  });

  it('reads the stored token when the module loads (a reload stays signed in); a broken one counts as signed out', async () => {
    const token = makeJwt({ user: 9 });
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    vi.resetModules();
    const fresh = await import('../../../core/transport/token/token');
    expect(getStore().get(fresh.sessionAtom)).toMatchObject({ token, data: { user: '9' } });

    localStorage.setItem(TOKEN_STORAGE_KEY, 'broken');
    vi.resetModules();
    const again = await import('../../../core/transport/token/token');
    expect(getStore().get(again.sessionAtom)).toBeNull();
  });

  it('a full storage keeps the session for this page and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fullLocalStorage();
    setToken(makeJwt());
    expect(isSignedIn()).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('session holds for this page only'), expect.anything());
  });

  it('tells other tabs over the bus when the token changes', async () => {
    const token = makeJwt();
    setToken(token);
    clearToken();
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { topic: TOKEN_TOPIC, payload: token },
      { topic: TOKEN_TOPIC, payload: null },
    ]);
  });
});

describe('storefront-shell.md §4 "Sign-in state change"', () => {
  it('§4 listeners hear sign-in and sign-out, not a slide to a new token of the same user', () => {
    const changes: SignInChange[] = [];
    stops.push(onSignInChange((change) => changes.push(change)));
    setToken(makeJwt({ user: 1, session_id: 'a' }));
    setToken(makeJwt({ user: 1, session_id: 'b' }));
    setToken(makeJwt({ user: 2 }));
    clearToken();
    clearToken();
    expect(changes.map((c) => [c.signedIn, c.data?.user ?? null, c.source])).toEqual([
      [true, '1', 'local'],
      [true, '2', 'local'],
      [false, null, 'local'],
    ]);
  });

  it('a failing listener does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    stops.push(
      onSignInChange(() => {
        throw new Error('listener bug');
      }),
    );
    stops.push(onSignInChange(second));
    setToken(makeJwt());
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('storefront-shell.md §4 "Login state is synced across tabs"', () => {
  it('§4 another tab signing in updates this tab at once, without a reload', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const changes: SignInChange[] = [];
    stops.push(
      onSignInChange((change) => changes.push(change)),
      startTokenSync(),
    );
    const token = makeJwt({ user: 5 });
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: token });
    await vi.waitFor(() => expect(getToken()).toBe(token));
    expect(changes).toEqual([{ signedIn: true, data: expect.objectContaining({ user: '5' }), source: 'other-tab' }]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('§4 another tab signing out signs this tab out', async () => {
    setToken(makeJwt());
    stops.push(startTokenSync());
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: null });
    await vi.waitFor(() => expect(isSignedIn()).toBe(false));
  });

  it('§4 a switch to another user cannot be applied in place: the page reloads', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    setToken(makeJwt({ user: 1 }));
    stops.push(startTokenSync());
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: makeJwt({ user: 2 }) });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('§4 a sign-in listener that cannot apply the change makes the page reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    stops.push(
      startTokenSync(),
      onSignInChange(() => {
        throw new Error('cannot migrate the cart in place');
      }),
    );
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: makeJwt() });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('a slide in another tab (same user) is taken silently', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const listener = vi.fn();
    setToken(makeJwt({ user: 3, session_id: 'a' }));
    stops.push(startTokenSync(), onSignInChange(listener));
    const slid = makeJwt({ user: 3, session_id: 'b' });
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: slid });
    await vi.waitFor(() => expect(getToken()).toBe(slid));
    expect(listener).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a malformed message is ignored (no sign-out in between)', async () => {
    const listener = vi.fn();
    setToken(makeJwt({ user: 4, session_id: 'a' }));
    stops.push(startTokenSync(), onSignInChange(listener));
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: 'not-a-jwt' });
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: 42 });
    // The channel keeps order: once this arrives, the malformed ones were handled.
    const sentinel = makeJwt({ user: 4, session_id: 'b' });
    otherTab.postMessage({ topic: TOKEN_TOPIC, payload: sentinel });
    await vi.waitFor(() => expect(getToken()).toBe(sentinel));
    expect(listener).not.toHaveBeenCalled();
  });

  it('follows the token key written directly by the sign-in page (storage event), and stops when asked', async () => {
    const stop = startTokenSync();
    const token = makeJwt();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: token }));
    expect(getToken()).toBe(token);
    localStorage.clear();
    dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(getSession()).toBeNull();
    stop();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: token }));
    dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(getStore().get(sessionAtom)).toBeNull();
  });
});

describe('storefront-shell.md §8 / §2 sign-in signal', () => {
  it('§2 the sign-in link carries returnUrl, by default the full current address', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(signInUrl('https://shop.example/lk?x=1')).toBe('/security/login?returnUrl=https%3A%2F%2Fshop.example%2Flk%3Fx%3D1');
    expect(signalAuthRequired()).toBe(false);
    expect(assign).toHaveBeenCalledWith(signInUrl(location.href));
  });

  it('a widget that handles the signal keeps the page where it is', () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const handler = (event: Event) => event.preventDefault();
    addEventListener(AUTH_REQUIRED_EVENT, handler);
    expect(signalAuthRequired('/lk')).toBe(true);
    removeEventListener(AUTH_REQUIRED_EVENT, handler);
    expect(assign).not.toHaveBeenCalled();
  });
});
