// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { digest96 as buildDigest } from '../../../tools/sw/precache-manifest.mjs';
import { PRECACHE_PREFIX } from '../../../sw/constants';
import { createEntryIndex } from '../../../sw/entry-index';
import { createPrecache, type PrecacheManifest } from '../../../sw/precache';
import { createRuntimeStore } from '../../../sw/runtime-store';
import { FakeCacheStorage, memoryKv } from './fake-caches';

const ORIGIN = 'https://shop.test';
const FILES: Record<string, string> = {
  '/dist/vitrina.js': 'export const loader = 1;',
  '/dist/chunks/core-abc.js': 'export const core = 2;',
  '/dist/locales/kk/header.json': '{"header":{"offline":"Офлайн"}}',
};
const manifestOf = (files: Record<string, string>, build = 'b1'): PrecacheManifest => ({
  version: '12.2.0',
  build,
  shell: { url: '/', revision: 'r1' },
  files: Object.entries(files).map(([path, text]) => [path, buildDigest(text)] as const),
});

let caches: FakeCacheStorage;
/** What the fake server answers now (path -> body), and what it was asked (path, cache mode). */
let served: Record<string, string>;
let asked: Array<[string, RequestCache | undefined]>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  caches = new FakeCacheStorage();
  served = { ...FILES, '/': '<!doctype html><title>shell</title>' };
  asked = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname;
    asked.push([path, init?.cache]);
    if (!(path in served)) return new Response('missing', { status: 404 });
    return new Response(served[path], { status: 200, headers: { 'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/javascript' } });
  });
});

const precacheOf = (manifest: PrecacheManifest) =>
  createPrecache(
    manifest,
    caches.asCacheStorage(),
    createRuntimeStore(
      caches.asCacheStorage(),
      createEntryIndex(async () => memoryKv().kv),
    ),
    ORIGIN,
  );

describe('precache of one build', () => {
  it("the build's digest and the worker's are the same function (tools/sw vs sw/digest)", async () => {
    const { digest96 } = await import('../../../sw/digest');
    const text = 'Витрина: sha-256 of these bytes';
    expect(await digest96(new TextEncoder().encode(text))).toBe(buildDigest(text));
    expect(buildDigest(text)).toBe(createHash('sha256').update(text).digest('hex').slice(0, 24));
  });

  it('install stores every file and the shell in vt-precache-{version}-{build}, hashed chunks from the HTTP cache, the rest revalidated', async () => {
    const precache = precacheOf(manifestOf(FILES));
    await precache.install();
    expect(precache.name).toBe(`${PRECACHE_PREFIX}12.2.0-b1`);
    expect(caches.urls(precache.name).sort()).toEqual([`${ORIGIN}/`, ...Object.keys(FILES).map((p) => `${ORIGIN}${p}`)].sort());
    expect(Object.fromEntries(asked)).toEqual({
      '/': 'no-cache',
      '/dist/vitrina.js': 'no-cache',
      '/dist/chunks/core-abc.js': 'default',
      '/dist/locales/kk/header.json': 'no-cache',
    });
  });

  it("a file that is not the build's (stale HTTP cache) is asked again past every cache; still wrong, the install fails", async () => {
    served['/dist/chunks/core-abc.js'] = 'export const core = "another build";';
    await expect(precacheOf(manifestOf(FILES)).install()).rejects.toThrow(/is not the file of build b1/);
    expect(asked.filter(([path]) => path === '/dist/chunks/core-abc.js').map(([, mode]) => mode)).toEqual(['default', 'reload']);
  });

  it('an update copies the files it shares with the installed build and downloads only what changed', async () => {
    await precacheOf(manifestOf(FILES, 'b1')).install();
    asked = [];
    const next = { ...FILES, '/dist/vitrina.js': 'export const loader = 2;' };
    served = { ...next, '/': '<!doctype html><title>shell 2</title>' };
    const update = precacheOf(manifestOf(next, 'b2'));
    await update.install();
    expect(asked.map(([path]) => path).sort()).toEqual(['/', '/dist/vitrina.js']);
    expect(await (await update.read(`${ORIGIN}/dist/vitrina.js`))!.text()).toBe('export const loader = 2;');
    await update.dropOthers();
    expect(await caches.keys()).toEqual([`${PRECACHE_PREFIX}12.2.0-b2`]);
  });

  it('read checks the stored file against the build: a damaged one is dropped, fetched again and stored', async () => {
    const precache = precacheOf(manifestOf(FILES));
    await precache.install();
    caches.caches.get(precache.name)!.damage(`${ORIGIN}/dist/chunks/core-abc.js`, new TextEncoder().encode('export const co'));
    asked = [];
    expect(await (await precache.read(`${ORIGIN}/dist/chunks/core-abc.js`))!.text()).toBe(FILES['/dist/chunks/core-abc.js']);
    expect(asked.map(([path]) => path)).toEqual(['/dist/chunks/core-abc.js']);
    // Stored again whole: the next read needs no network.
    asked = [];
    expect(await (await precache.read(`${ORIGIN}/dist/chunks/core-abc.js`))!.text()).toBe(FILES['/dist/chunks/core-abc.js']);
    expect(asked).toEqual([]);
  });

  it('a damaged file with no network to repair it is dropped, and read gives null', async () => {
    const precache = precacheOf(manifestOf(FILES));
    await precache.install();
    caches.caches.get(precache.name)!.damage(`${ORIGIN}/dist/vitrina.js`, new Uint8Array([1, 2, 3]));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await precache.read(`${ORIGIN}/dist/vitrina.js`)).toBeNull();
    expect(caches.urls(precache.name)).not.toContain(`${ORIGIN}/dist/vitrina.js`);
  });

  it('a released version drops its own precache: once the server is on the new build, it can only pass on the new files', async () => {
    const precache = precacheOf(manifestOf(FILES, 'b1'));
    await precache.install();
    await precache.drop();
    expect(await caches.keys()).not.toContain(precache.name);
    // The browser restarted the released worker: its reads find nothing of the old build and give
    // way to the network, which serves the new loader.
    served['/dist/vitrina.js'] = 'export const loader = 2;';
    expect(await precache.read(`${ORIGIN}/dist/vitrina.js`)).toBeNull();
    // A file the new build shares with it is not stored again either: the old precache stays gone.
    expect(await precache.read(`${ORIGIN}/dist/chunks/core-abc.js`)).toBeNull();
    expect(await precache.read(`${ORIGIN}/`)).toBeNull();
    expect(await caches.keys()).not.toContain(precache.name);
  });
});
