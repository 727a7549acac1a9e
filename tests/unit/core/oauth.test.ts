import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../core/transport/token/token';
import { TimeoutError } from '../../../core/transport/http/errors';
import {
  authorizeOAuthApp,
  coveredBySaved,
  oauthRedirectUrl,
  readOAuthRequest,
  readSavedOAuthOptions,
  rememberOAuthChoice,
  savedOptionsFrom,
  type OAuthRequest,
} from '../../../core/domain/account';
import { parseEntries } from '../../../contracts/user-storage';
import { type Call, fakeFetch, hangingReply, headerOf, json, makeJwt, ORIGIN, resetPage } from './http-fakes';

const ROUTES = `${ORIGIN}/svc/routes/api/v3/routes`;
const STORAGE = `${ORIGIN}/svc/user-storage`;
const FILE = 'wb_oauth_saved_options';
const base64Json = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

/** The shard map points shard 7 at the default user-storage base; `storage` answers the data calls. */
function storageServer(storage: (call: Call) => Response | Promise<Response>) {
  const calls = fakeFetch((call) => (call.url === ROUTES ? json({ shards: { 7: STORAGE } }) : storage(call)));
  return { calls, storageCalls: () => calls.filter((call) => call.url !== ROUTES) };
}

const storedFile = (file: string) => () => json({ state: 0, body: [{ path: FILE, file }] });

function oauthUrl(query: Record<string, string>): URL {
  return new URL(`${ORIGIN}/security/oauth?${new URLSearchParams(query).toString()}`);
}

const REQUEST: OAuthRequest = {
  clientId: 'partner-app',
  redirectUri: 'http://partner.test/cb',
  scopes: ['openid', 'profile'],
  codeChallenge: 'x'.repeat(43),
  state: 'st-1',
  reauth: false,
};

