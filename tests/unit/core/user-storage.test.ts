import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../core/transport/token/token';
import { InvalidRequestError, KnownServerError, MalformedResponseError, MissTokenError, NetworkError, TimeoutError } from '../../../core/transport/http/errors';
import { getUserStorageData, listUserStorage, MAX_MOVES_PER_CALL, setUserStorageData } from '../../../core/domain/settings/user-storage/client';
import { ROUTE_MAPPING_TTL_MS, ROUTES_CACHE_KEY } from '../../../core/domain/settings/user-storage/routes';
import { type Call, fakeFetch, hangingReply, headerOf, json, makeJwt, networkDown, ORIGIN, resetPage, status } from './http-fakes';

const ROUTES = `${ORIGIN}/svc/routes/api/v3/routes`;
const SHARD_HOST = `${ORIGIN}/svc/us-7`;
const MOVED_HOST = `${ORIGIN}/svc/us-9`;
const DEFAULT_BASE = `${ORIGIN}/svc/user-storage`;
const STORED_ROUTES = `vitrina:${ROUTES_CACHE_KEY}`;

type Api = (call: Call, host: string) => Response | Promise<Response>;

/** Routes answer shard 7 -> SHARD_HOST; `api` answers the user-storage calls on any host. */
function storageServer(api: Api, routes: () => Response | Promise<Response> = () => json({ shards: { 7: SHARD_HOST, 8: 'javascript:alert(1)' } })) {
  const calls = fakeFetch((call) => {
    if (call.url === ROUTES) return routes();
    const host = call.url.replace(/\/api\/v2\/.*$/, '');
    return api(call, host);
  });
  return {
    calls,
    routeCalls: () => calls.filter((c) => c.url === ROUTES).length,
    apiCalls: () => calls.filter((c) => c.url !== ROUTES),
  };
}

const ok = (body: unknown) => json({ state: 0, body });
const failed = (reason: number, extra: object = {}) => json({ state: -1, reason, ...extra });
const base64Json = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

