import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { generateDemoData } from '../data/generate';
import { createPartnerApp } from '../partner/server';
import { createApp } from './app';
import { parsePartnerOrigins } from './cors';
import { Auth } from './auth/sessions';
import { tokenSecret } from './db/meta';
import { openDb } from './db/open';
import { SessionStore } from './db/sessions';
import { SyncStore } from './db/sync-store';
import { UserDataStore } from './db/user-data';
import type { Deps } from './deps';
import { GlobalFaults } from './faults';
import { LogSink } from './log-sink';
import { Pictures } from './pictures/pictures';
import { SettingsStore } from './settings-store';
import { SearchEngine } from './search-engine';

export const DEFAULT_PORT = 8080;
export const DEFAULT_PARTNER_PORT = 8081;
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
export const DEFAULT_DATA_DIR = `${REPO_ROOT}/demo/.data`;

export type StartOptions = {
  port?: number;
  partnerPort?: number;
  /** Where the SQLite file lives (DATA_DIR env, else demo/.data). */
  dataDir?: string;
  quiet?: boolean;
  /** A global fault spec (see faults.ts), like env DEMO_FAULTS. */
  faults?: string;
  /** Repository root holding dist/ and host/ (tests may point elsewhere). */
  repoRoot?: string;
  /** Origins allowed to call the API with credentials besides the partner port (env PARTNER_ORIGINS, comma-separated). */
  partnerOrigins?: readonly string[];
};
export type RunningDemo = { url: string; partnerUrl: string; port: number; partnerPort: number; deps: Deps; close(): Promise<void> };

function listen(fetch: (req: Request, env: never) => Response | Promise<Response>, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: fetch as never, port, hostname: 'localhost' }, () => resolve(server));
    // Node closes an idle kept-alive connection after 5 s; a client that sends its next request on
    // it just then gets ECONNRESET (seen in e2e: a test's API poll after a reload). Clients close
    // their idle connections well before 65 s, so the server is never the one that closes first.
    (server as Server).keepAliveTimeout = 65_000;
    (server as Server).headersTimeout = 66_000;
    server.once('error', reject);
  });
}

function portOf(server: ServerType): number {
  return (server.address() as AddressInfo).port;
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const http = server as Server;
    http.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/** Starts the main origin and the partner origin (port 0 = a free port). */
export async function startDemo(opts: StartOptions = {}): Promise<RunningDemo> {
  const partnerOrigins = opts.partnerOrigins ?? parsePartnerOrigins(process.env.PARTNER_ORIGINS);
  const dataDir = opts.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const db = openDb(dataDir);
  const faults = new GlobalFaults();
  faults.set(opts.faults ?? process.env.DEMO_FAULTS ?? '');
  const data = generateDemoData();
  const deps: Deps = {
    data,
    search: new SearchEngine(data),
    db,
    sync: new SyncStore(db),
    userData: new UserDataStore(db),
    auth: new Auth(new SessionStore(db), tokenSecret(db)),
    settings: new SettingsStore(),
    logs: new LogSink(),
    faults,
    pictures: new Pictures(dataDir, data),
    repoRoot: opts.repoRoot ?? REPO_ROOT,
    dataDir,
    allowedOrigins: new Set(partnerOrigins),
    cdnTimestamp: Math.floor(Date.now() / 1000),
  };
  const { app, waits } = createApp(deps);
  let mainPort = opts.port ?? DEFAULT_PORT;
  const main = await listen(app.fetch, mainPort);
  mainPort = portOf(main);
  const partner = await listen(createPartnerApp(() => mainPort).fetch, opts.partnerPort ?? DEFAULT_PARTNER_PORT).catch(async (error: unknown) => {
    await closeServer(main);
    throw error;
  });
  const partnerPort = portOf(partner);
  for (const host of ['localhost', '127.0.0.1']) deps.allowedOrigins.add(`http://${host}:${partnerPort}`);
  const url = `http://localhost:${mainPort}`;
  const partnerUrl = `http://localhost:${partnerPort}`;
  if (!opts.quiet) {
    console.log(`[demo] marketplace: ${url}\n[demo] partner page: ${partnerUrl}`);
    if (partnerOrigins.length > 0) console.log(`[demo] API with credentials also for: ${partnerOrigins.join(', ')}`);
  }
  return {
    url,
    partnerUrl,
    port: mainPort,
    partnerPort,
    deps,
    async close() {
      waits.releaseAll();
      await Promise.all([closeServer(main), closeServer(partner)]);
      // Pictures still being drawn write into the data folder, which the caller may remove next.
      await deps.pictures.idle();
      db.close();
    },
  };
}
