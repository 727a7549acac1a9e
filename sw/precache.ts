import { PRECACHE_CONCURRENCY, PRECACHE_PREFIX } from './constants';
import type { RuntimeStore } from './runtime-store';
import { toStored, verified, type StoredEntry } from './stored-entry';

/** The build's precache list (tools/sw/precache-manifest.mjs), the first line of sw.js. */
export interface PrecacheManifest {
  version: string;
  build: string;
  shell: { url: string; revision: string };
  files: ReadonlyArray<readonly [url: string, digest: string]>;
}

export class PrecacheError extends Error {
  override name = 'PrecacheError';
}

export interface Precache {
  /** vt-precache-{version}-{build}. */
  readonly name: string;
  readonly shellUrl: string;
  /** Absolute URL -> whether this build precaches it. */
  has(url: string): boolean;
  /** Downloads (or copies from an older build's precache) every file, each checked against its digest. */
  install(): Promise<void>;
  /** The stored file, checked; a damaged or missing one is fetched again, checked and stored. Null when the network cannot help. */
  read(url: string): Promise<Response | null>;
  /** On activate: every other build's precache goes. */
  dropOthers(): Promise<void>;
  /** Deletes this build's own cache (a new version takes over: sw.ts RELEASE). */
  drop(): Promise<void>;
}

/** Hashed chunk names never change content: the HTTP cache may answer. The rest is asked of the server. */
const isImmutable = (path: string) => path.startsWith('/dist/chunks/');

/**
 * The precache of one build: the shell, the kit's scripts and the language files, in a cache of
 * its own named after the build, so an update fills a new cache while the old one still serves
 * the open pages, and activating the update deletes the old one.
 */
export function createPrecache(manifest: PrecacheManifest, caches: CacheStorage, store: RuntimeStore, origin: string): Precache {
  const name = `${PRECACHE_PREFIX}${manifest.version}-${manifest.build}`;
  const absolute = (path: string) => new URL(path, origin).href;
  /** Absolute URL -> the digest its body must have (undefined for the shell: its revision names its inputs, not its bytes). */
  const expected = new Map<string, string | undefined>(manifest.files.map(([path, digest]) => [absolute(path), digest]));
  const shellUrl = absolute(manifest.shell.url);
  expected.set(shellUrl, undefined);

  async function download(url: string, mode: RequestCache): Promise<StoredEntry> {
    const response = await fetch(url, { cache: mode, credentials: 'same-origin' });
    if (response.status !== 200) throw new PrecacheError(`${url} answered ${response.status}`);
    return toStored(response);
  }

  /** The file, as this build has it: a copy from an older build's precache when the digest is the same, else downloaded. */
  async function fetchChecked(url: string): Promise<StoredEntry> {
    const digest = expected.get(url);
    const path = new URL(url).pathname;
    let entry = await download(url, digest !== undefined && isImmutable(path) ? 'default' : 'no-cache');
    // A stale HTTP cache or a server already on another build: once more past every cache.
    if (digest !== undefined && entry.digest !== digest) entry = await download(url, 'reload');
    if (digest !== undefined && entry.digest !== digest) throw new PrecacheError(`${url} is not the file of build ${manifest.build}`);
    return entry;
  }

  async function fromOlderBuild(url: string, digest: string | undefined): Promise<StoredEntry | null> {
    if (digest === undefined) return null;
    for (const other of await caches.keys()) {
      if (other === name || !other.startsWith(PRECACHE_PREFIX)) continue;
      const stored = await (await caches.open(other)).match(url);
      const good = stored && (await verified(stored, digest));
      if (good) return toStored(good);
    }
    return null;
  }

  async function installOne(url: string): Promise<void> {
    const cache = await caches.open(name);
    const present = await cache.match(url);
    if (present && (await verified(present, expected.get(url)))) return;
    const entry = (await fromOlderBuild(url, expected.get(url))) ?? (await fetchChecked(url));
    if (!(await store.putWithRoom(name, url, entry))) throw new PrecacheError(`${url} could not be stored (storage full)`);
  }

  return {
    name,
    shellUrl,
    has: (url) => expected.has(url),
    async install() {
      const queue = [...expected.keys()];
      const worker = async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) await installOne(url);
      };
      await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, worker));
    },
    async read(url) {
      if (!expected.has(url)) return null;
      // Browsers evict an origin's storage as a whole, so a missing precache means this version was
      // released (sw.ts RELEASE), perhaps by an instance the browser has since restarted: it serves
      // nothing more of its own and never creates its cache again (open() would), so the network
      // answers with the new build's files and activating the new version leaves one precache.
      if (!(await caches.has(name))) return null;
      const cache = await caches.open(name);
      const stored = await cache.match(url);
      const good = stored && (await verified(stored, expected.get(url)));
      if (good) return good;
      if (stored) console.warn(`[vitrina sw] the precached ${url} was damaged: fetched again`);
      try {
        const entry = await fetchChecked(url);
        await store.putWithRoom(name, url, entry);
        return entry.response.clone();
      } catch (error) {
        if (stored) await cache.delete(url);
        console.warn(`[vitrina sw] ${url} is neither precached nor reachable`, error);
        return null;
      }
    },
    async drop() {
      await caches.delete(name);
    },
    async dropOthers() {
      for (const other of await caches.keys()) if (other.startsWith(PRECACHE_PREFIX) && other !== name) await caches.delete(other);
    },
  };
}
