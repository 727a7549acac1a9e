import type { Hono } from 'hono';
import { shardKeyOf, DEMO_ACCOUNTS } from '../../data/users';
import { requestOrigin, type AppEnv, type Ctx, type Deps } from '../deps';
import { badRequest } from '../errors';
import { readObject } from '../input';
import { SERVICE_MAP } from '../service-map';
import { REASON_BROKEN, REASON_EMPTY, REASON_MOVED, USER_STORAGE_PATHS, USER_STORAGE_ROUTES_PATH } from '../../../contracts/user-storage';

/** storefront-shell.md §8 User storage: state 0 success; -1 with reason 24 (nothing there), 50 (broken), 37 (moved, with location). */
export const STORAGE_REASON = { empty: REASON_EMPTY, moved: REASON_MOVED, broken: REASON_BROKEN } as const;
export const MAX_STORAGE_FILE = 64 * 1024;
export const MAX_PATHS = 50;
const PATH_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_./-]{0,255}$/;

function checkPath(path: unknown): string {
  if (typeof path !== 'string' || !PATH_PATTERN.test(path) || path.includes('..')) throw badRequest('path must be a relative storage path');
  return path;
}

/** An injected storage fault (X-Demo-Fault storage=24|37|50) answers instead of the real store. */
function injected(c: Ctx): Response | null {
  const reason = c.get('fault').storageReason;
  if (reason === null) return null;
  return c.json({ state: -1, reason, ...(reason === STORAGE_REASON.moved ? { location: `${requestOrigin(c)}${SERVICE_MAP.userStorage}` } : {}) });
}

export function registerUserStorage(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.userStorage;

  // {path} -> {state, body: [paths under it]}
  app.post(`${base}${USER_STORAGE_PATHS.list}`, async (c) => {
    const { account } = deps.auth.identify(c);
    const path = checkPath((await readObject(c)).path);
    const fault = injected(c);
    if (fault) return fault;
    const paths = deps.userData.storageList(account.userId, path);
    return c.json(paths.length ? { state: 0, body: paths } : { state: -1, reason: STORAGE_REASON.empty });
  });

  // {paths:[...]} -> {state, body: [{path, file}]} (file as stored: the client's own encoding, e.g. base64 JSON).
  app.post(`${base}${USER_STORAGE_PATHS.get}`, async (c) => {
    const { account } = deps.auth.identify(c);
    const body = await readObject(c);
    if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > MAX_PATHS) throw badRequest(`paths must list 1 to ${MAX_PATHS} paths`);
    const paths = body.paths.map(checkPath);
    const fault = injected(c);
    if (fault) return fault;
    const files = paths.flatMap((path) => {
      const file = deps.userData.storageGet(account.userId, path);
      return file === undefined ? [] : [{ path, file }];
    });
    return c.json(files.length ? { state: 0, body: files } : { state: -1, reason: STORAGE_REASON.empty });
  });

  // {path, data} -> {state}; data is a string (stored as is) or JSON (stored as its text).
  app.post(`${base}${USER_STORAGE_PATHS.set}`, async (c) => {
    const { account } = deps.auth.identify(c);
    const body = await readObject(c);
    const path = checkPath(body.path);
    if (body.data === undefined) throw badRequest('data is required');
    const data = typeof body.data === 'string' ? body.data : JSON.stringify(body.data);
    if (data.length > MAX_STORAGE_FILE) throw badRequest(`data over ${MAX_STORAGE_FILE} characters`);
    const fault = injected(c);
    if (fault) return fault;
    deps.userData.storageSet(account.userId, path, data);
    return c.json({ state: 0 });
  });

  // POST /api/v3/routes -> {shards: {shard_key: host}}: every demo shard lives on this origin's user-storage base.
  app.post(`${SERVICE_MAP.routes}${USER_STORAGE_ROUTES_PATH}`, (c) => {
    const host = `${requestOrigin(c)}${SERVICE_MAP.userStorage}`;
    const shards: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) shards[shardKeyOf(a.userId)] = host;
    return c.json({ shards });
  });
}
