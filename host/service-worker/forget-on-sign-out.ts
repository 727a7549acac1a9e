import { sessionAtom } from '../../core/transport/token';
import { getStore } from '../../core/platform/store';
import { FORGET_USER_DATA } from '../../sw/messages';

/**
 * When the shopper signs out, the worker drops the route data it cached for signed-in users (the
 * basket, the cabinet): on a shared phone the next shopper cannot read them offline.
 */
export function forgetUserDataOnSignOut(container: ServiceWorkerContainer): () => void {
  const store = getStore();
  let signedIn = store.get(sessionAtom) !== null;
  return store.sub(sessionAtom, () => {
    const now = store.get(sessionAtom) !== null;
    if (signedIn && !now) container.controller?.postMessage({ type: FORGET_USER_DATA });
    signedIn = now;
  });
}
