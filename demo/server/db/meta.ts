import { randomBytes } from 'node:crypto';
import type { Db } from './open';

/** A value kept in the meta table, created once (e.g. the token signing secret, so tokens survive a restart). */
export function metaValue(db: Db, key: string, create: () => string): string {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  if (row) return row.value;
  const value = create();
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, value);
  return value;
}

export function tokenSecret(db: Db): string {
  return metaValue(db, 'token_secret', () => randomBytes(32).toString('hex'));
}
