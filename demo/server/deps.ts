import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { DemoData } from '../data/generate';
import type { Auth } from './auth/sessions';
import type { Db } from './db/open';
import type { SyncStore } from './db/sync-store';
import type { UserDataStore } from './db/user-data';
import type { FaultDecision, GlobalFaults } from './faults';
import type { LogSink } from './log-sink';
import type { Pictures } from './pictures/pictures';
import type { SettingsStore } from './settings-store';
import type { SearchEngine } from './search-engine';

export type Deps = {
  data: DemoData;
  search: SearchEngine;
  db: Db;
  sync: SyncStore;
  userData: UserDataStore;
  auth: Auth;
  settings: SettingsStore;
  logs: LogSink;
  faults: GlobalFaults;
  /** Product, banner, logo and feedback pictures, drawn on first request and kept under the data folder. */
  pictures: Pictures;
  /** The repository root: dist/ and host/index.html are read from it. */
  repoRoot: string;
  /** The server's data folder (demo/.data): the SQLite file, rendered icons. */
  dataDir: string;
  /** Origins allowed by CORS (the partner origin once it listens). */
  allowedOrigins: Set<string>;
  /** When the CDN config last changed (seconds); POST /demo/cdn/bump moves it. */
  cdnTimestamp: number;
};

export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { fault: FaultDecision } };
export type Ctx = Context<AppEnv>;

/** The origin the request reached (scheme, host, port), for absolute URLs in answers. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** Query parameters as a plain record (first value of each). */
export function queryRecord(c: Context): Record<string, string> {
  return c.req.query();
}
