import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startDemo, type RunningDemo } from '../../demo/server/start';
import { precacheManifest, withPrecacheManifest } from '../../tools/sw/precache-manifest.mjs';
import { test as base } from './fixtures';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The build folder the demo serves at /dist/ (VITRINA_OUT: a build beside dist/). */
const OUT = process.env.VITRINA_OUT || 'dist';

/**
 * A demo server of the worker's own for the offline tests: its service worker, caches and sync
 * counters see this worker's tests only, and what it serves as the build can be switched while a
 * page is open (a new deployment). Its repository root is a folder of links: host/ and demo/ to
 * the repository's, the build folder to the current build or a later one.
 */
export interface OfflineDemo {
  url: string;
  partnerUrl: string;
  demo: RunningDemo;
  /** Serves another build folder from now on (an atomic switch of the link). */
  serve(buildDir: string): void;
  /** Serves the repository's build again. */
  serveCurrent(): void;
}

export const test = base.extend<{ offlineDemo: OfflineDemo }, { offlineServer: OfflineDemo }>({
  offlineServer: [
    async ({}, use) => {
      const root = mkdtempSync(path.join(tmpdir(), 'vitrina-offline-root-'));
      const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-offline-data-'));
      for (const folder of ['host', 'demo']) symlinkSync(path.join(REPO, folder), path.join(root, folder));
      const serve = (buildDir: string) => {
        const next = path.join(root, `${OUT}.next`);
        symlinkSync(buildDir, next);
        renameSync(next, path.join(root, OUT));
      };
      serve(path.join(REPO, OUT));
      const demo = await startDemo({ port: 0, partnerPort: 0, dataDir, quiet: true, repoRoot: root });
      await use({ url: demo.url, partnerUrl: demo.partnerUrl, demo, serve, serveCurrent: () => serve(path.join(REPO, OUT)) });
      await demo.close();
      rmSync(root, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  /** The worker's server, serving the repository's build for each test whatever the last one switched to. */
  offlineDemo: async ({ offlineServer }, use) => {
    offlineServer.serveCurrent();
    await use(offlineServer);
    offlineServer.serveCurrent();
  },
});

export { expect } from './fixtures';

/**
 * A later build of the kit, as a deployment would bring: a copy of the current build whose loader
 * says `version` (window.vitrina.version) and whose service worker lists the copy's files, so the
 * browser sees a new worker. Remove the folder when done.
 */
export function laterBuild(version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-later-build-'));
  cpSync(path.join(REPO, OUT), dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const current = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string }).version;
  const loaderFile = path.join(dir, 'vitrina.js');
  const loader = readFileSync(loaderFile, 'utf8');
  const stamp = `"${current}"`;
  if (loader.split(stamp).length !== 2) throw new Error(`the loader should carry its version ${stamp} once`);
  writeFileSync(loaderFile, loader.replace(stamp, JSON.stringify(version)));
  writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace(stamp, JSON.stringify(version)));
  const workerFile = path.join(dir, 'sw.js');
  writeFileSync(
    workerFile,
    withPrecacheManifest(readFileSync(workerFile, 'utf8'), precacheManifest({ distDir: dir, hostDir: path.join(REPO, 'host'), version })),
  );
  return dir;
}

/** Waits until the storefront's service worker controls the page: its precache is complete (activate follows install). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
}

/** The kit version the page runs (the loader's); undefined while a page is being replaced by a load. */
export async function runningVersion(page: Page): Promise<string | undefined> {
  try {
    return await page.evaluate(() => (window as unknown as { vitrina?: { version: string } }).vitrina?.version);
  } catch {
    return undefined; // the page navigated meanwhile
  }
}

/** The cache names of the page's origin. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The addresses (path and query) a cache of the page's origin holds. */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => request.url.slice(location.origin.length));
  }, cacheName);
}
