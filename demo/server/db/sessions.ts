import type { Db } from './open';

/** Sessions kept in memory at most (the cache starts over when full). */
export const SESSION_CACHE_SIZE = 10_000;

export type SessionRow = {
  session_id: string;
  user_id: number;
  min_iat: number;
  revoked: number;
  pending_sticker: string | null;
  pending_iat: number | null;
  created_at: number;
};

/**
 * Sign-in sessions: a token is valid while its session lives and its iat is not older than min_iat.
 * Rows are cached in memory (every request checks its session): this store is the only
 * writer of the table, and each write drops the row from the cache.
 */
export class SessionStore {
  private readonly cache = new Map<string, SessionRow>();
  private readonly getStmt;
  private readonly insertStmt;
  private readonly revokeStmt;
  private readonly pendingStmt;
  private readonly confirmStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT * FROM sessions WHERE session_id = ?');
    this.insertStmt = db.prepare('INSERT INTO sessions (session_id, user_id, min_iat, revoked, created_at) VALUES (?, ?, ?, 0, ?)');
    this.revokeStmt = db.prepare('UPDATE sessions SET revoked = 1 WHERE session_id = ?');
    this.pendingStmt = db.prepare('UPDATE sessions SET pending_sticker = ?, pending_iat = ? WHERE session_id = ?');
    this.confirmStmt = db.prepare(
      'UPDATE sessions SET min_iat = pending_iat, pending_sticker = NULL, pending_iat = NULL WHERE session_id = ? AND pending_sticker = ?',
    );
  }

  get(sessionId: string): SessionRow | undefined {
    const cached = this.cache.get(sessionId);
    if (cached) return cached;
    const row = this.getStmt.get(sessionId) as SessionRow | undefined;
    if (row) {
      if (this.cache.size >= SESSION_CACHE_SIZE) this.cache.clear();
      this.cache.set(sessionId, row);
    }
    return row;
  }

  create(sessionId: string, userId: number, iat: number): void {
    this.cache.delete(sessionId);
    this.insertStmt.run(sessionId, userId, iat, Date.now());
  }

  revoke(sessionId: string): void {
    this.cache.delete(sessionId);
    this.revokeStmt.run(sessionId);
  }

  setPending(sessionId: string, sticker: string, iat: number): void {
    this.cache.delete(sessionId);
    this.pendingStmt.run(sticker, iat, sessionId);
  }

  /** Confirms a slide: tokens issued before the slid one become stale. False when the sticker is not the pending one. */
  confirm(sessionId: string, sticker: string): boolean {
    this.cache.delete(sessionId);
    return this.confirmStmt.run(sessionId, sticker).changes > 0;
  }
}
