import type { Hono } from 'hono';
import type { DemoAccount } from '../../data/users';
import type { SyncKind, SyncOp, Rejection, StoredItem } from '../db/sync-store';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest } from '../errors';
import { destroyConnection } from '../fault-middleware';
import { isRecord, readJson, toNonNegativeInt } from '../input';
import { APP_TYPE, APP_TYPE_HEADER } from '../../../contracts/http';
import { SYNC_PATH, type SyncListField } from '../../../contracts/sync';

const MAX_DEVICE_ID_LENGTH = 128;

/** What a service's normaliser makes of one raw operation. */
export type Normalised = { op: Omit<SyncOp, 'index'> } | { reject: Omit<Rejection, 'index'> };

export type SyncService = {
  kind: SyncKind;
  listField: SyncListField;
  normalise(raw: Record<string, unknown>): Normalised;
  limit(account: DemoAccount, deps: Deps): number;
  present(item: StoredItem): Record<string, unknown>;
};

/** Sync calls carry Wb-AppType: site (storefront-shell.md §7). */
export function requireAppType(c: Ctx): void {
  if (c.req.header(APP_TYPE_HEADER) !== APP_TYPE) throw badRequest(`header ${APP_TYPE_HEADER}: ${APP_TYPE} is required`);
}

/** POST {base}/sync?ts&device_id[&remember_me=true] with a JSON array of operations. */
export function registerSync(app: Hono<AppEnv>, base: string, service: SyncService, deps: Deps): void {
  app.post(`${base}${SYNC_PATH}`, async (c) => {
    const { account } = deps.auth.identify(c);
    requireAppType(c);
    const ts = toNonNegativeInt(c.req.query('ts') ?? '0');
    if (ts === undefined) throw badRequest('ts must be a non-negative integer');
    const deviceId = c.req.query('device_id') ?? '';
    if (deviceId === '' || deviceId.length > MAX_DEVICE_ID_LENGTH) throw badRequest('device_id is required (at most 128 characters)');
    const body = await readJson(c, { optional: true });
    const rawOps = body === undefined ? [] : body;
    if (!Array.isArray(rawOps)) throw badRequest('a JSON array of operations is expected');
    const ops: SyncOp[] = [];
    const rejected: Rejection[] = [];
    rawOps.forEach((raw, index) => {
      const result = isRecord(raw) ? service.normalise(raw) : { reject: { reason: 'invalid' as const } };
      if ('op' in result) ops.push({ ...result.op, index });
      else rejected.push({ ...result.reject, index });
    });
    const fault = c.get('fault');
    const deliver = () =>
      deps.sync.sync({
        kind: service.kind,
        userId: account.userId,
        deviceId,
        ts,
        rememberMe: c.req.query('remember_me') === 'true',
        ops,
        rejected: [...rejected],
        limit: service.limit(account, deps),
        forceState1: fault.state1,
      });
    let result = deliver();
    // The `duplicate` fault (API.md): `late` applies and loses the answer, so the client's retry is the
    // second delivery; `replay` delivers the same request again at once and answers that delivery.
    if (fault.duplicate === 'late') return destroyConnection(c);
    if (fault.duplicate === 'replay') result = deliver();
    if (result.state === 1) return c.json({ state: 1, change_ts: result.changeTs, [service.listField]: [], reason: result.reason });
    return c.json({
      state: 0,
      change_ts: result.changeTs,
      [service.listField]: result.items.map((i) => service.present(i)),
      applied: result.applied,
      rejected: result.rejected.sort((a, b) => a.index - b.index),
    });
  });
}

export function intField(raw: Record<string, unknown>, key: string): number | undefined {
  return toNonNegativeInt(raw[key]);
}

export function stringField(raw: Record<string, unknown>, key: string, max = 2048): string {
  const value = raw[key];
  if (typeof value === 'string') return value.slice(0, max);
  if (isRecord(value) || Array.isArray(value)) return JSON.stringify(value).slice(0, max);
  return '';
}

/** Club limits apply to club subscribers in the main locale (storefront-shell.md §5, §9). */
export function isClubInRu(account: DemoAccount): boolean {
  return account.wbClub && account.locale === 'ru';
}
