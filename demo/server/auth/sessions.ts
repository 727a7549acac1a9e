import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { findAccountById, shardKeyOf, type DemoAccount } from '../../data/users';
import type { SessionStore } from '../db/sessions';
import { HttpError } from '../errors';
import { INVALID_TOKEN_STATUS, TOKEN_ACTION_HEADER, TOKEN_DROP_HEADER } from '../../../contracts/http';
import { signToken, verifyToken, type TokenPayload } from './jwt';

/**
 * The demo's token lifetime: the spec only says a token may be slid after 2 days (storefront-shell.md §4);
 * the demo accepts a token for 7 days, then answers 498 X-Token-Action: refresh (API.md).
 */
export const TOKEN_MAX_AGE_S = 7 * 24 * 3600;

/** Verified token payloads kept in memory, so an unchanged token is not re-verified on every call. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export type Identity = { account: DemoAccount; payload: TokenPayload; token: string };

export const nowS = () => Math.floor(Date.now() / 1000);

export class Auth {
  private readonly verified = new Map<string, TokenPayload>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly secret: string,
  ) {}

  /** Shape and signature (cached per token string: a valid signature stays valid); freshness is checked by the caller. */
  private verify(token: string): ReturnType<typeof verifyToken> {
    const known = this.verified.get(token);
    if (known) return { ok: true, payload: known };
    const result = verifyToken(token, this.secret);
    if (result.ok) {
      if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, result.payload);
    }
    return result;
  }

  /** Signs in: a new session and its first token. ageSeconds back-dates iat (tests of the 2-day slide). */
  signIn(account: DemoAccount, ageSeconds = 0): string {
    const sessionId = randomBytes(12).toString('hex');
    const iat = nowS() - ageSeconds;
    this.sessions.create(sessionId, account.userId, iat);
    return signToken({ user: account.userId, shard_key: shardKeyOf(account.userId), session_id: sessionId, iat }, this.secret);
  }

  /** A new token for the same session (slide step 1); the old ones stay valid until confirmed. */
  slide(payload: TokenPayload): { token: string; sticker: string } {
    const iat = Math.max(nowS(), payload.iat + 1);
    const sticker = randomBytes(16).toString('hex');
    this.sessions.setPending(payload.session_id, sticker, iat);
    return { token: signToken({ ...payload, iat }, this.secret), sticker };
  }

  confirm(sessionId: string, sticker: string): boolean {
    return this.sessions.confirm(sessionId, sticker);
  }

  logoff(sessionId: string): void {
    this.sessions.revoke(sessionId);
  }

  /** Signature and live session only (used by slide, which must accept a stale token). */
  readLive(token: string): TokenPayload | null {
    const result = this.verify(token);
    if (!result.ok) return null;
    const session = this.sessions.get(result.payload.session_id);
    if (!session || session.revoked || session.user_id !== result.payload.user) return null;
    return result.payload;
  }

  /**
   * The token rules of storefront-shell.md §8 HTTP: no token 401 'miss token'; malformed or foreign
   * token 498 get; stale (older than the slid one, or past the demo lifetime) 498 refresh;
   * signed-off session or unknown user 401 with the token-drop header.
   */
  identify(c: Context): Identity {
    const token = bearer(c);
    if (!token) throw new HttpError(401, 'miss token');
    const result = this.verify(token);
    if (!result.ok) throw new HttpError(INVALID_TOKEN_STATUS, `invalid token (${result.reason})`, { [TOKEN_ACTION_HEADER]: 'get' });
    const { payload } = result;
    const session = this.sessions.get(payload.session_id);
    const account = findAccountById(payload.user);
    if (!session || session.revoked || !account || session.user_id !== payload.user) {
      throw new HttpError(401, 'session ended', { [TOKEN_DROP_HEADER]: '1' });
    }
    if (payload.iat < session.min_iat || nowS() - payload.iat > TOKEN_MAX_AGE_S) {
      throw new HttpError(INVALID_TOKEN_STATUS, 'token expired', { [TOKEN_ACTION_HEADER]: 'refresh' });
    }
    return { account, payload, token };
  }

  /** Like identify, but a request without a token is a guest (null). A bad token is still an error. */
  optional(c: Context): Identity | null {
    return bearer(c) ? this.identify(c) : null;
  }
}

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
