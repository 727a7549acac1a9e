/**
 * Auth token data (storefront-shell.md §3 "Session and identity": user, shard_key, session_id, iat).
 * The token is a JWT: header.payload.signature, base64url. The client only reads the payload;
 * the server checks the signature.
 */
export interface TokenData {
  user: string;
  shard_key: string;
  session_id: string;
  /** Issued-at, seconds since the epoch. */
  iat: number;
}

export class MalformedTokenError extends Error {
  override name = 'MalformedTokenError';
}

export function decodeJwt(token: string): TokenData {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new MalformedTokenError('token is not a JWT (header.payload.signature)');
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch (cause) {
    throw new MalformedTokenError('token payload is not base64url JSON', { cause });
  }
  if (!payload || typeof payload !== 'object') throw new MalformedTokenError('token payload is not an object');
  const { user, shard_key, session_id, iat } = payload as Record<string, unknown>;
  if (!isId(user)) throw new MalformedTokenError('token payload has no user');
  if (!isId(shard_key)) throw new MalformedTokenError('token payload has no shard_key');
  if (typeof session_id !== 'string') throw new MalformedTokenError('token payload has no session_id');
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new MalformedTokenError('token payload has no iat');
  return { user: String(user), shard_key: String(shard_key), session_id, iat };
}

function isId(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

function base64UrlDecode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
