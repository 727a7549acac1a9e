import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo, type RunningDemo, type StartOptions } from '../../../demo/server/start';

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
