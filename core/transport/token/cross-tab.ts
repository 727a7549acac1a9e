import { getBus } from '../../platform/bus';
import { applySession, getSession, readStoredSession, toSession, TOKEN_STORAGE_KEY, TOKEN_TOPIC, type Session } from './token';

/**
 * storefront-shell.md §4 "Login state is synced across tabs: another tab logging in updates the
 * UI, otherwise the page reloads". Sign-in and sign-out are applied in place (the atom changes,
 * sign-in listeners run); a switch to another user, or a listener that fails, cannot be applied
 * in place and reloads the page. Listens to the bus and to the token's own storage key (the demo
 * sign-in page writes it directly). Returns a stop function.
 */
export function startTokenSync(): () => void {
  const unsubscribe = getBus().subscribe(TOKEN_TOPIC, (payload) => {
    if (payload === null) return adopt(null);
    const next = typeof payload === 'string' ? toSession(payload) : null;
    if (next) adopt(next);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) adopt(readStoredSession());
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Brings this tab in line with a session another tab (or the stored token) holds. */
export function adopt(next: Session | null): void {
  const previous = getSession();
  if (previous?.token === next?.token) return;
  if (previous && next && previous.data.user !== next.data.user) {
    location.reload();
    return;
  }
  if (!applySession(next, 'other-tab')) location.reload();
}
