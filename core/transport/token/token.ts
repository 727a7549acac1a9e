import { atom } from 'jotai/vanilla';
import { getBus } from '../../platform/bus';
import { getSyncArea, setWithQuotaRule } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { decodeJwt, type TokenData } from './jwt';
import { notifySignInChange } from './sign-in-change';

/** Where the JWT lives; the demo sign-in page writes the same key (storefront-shell.md §3 "Auth token data ... stored locally"). */
export const TOKEN_STORAGE_KEY = 'vitrina:token';
/** The sticker of the last slide (storefront-shell.md §4 "Auth token": a two-step exchange with a sticker). */
export const STICKER_STORAGE_KEY = 'vitrina:token-sticker';
/** Bus topic telling other tabs the token changed (payload: the JWT or null). */
export const TOKEN_TOPIC = 'auth:token';

export interface Session {
  token: string;
  data: TokenData;
}

/** The signed-in session, or null for a guest. */
export const sessionAtom = atom<Session | null>(readStoredSession());
export const signedInAtom = atom((get) => get(sessionAtom) !== null);

export function getSession(): Session | null {
  return getStore().get(sessionAtom);
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function getTokenData(): TokenData | null {
  return getSession()?.data ?? null;
}

export function isSignedIn(): boolean {
  return getSession() !== null;
}

/** Decodes a JWT into a session; a malformed token gives null (never a TypeError). */
export function toSession(token: string | null | undefined): Session | null {
  if (!token) return null;
  try {
    return { token, data: decodeJwt(token) };
  } catch {
    return null;
  }
}

/** The session persisted by this or another tab; a broken stored value counts as signed out. */
export function readStoredSession(): Session | null {
  return toSession(readItem(TOKEN_STORAGE_KEY));
}

export function getSticker(): string | null {
  return readItem(STICKER_STORAGE_KEY);
}

/**
 * Signs in with (or slides to) a new token. Throws MalformedTokenError for a token that is not a
 * JWT with {user, shard_key, session_id, iat}. Persisting may fail (storage full, blocked): the
 * session then still holds for this page.
 */
export function setToken(token: string, sticker?: string): void {
  const session: Session = { token, data: decodeJwt(token) };
  writeItem(TOKEN_STORAGE_KEY, token);
  if (sticker !== undefined) writeItem(STICKER_STORAGE_KEY, sticker);
  applySession(session, 'local');
  getBus().post(TOKEN_TOPIC, token);
}

/** Drops the token (sign-out, or the server's token-drop header). */
export function clearToken(): void {
  removeItem(TOKEN_STORAGE_KEY);
  removeItem(STICKER_STORAGE_KEY);
  applySession(null, 'local');
  getBus().post(TOKEN_TOPIC, null);
}

/**
 * Installs a session in the atom and tells sign-in listeners when the signed-in user changed.
 * Returns false when a listener failed (the caller in another-tab mode reloads).
 */
export function applySession(next: Session | null, source: 'local' | 'other-tab'): boolean {
  const store = getStore();
  const previous = store.get(sessionAtom);
  if (previous?.token === next?.token) return true;
  store.set(sessionAtom, next);
  if (previous?.data.user === next?.data.user) return true;
  return notifySignInChange({ signedIn: next !== null, data: next?.data ?? null, source });
}

function readItem(key: string): string | null {
  return getSyncArea().get(key);
}

/** The quota rule applies (core/storage); a refused write keeps the session for this page only. */
function writeItem(key: string, value: string): void {
  try {
    setWithQuotaRule(getSyncArea(), key, value);
  } catch (error) {
    console.warn(`[vitrina] could not persist ${key}; the session holds for this page only`, error);
  }
}

function removeItem(key: string): void {
  getSyncArea().remove(key);
}
