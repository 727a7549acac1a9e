import type { Db } from './open';

export type SessionRow = {
  session_id: string; user_id: number; min_iat: number; revoked: number; pending_sticker: string | null; pending_iat: number | null; created_at: number;
};

/** Sign-in sessions: a token is valid while its session lives and its iat is not older than min_iat. */
export class SessionStore {
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
    this.confirmStmt = db.prepare('UPDATE sessions SET min_iat = pending_iat, pending_sticker = NULL, pending_iat = NULL WHERE session_id = ? AND pending_sticker = ?');
  }

  get(sessionId: string): SessionRow | undefined {
    return this.getStmt.get(sessionId) as SessionRow | undefined;
  }

  create(sessionId: string, userId: number, iat: number): void {
    this.insertStmt.run(sessionId, userId, iat, Date.now());
  }

  revoke(sessionId: string): void {
    this.revokeStmt.run(sessionId);
  }

  setPending(sessionId: string, sticker: string, iat: number): void {
    this.pendingStmt.run(sticker, iat, sessionId);
  }

  /** Confirms a slide: tokens issued before the slid one become stale. False when the sticker is not the pending one. */
  confirm(sessionId: string, sticker: string): boolean {
    return this.confirmStmt.run(sessionId, sticker).changes > 0;
  }
}
