import { startAuth } from '../transport/auth';
import { onSignInChange } from '../transport/token';
import { startSettings, startCdnRefresh } from '../domain/settings';
import { getRetryQueue } from '../transport/retry';
import { emit } from '../platform/dom';

const STARTED_KEY = Symbol.for('vitrina.session');

/**
 * The session's background work, once per page: cross-tab login and the token slide, the 2-min
 * settings poll, the 3-min CDN refresh and the retry queue drain (each of the polls under a lock,
 * so one tab does it for all). Sign-in changes are announced to the page as `vt-session-change`
 * for integrators; the kit's own modules subscribe with onSignInChange.
 */
export function startSession(): void {
  const holder = globalThis as { [STARTED_KEY]?: true };
  if (holder[STARTED_KEY]) return;
  holder[STARTED_KEY] = true;
  startAuth();
  startSettings();
  startCdnRefresh();
  getRetryQueue().start();
  onSignInChange((change) => {
    emit(document, 'vt-session-change', { signedIn: change.signedIn, user: change.data?.user ?? null, source: change.source });
  });
}
