import { SERVICE_WORKER_PATH } from '../../contracts/web-app';
import { trustedServiceWorkerUrl } from '../../core/platform/dom';

/**
 * Registers the storefront's service worker (dist/sw.js, served at /sw.js) on the host page's
 * own origin, for the whole site. Only the storefront host page calls this: the loader a partner
 * embeds never registers anything on the partner's origin. The worker reads the same service map
 * as the page (`services`, the <vt-store> attribute). Null when there is no worker: no support,
 * not a secure context, or the registration failed (the page works online as before).
 */
export async function registerServiceWorker(win: Window, services: string | null): Promise<ServiceWorkerRegistration | null> {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !win.isSecureContext) return null;
  const query = services ? `?services=${encodeURIComponent(new URL(services, win.location.href).href)}` : '';
  try {
    const url = trustedServiceWorkerUrl(`${SERVICE_WORKER_PATH}${query}`);
    // The browser compares the worker's script on every update check, never from the HTTP cache.
    const registration = (await container.register(url, { scope: '/', updateViaCache: 'none' })) as ServiceWorkerRegistration | undefined;
    return registration ?? null;
  } catch (error) {
    console.warn('[vitrina] the storefront works online only: its service worker could not be registered', error);
    return null;
  }
}
