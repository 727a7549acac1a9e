import { startAuth } from '../transport/auth';
import { onSignInChange } from '../transport/token';
import { startSettings, startCdnRefresh } from '../domain/settings';
import { getRetryQueue } from '../transport/retry';
import { emit } from '../platform/dom';

/**
 * The session's background work, in its own chunk (createRuntime loads it beside the first
 * element's render): cross-tab login and the token slide, the 2-min settings poll, the 3-min CDN
 * refresh and the retry queue drain (each of the polls under a lock, so one tab does it for all).
 * Sign-in changes are announced to the page as `vt-session-change` for integrators; the kit's own
 * modules subscribe with onSignInChange. Returns what stops it all.
 */
export function startSession(doc: Document | null): () => void {
  const settings = startSettings();
  const cdn = startCdnRefresh();
  const retry = getRetryQueue();
  retry.start();
  const stops = [
    startAuth(),
    () => settings.stop(),
    () => cdn.stop(),
    () => retry.stop(),
    onSignInChange((change) => {
      if (doc) emit(doc, 'vt-session-change', { signedIn: change.signedIn, user: change.data?.user ?? null, source: change.source });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
