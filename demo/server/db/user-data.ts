import type { Db } from './open';

/** storefront-shell.md §9: history 20; recent views 100. */
export const SEARCH_HISTORY_LIMIT = 20;
export const RECENT_VIEWS_LIMIT = 100;

/** Small per-user records: user storage files, search history, recent views, notification state, preferences. */
export class UserDataStore {
  private readonly s;

  constructor(db: Db) {
    this.s = {
      storageList: db.prepare("SELECT path FROM user_storage WHERE user_id = ? AND (path = ? OR path LIKE ? ESCAPE '\\') ORDER BY path"),
      storageGet: db.prepare('SELECT data FROM user_storage WHERE user_id = ? AND path = ?'),
      storageSet: db.prepare(
        'INSERT INTO user_storage (user_id, path, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
      ),
      historyAdd: db.prepare('INSERT INTO search_history (user_id, query, ts) VALUES (?, ?, ?) ON CONFLICT (user_id, query) DO UPDATE SET ts = excluded.ts'),
      historyTrim: db.prepare(
        'DELETE FROM search_history WHERE user_id = ? AND query NOT IN (SELECT query FROM search_history WHERE user_id = ? ORDER BY ts DESC LIMIT ?)',
      ),
      historyList: db.prepare('SELECT query FROM search_history WHERE user_id = ? ORDER BY ts DESC LIMIT ?'),
      viewAdd: db.prepare('INSERT INTO recent_views (user_id, nm_id, ts) VALUES (?, ?, ?) ON CONFLICT (user_id, nm_id) DO UPDATE SET ts = excluded.ts'),
      viewTrim: db.prepare(
        'DELETE FROM recent_views WHERE user_id = ? AND nm_id NOT IN (SELECT nm_id FROM recent_views WHERE user_id = ? ORDER BY ts DESC LIMIT ?)',
      ),
      viewList: db.prepare('SELECT nm_id, ts FROM recent_views WHERE user_id = ? ORDER BY ts DESC LIMIT ?'),
      noticeStates: db.prepare('SELECT uuid, read, deleted FROM notice_state WHERE user_id = ?'),
      noticeRead: db.prepare('INSERT INTO notice_state (user_id, uuid, read, deleted) VALUES (?, ?, 1, 0) ON CONFLICT (user_id, uuid) DO UPDATE SET read = 1'),
      noticeDelete: db.prepare(
        'INSERT INTO notice_state (user_id, uuid, read, deleted) VALUES (?, ?, 1, 1) ON CONFLICT (user_id, uuid) DO UPDATE SET deleted = 1',
      ),
      prefGet: db.prepare('SELECT value FROM user_prefs WHERE user_id = ? AND key = ?'),
      prefSet: db.prepare('INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value'),
    };
  }

  storageList(userId: number, dir: string): string[] {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    const like = `${prefix.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return (this.s.storageList.all(userId, dir, like) as { path: string }[]).map((r) => r.path);
  }

  storageGet(userId: number, path: string): string | undefined {
    return (this.s.storageGet.get(userId, path) as { data: string } | undefined)?.data;
  }

  storageSet(userId: number, path: string, data: string): void {
    this.s.storageSet.run(userId, path, data, Date.now());
  }

  addSearch(userId: number, query: string): void {
    this.s.historyAdd.run(userId, query, Date.now());
    this.s.historyTrim.run(userId, userId, SEARCH_HISTORY_LIMIT);
  }

  searchHistory(userId: number): string[] {
    return (this.s.historyList.all(userId, SEARCH_HISTORY_LIMIT) as { query: string }[]).map((r) => r.query);
  }

  addView(userId: number, nmId: number): void {
    this.s.viewAdd.run(userId, nmId, Date.now());
    this.s.viewTrim.run(userId, userId, RECENT_VIEWS_LIMIT);
  }

  recentViews(userId: number): { nmId: number; time: number }[] {
    return (this.s.viewList.all(userId, RECENT_VIEWS_LIMIT) as { nm_id: number; ts: number }[]).map((r) => ({ nmId: r.nm_id, time: Math.floor(r.ts / 1000) }));
  }

  noticeStates(userId: number): Map<string, { read: boolean; deleted: boolean }> {
    const rows = this.s.noticeStates.all(userId) as { uuid: string; read: number; deleted: number }[];
    return new Map(rows.map((r) => [r.uuid, { read: r.read === 1, deleted: r.deleted === 1 }]));
  }

  markNotices(userId: number, uuids: readonly string[], action: 'read' | 'delete'): void {
    const stmt = action === 'read' ? this.s.noticeRead : this.s.noticeDelete;
    for (const uuid of uuids) stmt.run(userId, uuid);
  }

  pref(userId: number, key: string): string | undefined {
    return (this.s.prefGet.get(userId, key) as { value: string } | undefined)?.value;
  }

  setPref(userId: number, key: string, value: string): void {
    this.s.prefSet.run(userId, key, value);
  }
}
