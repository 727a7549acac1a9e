import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;
export const DB_FILE_NAME = 'demo.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  session_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, min_iat INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0,
  pending_sticker TEXT, pending_iat INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sync_state (
  kind TEXT NOT NULL, user_id INTEGER NOT NULL, change_ts INTEGER NOT NULL, lost INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, user_id)
);
CREATE TABLE IF NOT EXISTS sync_items (
  kind TEXT NOT NULL, user_id INTEGER NOT NULL, item_key TEXT NOT NULL, data TEXT NOT NULL, is_deleted INTEGER NOT NULL,
  client_ts INTEGER NOT NULL, change_ts INTEGER NOT NULL, PRIMARY KEY (kind, user_id, item_key)
);
CREATE INDEX IF NOT EXISTS sync_items_changes ON sync_items (kind, user_id, change_ts);
CREATE TABLE IF NOT EXISTS sync_devices (
  kind TEXT NOT NULL, user_id INTEGER NOT NULL, device_id TEXT NOT NULL, ts INTEGER NOT NULL,
  PRIMARY KEY (kind, user_id, device_id)
);
CREATE TABLE IF NOT EXISTS sync_applied (
  kind TEXT NOT NULL, user_id INTEGER NOT NULL, device_id TEXT NOT NULL, client_ts INTEGER NOT NULL, item_key TEXT NOT NULL,
  op_type INTEGER NOT NULL, PRIMARY KEY (kind, user_id, device_id, client_ts, item_key, op_type)
);
CREATE TABLE IF NOT EXISTS user_storage (
  user_id INTEGER NOT NULL, path TEXT NOT NULL, data TEXT NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (user_id, path)
);
CREATE TABLE IF NOT EXISTS search_history (
  user_id INTEGER NOT NULL, query TEXT NOT NULL, ts INTEGER NOT NULL, PRIMARY KEY (user_id, query)
);
CREATE TABLE IF NOT EXISTS recent_views (
  user_id INTEGER NOT NULL, nm_id INTEGER NOT NULL, ts INTEGER NOT NULL, PRIMARY KEY (user_id, nm_id)
);
CREATE TABLE IF NOT EXISTS notice_state (
  user_id INTEGER NOT NULL, uuid TEXT NOT NULL, read INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, uuid)
);
CREATE TABLE IF NOT EXISTS user_prefs (
  user_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (user_id, key)
);
`;

/** Opens (creating on first start) the demo database in dataDir. */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
}
