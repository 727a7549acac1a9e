import { onSignInChange, getTokenData } from '../token';
import { GUEST_SCOPE, type SyncEngine, type SyncScope } from './engine';

/** The signed-in user's scope (synced), or the guest's (local only, storefront-shell.md §6). */
export function currentScope(): SyncScope {
  const data = getTokenData();
  return data ? { key: `user:${data.user}`, remote: true } : GUEST_SCOPE;
}

/**
 * Keeps an engine on the current user's data: loads it now and switches on every sign-in change
 * (§4 "Sign-in state change triggers basket sync"). `afterSwitch` runs with the old and new scope once the new one is loaded
 * (the cart migrates the guest cart there), also for the first load when the page opens signed in
 * (from the guest scope). Returns the first load.
 */
export function followSession<D>(engine: SyncEngine<D>, afterSwitch?: (from: SyncScope, to: SyncScope) => Promise<void>): Promise<void> {
  let previous = currentScope();
  onSignInChange(() => {
    const next = currentScope();
    const from = previous;
    previous = next;
    void (async () => {
      await engine.setScope(next);
      await afterSwitch?.(from, next);
    })().catch((error) => console.error('[vitrina] switching the synced data to the new user failed', error));
  });
  return (async () => {
    const first = previous;
    await engine.setScope(first);
    // The demo's and the shop's sign-in pages are a navigation: the page opens signed in with the guest's
    // data still stored, so it moves over now as it would on an in-page sign-in (§4 "Guest cart migrates").
    if (first.remote) await afterSwitch?.(GUEST_SCOPE, first);
  })();
}
