import { atom } from 'jotai/vanilla';
import { getStore } from '../../platform/store';

/**
 * Whether the page works offline: the browser says so (navigator.onLine and its online and
 * offline events), or the storefront's service worker answered from its caches because the
 * network failed or was too slow (a weak signal the browser still calls online; the host page
 * reports it into networkReachableAtom, host/service-worker/network-state.ts). The header marks
 * the page offline (widgets/header/offline-mark.tsx); pages that need the network say why
 * (host/offline/).
 */
const browserOnlineAtom = atom(typeof navigator === 'undefined' || navigator.onLine !== false);

/** The service worker's last word on the network (true until it says otherwise). */
export const networkReachableAtom = atom(true);

export const offlineAtom = atom((get) => !get(browserOnlineAtom) || !get(networkReachableAtom));

// The atom follows the browser from the start, whether or not anything reads it yet.
if (typeof window !== 'undefined') {
  const update = () => getStore().set(browserOnlineAtom, navigator.onLine !== false);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
