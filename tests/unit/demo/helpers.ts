import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { startDemo, type RunningDemo, type StartOptions } from '../../../demo/server/start';

/**
 * A file that starts the demo does work, not waiting: each start generates the catalogue and opens
 * SQLite, a few seconds of CPU on a quiet machine and several times that on a loaded CI machine,
 * and some tests start two. Vitest's 5 s (test) and 10 s (hook) defaults are bounds for a fast
 * machine, so every file importing this one gets bounds for a slow one.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

export type TestDemo = RunningDemo & {
  dataDir: string;
  login(account: string, ageSeconds?: number): Promise<string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
};

/** The demo on free ports with a temp data dir (real HTTP). */
export async function startTestDemo(opts: StartOptions = {}): Promise<TestDemo> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrina-demo-test-'));
  const demo = await startDemo({ port: 0, partnerPort: 0, quiet: true, ...opts, dataDir });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(demo.url + path, { headers });
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(demo.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    ...demo,
    dataDir,
    get,
    post,
    async login(account, ageSeconds) {
      const res = await post('/demo/login', { account, ...(ageSeconds === undefined ? {} : { ageSeconds }) });
      if (res.status !== 200) throw new Error(`login ${account} failed: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    async stop() {
      await demo.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const syncHeaders = (token: string) => ({ ...bearer(token), 'Wb-AppType': 'site' });

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/**
 * A repository root for the demo holding the real host page (host/index.html, host/host.css) and its
 * boot module built from host/boot.ts here (dist/host-boot.js), so that a test of the served host
 * page needs no earlier `npm run build`. Remove it when done.
 */
export async function repoWithHostPage(): Promise<string> {
  const { build } = await import('esbuild');
  const root = mkdtempSync(join(tmpdir(), 'vitrina-host-page-'));
  const here = join(import.meta.dirname, '../../..');
  mkdirSync(join(root, 'host'));
  for (const file of ['index.html', 'host.css']) copyFileSync(join(here, 'host', file), join(root, 'host', file));
  await build({
    entryPoints: [join(here, 'host/boot.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: join(root, 'dist/host-boot.js'),
    logLevel: 'silent',
  });
  return root;
}