beforeEach(() => {
  resetPage();
  setToken(makeJwt({ shard_key: '7' }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('storefront-routing-wallet.md §7 the wb_oauth_saved_options read', () => {
  it('a valid base64 JSON file covering this app and every scope asked says so', async () => {
    const server = storageServer(storedFile(base64Json({ 'partner-app': { scopes: ['openid', 'profile', 'phone'], savedAt: 1 } })));
    const read = await readSavedOAuthOptions(REQUEST);
    expect(read).toEqual({ kind: 'read', options: { 'partner-app': { scopes: ['openid', 'profile', 'phone'], savedAt: 1 } } });
    expect(read.kind === 'read' && coveredBySaved(read.options, 'partner-app', REQUEST.scopes)).toBe(true);
    const [call] = server.storageCalls();
    expect(call).toMatchObject({ url: `${STORAGE}/api/v2/data/get`, method: 'POST', body: JSON.stringify({ paths: [FILE] }) });
  });

  it('another app saved, or fewer scopes saved than asked now: not covered', () => {
    const options = savedOptionsFrom(parseEntries([{ path: FILE, file: base64Json({ 'other-app': { scopes: ['openid', 'profile'], savedAt: 1 } }) }]));
    expect(coveredBySaved(options, 'partner-app', ['openid'])).toBe(false);
    const fewer = savedOptionsFrom(parseEntries([{ path: FILE, file: base64Json({ 'partner-app': { scopes: ['openid'], savedAt: 1 } }) }]));
    expect(coveredBySaved(fewer, 'partner-app', ['openid', 'profile'])).toBe(false);
    expect(coveredBySaved(fewer, 'partner-app', ['openid'])).toBe(true);
    // A name on Object.prototype is no saved app.
    expect(coveredBySaved(fewer, 'constructor', [])).toBe(false);
  });

  it('malformed base64, malformed JSON or a malformed shape reads as nothing saved', async () => {
    for (const file of ['%%%not base64%%%', btoa('{"partner-app": '), base64Json(['partner-app']), base64Json({ 'partner-app': { scopes: 'openid' } })]) {
      storageServer(storedFile(file));
      const read = await readSavedOAuthOptions(REQUEST);
      expect(read, file).toEqual({ kind: 'read', options: {} });
    }
  });

  it('§7 "skipped when reauth present": no request is made', async () => {
    const server = storageServer(storedFile(base64Json({})));
    await expect(readSavedOAuthOptions({ ...REQUEST, reauth: true })).resolves.toEqual({ kind: 'skipped' });
    expect(server.calls).toHaveLength(0);
    expect(readOAuthRequest(oauthUrl({ client_id: 'a', scope: 's', code_challenge: 'c', redirect_uri: 'http://a/cb', reauth: '' }))?.reauth).toBe(true);
  });

  it('§7 1.2 s: a read still unanswered after 1200 ms fails (logged), and the screen goes on as if nothing were saved', async () => {
    vi.useFakeTimers();
    const server = storageServer((call) => hangingReply(call));
    let settled: unknown = null;
    void readSavedOAuthOptions(REQUEST).then((read) => (settled = read));
    await vi.advanceTimersByTimeAsync(1199);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: 'failed' });
    expect((settled as { error: unknown }).error).toBeInstanceOf(TimeoutError);
    expect(server.storageCalls()).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('§7 1.2 s bounds the whole read, the shard map lookup included', async () => {
    vi.useFakeTimers();
    fakeFetch((call) => hangingReply(call));
    let settled: unknown = null;
    void readSavedOAuthOptions(REQUEST).then((read) => (settled = read));
    await vi.advanceTimersByTimeAsync(1200);
    expect(settled).toMatchObject({ kind: 'failed' });
  });

  it('a server failure of the read is logged and reads as failed, never thrown', async () => {
    storageServer(() => new Response('boom', { status: 500 }));
    await expect(readSavedOAuthOptions(REQUEST)).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('"remember my choice": setUserStorageData of the merged options', () => {
  it("this app's scopes join the file; other apps' entries are kept", async () => {
    let written: unknown = null;
    const server = storageServer((call) => {
      if (call.url.endsWith('/api/v2/data/get'))
        return json({ state: 0, body: [{ path: FILE, file: base64Json({ other: { scopes: ['phone'], savedAt: 5 } }) }] });
      written = JSON.parse(call.body as string);
      return json({ state: 0 });
    });
    await rememberOAuthChoice(REQUEST, 1_000);
    expect(server.storageCalls().map((call) => call.url)).toEqual([`${STORAGE}/api/v2/data/get`, `${STORAGE}/api/v2/data/set`]);
    const { path, data } = written as { path: string; data: string };
    expect(path).toBe(FILE);
    expect(savedOptionsFrom(parseEntries([{ path, file: data }]))).toEqual({
      other: { scopes: ['phone'], savedAt: 5 },
      'partner-app': { scopes: ['openid', 'profile'], savedAt: 1_000 },
    });
  });

  it('a failed read stops the save (rejects) rather than overwriting other apps', async () => {
    const server = storageServer(() => new Response('boom', { status: 500 }));
    await expect(rememberOAuthChoice(REQUEST)).rejects.toBeDefined();
    expect(server.storageCalls().some((call) => call.url.endsWith('/data/set'))).toBe(false);
  });
});

describe('the authorize call (contracts/oauth.ts)', () => {
  it('posts client_id, redirect_uri, scope, code_challenge and S256 with the shopper token; gives the code', async () => {
    const token = makeJwt({ shard_key: '7' });
    setToken(token);
    const calls = fakeFetch(() => json({ code: 'the-code', expires_in: 600 }));
    await expect(authorizeOAuthApp(REQUEST)).resolves.toBe('the-code');
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/svc/auth/oauth/authorize`, method: 'POST' });
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      client_id: 'partner-app',
      redirect_uri: 'http://partner.test/cb',
      scope: 'openid profile',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    expect(headerOf(calls[0], 'Authorization')).toBe(`Bearer ${token}`);
  });

  it('a server error rejects (the page shows common.errors.serverError)', async () => {
    fakeFetch(() => new Response('', { status: 500 }));
    await expect(authorizeOAuthApp(REQUEST)).rejects.toBeDefined();
  });
});

describe('§5 the request the page reads', () => {
  it('splits the scope at spaces, keeps unknown scopes, keeps state', () => {
    const request = readOAuthRequest(
      oauthUrl({
        client_id: '<img src=x onerror=alert(1)>',
        scope: 'openid  profile openid  x-unknown',
        code_challenge: 'c',
        redirect_uri: 'http://a/cb',
        state: 'a&b=c',
      }),
    );
    expect(request).toEqual({
      clientId: '<img src=x onerror=alert(1)>',
      redirectUri: 'http://a/cb',
      scopes: ['openid', 'profile', 'x-unknown'],
      codeChallenge: 'c',
      state: 'a&b=c',
      reauth: false,
    });
  });

  it('§5 refuses a missing field, a redirect_uri neither http:// nor this host, and a method other than S256', () => {
    const good = { client_id: 'a', scope: 's', code_challenge: 'c', redirect_uri: 'http://a/cb' };
    expect(readOAuthRequest(oauthUrl(good))).not.toBeNull();
    expect(readOAuthRequest(oauthUrl({ ...good, redirect_uri: `${ORIGIN}/cb` }))).not.toBeNull();
    for (const bad of [
      { ...good, client_id: '' },
      { ...good, scope: '   ' },
      { ...good, code_challenge: '' },
      { ...good, redirect_uri: 'https://evil.test/cb' },
      { ...good, redirect_uri: 'javascript:alert(1)' },
      { ...good, redirect_uri: 'ftp://partner.test/cb' },
      { ...good, code_challenge_method: 'plain' },
    ])
      expect(readOAuthRequest(oauthUrl(bad)), JSON.stringify(bad)).toBeNull();
  });
});

describe('the redirect back to the app (RFC 6749 §4.1.2)', () => {
  it('appends code and state, keeping the query the app put in redirect_uri', () => {
    expect(oauthRedirectUrl('http://partner.test/cb?from=shop&x=1', { code: 'abc' }, 'st-1', ORIGIN)).toBe(
      'http://partner.test/cb?from=shop&x=1&code=abc&state=st-1',
    );
  });

  it('"Отказать" appends error=access_denied and state; no state, no state parameter', () => {
    expect(oauthRedirectUrl('http://partner.test/cb', { error: 'access_denied' }, 'st-1', ORIGIN)).toBe(
      'http://partner.test/cb?error=access_denied&state=st-1',
    );
    expect(oauthRedirectUrl('http://partner.test/cb', { error: 'access_denied' }, null, ORIGIN)).toBe('http://partner.test/cb?error=access_denied');
  });

  it('hostile state and code are encoded, never break out; a code already in redirect_uri is replaced; the fragment stays', () => {
    const url = new URL(oauthRedirectUrl('http://partner.test/cb?code=forged#frag', { code: 'a b&c' }, '"><script>&state=evil#x', ORIGIN)!);
    expect(url.searchParams.getAll('code')).toEqual(['a b&c']);
    expect(url.searchParams.getAll('state')).toEqual(['"><script>&state=evil#x']);
    expect(url.hash).toBe('#frag');
    expect(url.origin).toBe('http://partner.test');
  });

  it('§5 checks redirect_uri again: another https host or a script URL gives nothing', () => {
    expect(oauthRedirectUrl('https://evil.test/cb', { code: 'a' }, null, ORIGIN)).toBeNull();
    expect(oauthRedirectUrl('javascript:alert(1)//http://', { code: 'a' }, null, ORIGIN)).toBeNull();
    expect(oauthRedirectUrl(`${ORIGIN}/lk?x=1`, { code: 'a' }, 's', ORIGIN)).toBe(`${ORIGIN}/lk?x=1&code=a&state=s`);
  });
});