beforeEach(() => {
  resetPage();
  setToken(makeJwt({ shard_key: '7' }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storefront-shell.md §7 "User storage and routing"', () => {
  it('§7 loads the shard-to-host map and calls the shard host with the token', async () => {
    const token = makeJwt({ shard_key: '7' });
    setToken(token);
    const server = storageServer(() => ok(['a.json', { path: 'b.json' }, 5]));
    await expect(listUserStorage('/settings')).resolves.toEqual(['a.json', 'b.json']);
    expect(server.calls[0]).toMatchObject({ url: ROUTES, method: 'POST' });
    const [call] = server.apiCalls();
    expect(call).toMatchObject({ url: `${SHARD_HOST}/api/v2/list`, method: 'POST', body: '{"path":"/settings"}' });
    expect(headerOf(call, 'Authorization')).toBe(`Bearer ${token}`);
    expect(headerOf(call, 'Wb-AppType')).toBe('site');
  });

  it(`§9 the route map is cached ${ROUTE_MAPPING_TTL_MS / 3_600_000} h`, async () => {
    vi.useFakeTimers();
    const server = storageServer(() => ok([]));
    await listUserStorage('/');
    await vi.advanceTimersByTimeAsync(ROUTE_MAPPING_TTL_MS - 1);
    await listUserStorage('/');
    expect(server.routeCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await listUserStorage('/');
    expect(server.routeCalls()).toBe(2);
    expect(JSON.parse(localStorage.getItem(STORED_ROUTES)!)).toMatchObject({ shards: { 7: SHARD_HOST } });
  });

  it('a shard the map does not name, an unusable host, or a map that cannot load uses the userStorage base', async () => {
    setToken(makeJwt({ shard_key: '8' })); // mapped to a javascript: URL: dropped
    let server = storageServer(() => ok([]));
    await listUserStorage('/');
    expect(server.apiCalls()[0]!.url).toBe(`${DEFAULT_BASE}/api/v2/list`);
    resetPage();
    setToken(makeJwt({ shard_key: '7' }));
    server = storageServer(
      () => ok([]),
      () => status(500),
    );
    await listUserStorage('/');
    expect(server.apiCalls()[0]!.url).toBe(`${DEFAULT_BASE}/api/v2/list`);
    expect(localStorage.getItem(STORED_ROUTES)).toBeNull();
  });

  it('a stale map is still used when it cannot be refreshed; relative hosts resolve on the routes origin', async () => {
    localStorage.setItem(STORED_ROUTES, JSON.stringify({ fetchedAt: 0, shards: { 7: SHARD_HOST } }));
    const server = storageServer(
      () => ok([]),
      () => status(503),
    );
    await listUserStorage('/');
    expect(server.apiCalls()[0]!.url).toBe(`${SHARD_HOST}/api/v2/list`);
    resetPage();
    setToken(makeJwt({ shard_key: '7' }));
    const relative = storageServer(
      () => ok([]),
      () => json({ shards: { 7: '/svc/us-rel' } }),
    );
    await listUserStorage('/');
    expect(relative.apiCalls()[0]!.url).toBe(`${ORIGIN}/svc/us-rel/api/v2/list`);
  });

  it('a malformed routes answer falls back to the base', async () => {
    const server = storageServer(
      () => ok([]),
      () => json({ nope: 1 }),
    );
    await listUserStorage('/');
    expect(server.apiCalls()[0]!.url).toBe(`${DEFAULT_BASE}/api/v2/list`);
  });

  it("needs a signed-in user: a guest gets 'miss token' and nothing is sent", async () => {
    resetPage();
    const server = storageServer(() => ok([]));
    await expect(listUserStorage('/')).rejects.toBeInstanceOf(MissTokenError);
    expect(server.calls).toHaveLength(0);
  });

  it('§7 data/get reads data, base64 JSON files, and marks undecodable ones broken', async () => {
    const server = storageServer(() =>
      ok([{ path: 'a', data: { x: 1 } }, { path: 'b', file: base64Json({ y: 'ж' }) }, { path: 'c', file: '%%%' }, { path: 'd' }, { nopath: 1 }, null]),
    );
    await expect(getUserStorageData(['a', 'b', 'c', 'd'])).resolves.toEqual([
      { path: 'a', broken: false, data: { x: 1 } },
      { path: 'b', broken: false, data: { y: 'ж' } },
      { path: 'c', broken: true },
      { path: 'd', broken: true },
    ]);
    expect(server.apiCalls()[0]).toMatchObject({ url: `${SHARD_HOST}/api/v2/data/get`, body: '{"paths":["a","b","c","d"]}' });
  });

  it('§7 data/set sends path and the data as base64 JSON; a refused write is a known server error', async () => {
    const server = storageServer((call) => (call.body!.includes('"bad"') ? failed(7) : ok(null)));
    await expect(setUserStorageData('good', { v: 'ж' })).resolves.toBeUndefined();
    expect(server.apiCalls()[0]).toMatchObject({ url: `${SHARD_HOST}/api/v2/data/set`, body: JSON.stringify({ path: 'good', data: base64Json({ v: 'ж' }) }) });
    await expect(setUserStorageData('bad', 1)).rejects.toMatchObject({ name: 'KnownServerError', serverError: 7 });
  });

  it('what data/set stores, data/get reads back (the file round trip)', async () => {
    const files = new Map<string, string>();
    storageServer((call) => {
      const body = JSON.parse(call.body!) as { path?: string; data?: string; paths?: string[] };
      if (call.url.endsWith('/data/set')) {
        files.set(body.path!, body.data!);
        return ok(null);
      }
      return ok(body.paths!.filter((p) => files.has(p)).map((path) => ({ path, file: files.get(path) })));
    });
    await setUserStorageData('wb_oauth_saved_options', { remember: true, list: [1, 'два'] });
    await expect(getUserStorageData(['wb_oauth_saved_options'])).resolves.toEqual([
      { path: 'wb_oauth_saved_options', broken: false, data: { remember: true, list: [1, 'два'] } },
    ]);
  });

  it('data JSON cannot hold is a typed invalid-request error and nothing is sent', async () => {
    const server = storageServer(() => ok(null));
    await expect(setUserStorageData('x', undefined)).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(setUserStorageData('x', 10n)).rejects.toBeInstanceOf(InvalidRequestError);
    expect(server.apiCalls()).toHaveLength(0);
  });

  it('a 204 answer counts as success', async () => {
    storageServer(() => status(204));
    await expect(setUserStorageData('x', 1)).resolves.toBeUndefined();
    await expect(listUserStorage('/')).resolves.toEqual([]);
  });

  it('a caller timeout applies (1.2 s for wb_oauth_saved_options)', async () => {
    vi.useFakeTimers();
    storageServer((call) => hangingReply(call));
    const outcome = getUserStorageData(['wb_oauth_saved_options'], { timeout: 1200 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1200);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });
});

describe('storefront-shell.md §8 user storage states and reasons', () => {
  it('§8 state -1 reason 24 gives an empty list', async () => {
    storageServer(() => failed(24));
    await expect(listUserStorage('/')).resolves.toEqual([]);
    await expect(getUserStorageData(['a'])).resolves.toEqual([]);
  });

  it('§8 reason 50 gives broken placeholder entries (or an empty list)', async () => {
    storageServer(() => failed(50));
    await expect(getUserStorageData(['a', 'b'])).resolves.toEqual([
      { path: 'a', broken: true },
      { path: 'b', broken: true },
    ]);
    await expect(listUserStorage('/')).resolves.toEqual([]);
  });

  it('§8 other reasons, and a malformed answer, are typed errors', async () => {
    storageServer(() => failed(99));
    await expect(listUserStorage('/')).rejects.toBeInstanceOf(KnownServerError);
    await expect(getUserStorageData(['a'])).rejects.toBeInstanceOf(KnownServerError);
    storageServer(() => json({ state: 'zero' }));
    await expect(listUserStorage('/')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('§8 reason 37 (moved): the new host from location is saved and the call repeated', async () => {
    const server = storageServer((_, host) => (host === SHARD_HOST ? failed(37, { location: MOVED_HOST }) : ok(['moved.json'])));
    await expect(listUserStorage('/')).resolves.toEqual(['moved.json']);
    expect(server.apiCalls().map((c) => c.url)).toEqual([`${SHARD_HOST}/api/v2/list`, `${MOVED_HOST}/api/v2/list`]);
    expect(JSON.parse(localStorage.getItem(STORED_ROUTES)!).shards['7']).toBe(MOVED_HOST);
    // The next call goes straight to the new host.
    await listUserStorage('/');
    expect(server.apiCalls().at(-1)!.url).toBe(`${MOVED_HOST}/api/v2/list`);
    expect(server.routeCalls()).toBe(1);
  });

  it(`§8 a call follows at most ${MAX_MOVES_PER_CALL} move; a hostile location is refused and not saved`, async () => {
    let server = storageServer((_, host) => failed(37, { location: host === SHARD_HOST ? MOVED_HOST : `${ORIGIN}/svc/us-10` }));
    await expect(listUserStorage('/')).rejects.toMatchObject({ name: 'KnownServerError', serverError: 37 });
    expect(server.apiCalls()).toHaveLength(1 + MAX_MOVES_PER_CALL);

    resetPage();
    setToken(makeJwt({ shard_key: '7' }));
    server = storageServer(() => failed(37, { location: 'javascript:alert(1)' }));
    await expect(listUserStorage('/')).rejects.toBeInstanceOf(MalformedResponseError);
    expect(JSON.parse(localStorage.getItem(STORED_ROUTES)!).shards['7']).toBe(SHARD_HOST);
  });

  it('§8 a network error resets the host map and retries once', async () => {
    let attempts = 0;
    const server = storageServer(() => (++attempts === 1 ? networkDown() : ok(['after-reset'])));
    await expect(listUserStorage('/')).resolves.toEqual(['after-reset']);
    expect(server.apiCalls()).toHaveLength(2);
    expect(server.routeCalls()).toBe(2); // the map was dropped and loaded again
  });

  it('§8 a second network error is a network error (one retry only)', async () => {
    const server = storageServer(() => networkDown());
    await expect(listUserStorage('/')).rejects.toBeInstanceOf(NetworkError);
    expect(server.apiCalls()).toHaveLength(2);
  });
});
