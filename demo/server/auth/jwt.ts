import { createHmac, timingSafeEqual } from 'node:crypto';

/** storefront-shell.md §3 "Auth token data": user, shard_key, session_id, iat (seconds). */
export type TokenPayload = { user: number; shard_key: string; session_id: string; iat: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${HEADER}.${body}.${sign(`${HEADER}.${body}`, secret)}`;
}

export type VerifyResult = { ok: true; payload: TokenPayload } | { ok: false; reason: 'malformed' | 'signature' };

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.user) && typeof v.shard_key === 'string' && typeof v.session_id === 'string' && Number.isSafeInteger(v.iat);
}

/** Checks the shape and the signature only; freshness and the session are the caller's rules. */
export function verifyToken(token: string, secret: string): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'malformed' };
  const [header, body, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${body}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return isPayload(payload) ? { ok: true, payload } : { ok: false, reason: 'malformed' };
}
