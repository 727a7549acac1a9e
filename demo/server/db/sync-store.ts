import type { KnownRejectReason } from '../../../contracts/sync';
import type { Db } from './open';

export type SyncKind = 'favs' | 'sellers' | 'cart';

/** One operation after validation by its service: an upsert or a delete of one item. */
export type SyncOp = { index: number; key: string; clientTs: number; opType: number; action: 'upsert' | 'delete'; data: Record<string, unknown> };
export type Rejection = { index: number; key?: string; reason: KnownRejectReason };
export type StoredItem = { key: string; data: Record<string, unknown>; isDeleted: boolean; clientTs: number; changeTs: number };

export type SyncRequest = {
  kind: SyncKind;
  userId: number;
  deviceId: string;
  ts: number;
  rememberMe: boolean;
  ops: SyncOp[];
  rejected: Rejection[];
  limit: number;
  forceState1: boolean;
};
export type SyncResult =
  | { state: 1; changeTs: number; reason: 'lost' | 'device_behind' | 'client_ahead' | 'forced' }
  | { state: 0; changeTs: number; items: StoredItem[]; applied: number; rejected: Rejection[] };

/** "0 applied twice", counted by the server: ops applied, duplicate deliveries refused, and op identities applied more than once. */
export type ApplyCount = { applied: number; duplicates: number; appliedTwice: number };

type StateRow = { change_ts: number; lost: number };
type ItemRow = { item_key: string; data: string; is_deleted: number; client_ts: number; change_ts: number };

/**
 * The sync protocol of storefront-shell.md §4 (favourites, favourite sellers, cart) over SQLite:
 * per-user change_ts; every operation applied exactly once, identified by user, device, client_ts
 * (plus item and op type, so a batch made in one millisecond stays distinct); state 1 when the
 * device's ts is behind what the server keeps for it, ahead of the server, or the state was lost.
 */
export class SyncStore {
  private readonly s;
  private readonly syncTx;
  private readonly counts = new Map<string, { applied: number; duplicates: number }>();

  constructor(private readonly db: Db) {
    this.s = {
      getState: db.prepare('SELECT change_ts, lost FROM sync_state WHERE kind = ? AND user_id = ?'),
      putState: db.prepare(
        'INSERT INTO sync_state (kind, user_id, change_ts, lost) VALUES (?, ?, ?, ?) ON CONFLICT (kind, user_id) DO UPDATE SET change_ts = excluded.change_ts, lost = excluded.lost',
      ),
      getDevice: db.prepare('SELECT ts FROM sync_devices WHERE kind = ? AND user_id = ? AND device_id = ?'),
      putDevice: db.prepare(
        'INSERT INTO sync_devices (kind, user_id, device_id, ts) VALUES (?, ?, ?, ?) ON CONFLICT (kind, user_id, device_id) DO UPDATE SET ts = excluded.ts',
      ),
      wasApplied: db.prepare('SELECT 1 FROM sync_applied WHERE kind = ? AND user_id = ? AND device_id = ? AND client_ts = ? AND item_key = ? AND op_type = ?'),
      markApplied: db.prepare('INSERT INTO sync_applied (kind, user_id, device_id, client_ts, item_key, op_type) VALUES (?, ?, ?, ?, ?, ?)'),
      getItem: db.prepare('SELECT item_key, data, is_deleted, client_ts, change_ts FROM sync_items WHERE kind = ? AND user_id = ? AND item_key = ?'),
      putItem: db.prepare(
        'INSERT INTO sync_items (kind, user_id, item_key, data, is_deleted, client_ts, change_ts) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, user_id, item_key) DO UPDATE SET data = excluded.data, is_deleted = excluded.is_deleted, client_ts = excluded.client_ts, change_ts = excluded.change_ts',
      ),
      countLive: db.prepare('SELECT COUNT(*) AS n FROM sync_items WHERE kind = ? AND user_id = ? AND is_deleted = 0'),
      liveItems: db.prepare(
        'SELECT item_key, data, is_deleted, client_ts, change_ts FROM sync_items WHERE kind = ? AND user_id = ? AND is_deleted = 0 ORDER BY change_ts, item_key',
      ),
      changedItems: db.prepare(
        'SELECT item_key, data, is_deleted, client_ts, change_ts FROM sync_items WHERE kind = ? AND user_id = ? AND change_ts > ? ORDER BY change_ts, item_key',
      ),
      dropItems: db.prepare('DELETE FROM sync_items WHERE kind = ? AND user_id = ?'),
      dropApplied: db.prepare('DELETE FROM sync_applied WHERE kind = ? AND user_id = ?'),
      dropDevices: db.prepare('DELETE FROM sync_devices WHERE kind = ? AND user_id = ?'),
      // An op is one (client_ts, item, op type): the same op applied for two device ids is applied twice.
      appliedTwice: db.prepare(
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM sync_applied WHERE kind = ? AND user_id = ? GROUP BY client_ts, item_key, op_type HAVING COUNT(*) > 1)',
      ),
    };
    this.syncTx = db.transaction((req: SyncRequest): SyncResult => this.syncInside(req));
  }

  sync(req: SyncRequest): SyncResult {
    const result = this.syncTx(req);
    if (result.state === 0) {
      const count = this.counts.get(`${req.kind}:${req.userId}`) ?? { applied: 0, duplicates: 0 };
      count.applied += result.applied;
      count.duplicates += result.rejected.filter((r) => r.reason === 'duplicate').length;
      this.counts.set(`${req.kind}:${req.userId}`, count);
    }
    return result;
  }

  /** What the server applied for a user since it started (the fault-run test compares it with the client). */
  applies(kind: SyncKind, userId: number): ApplyCount {
    const count = this.counts.get(`${kind}:${userId}`) ?? { applied: 0, duplicates: 0 };
    return { ...count, appliedTwice: (this.s.appliedTwice.get(kind, userId) as { n: number }).n };
  }

  /** The test switch "the server lost the user's state": items, devices and applied ops are forgotten. */
  loseState(kind: SyncKind, userId: number): void {
    this.db.transaction(() => {
      const state = this.s.getState.get(kind, userId) as StateRow | undefined;
      this.s.dropItems.run(kind, userId);
      this.s.dropApplied.run(kind, userId);
      this.s.dropDevices.run(kind, userId);
      this.s.putState.run(kind, userId, state?.change_ts ?? Date.now(), 1);
    })();
  }

  liveItems(kind: SyncKind, userId: number): StoredItem[] {
    return (this.s.liveItems.all(kind, userId) as ItemRow[]).map(toItem);
  }

  private syncInside(req: SyncRequest): SyncResult {
    const { kind, userId, deviceId } = req;
    const existing = this.s.getState.get(kind, userId) as StateRow | undefined;
    const state: StateRow = existing ?? { change_ts: Date.now(), lost: 0 };
    if (!existing) this.s.putState.run(kind, userId, state.change_ts, 0);
    const device = this.s.getDevice.get(kind, userId, deviceId) as { ts: number } | undefined;

    if (req.forceState1) return { state: 1, changeTs: state.change_ts, reason: 'forced' };
    if (!req.rememberMe) {
      if (state.lost) return { state: 1, changeTs: state.change_ts, reason: 'lost' };
      if (req.ts > state.change_ts) return { state: 1, changeTs: state.change_ts, reason: 'client_ahead' };
      if (device && req.ts < device.ts) return { state: 1, changeTs: state.change_ts, reason: 'device_behind' };
    }

    const rejected: Rejection[] = [...req.rejected];
    const changeTs = Math.max(Date.now(), state.change_ts + 1);
    let applied = 0;
    // Counted only when an add needs the limit check (a COUNT scans every item of the user).
    let live: number | undefined;
    const liveCount = () => (live ??= (this.s.countLive.get(kind, userId) as { n: number }).n);
    for (const op of req.ops) {
      if (this.s.wasApplied.get(kind, userId, deviceId, op.clientTs, op.key, op.opType)) {
        rejected.push({ index: op.index, key: op.key, reason: 'duplicate' });
        continue;
      }
      const current = this.s.getItem.get(kind, userId, op.key) as ItemRow | undefined;
      const currentlyLive = current !== undefined && current.is_deleted === 0;
      if (op.action === 'upsert' && !currentlyLive && liveCount() >= req.limit) {
        rejected.push({ index: op.index, key: op.key, reason: 'limit' });
        continue;
      }
      const data = op.action === 'upsert' ? op.data : current ? (JSON.parse(current.data) as Record<string, unknown>) : op.data;
      this.s.putItem.run(kind, userId, op.key, JSON.stringify(data), op.action === 'delete' ? 1 : 0, op.clientTs, changeTs);
      this.s.markApplied.run(kind, userId, deviceId, op.clientTs, op.key, op.opType);
      if (live !== undefined && op.action === 'upsert' && !currentlyLive) live++;
      if (live !== undefined && op.action === 'delete' && currentlyLive) live--;
      applied++;
    }
    const newChangeTs = applied > 0 ? changeTs : state.change_ts;
    this.s.putState.run(kind, userId, newChangeTs, req.rememberMe ? 0 : state.lost);
    this.s.putDevice.run(kind, userId, deviceId, newChangeTs);
    const full = req.rememberMe || req.ts === 0;
    const rows = (full ? this.s.liveItems.all(kind, userId) : this.s.changedItems.all(kind, userId, req.ts)) as ItemRow[];
    return { state: 0, changeTs: newChangeTs, items: rows.map(toItem), applied, rejected };
  }
}

function toItem(row: ItemRow): StoredItem {
  return {
    key: row.item_key,
    data: JSON.parse(row.data) as Record<string, unknown>,
    isDeleted: row.is_deleted === 1,
    clientTs: row.client_ts,
    changeTs: row.change_ts,
  };
}
