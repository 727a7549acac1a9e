import { SKIP_WAITING } from '../../sw/messages';

/**
 * How long a page waits for a new version to install or take over before it loads anyway: the
 * old version then serves the load, and nothing breaks.
 */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/** The new version once it is installed and waiting; null when there is none (or it failed to install). */
export function installedWorker(registration: ServiceWorkerRegistration, timeoutMs = TAKE_OVER_TIMEOUT_MS): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting);
  const installing = registration.installing;
  if (!installing) return Promise.resolve(null);
  const installed = new Promise<ServiceWorker | null>((resolve) => {
    const follow = () => {
      if (installing.state === 'installed') resolve(registration.waiting ?? installing);
      else if (installing.state === 'redundant') resolve(null);
      else return;
      installing.removeEventListener('statechange', follow);
    };
    installing.addEventListener('statechange', follow);
  });
  return Promise.race([installed, later(timeoutMs, null)]);
}

/** Tells the waiting version to take over; resolves once it controls the page (or after the timeout). */
export async function takeOver(container: ServiceWorkerContainer, worker: ServiceWorker, timeoutMs = TAKE_OVER_TIMEOUT_MS): Promise<void> {
  const changed = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  worker.postMessage({ type: SKIP_WAITING });
  await Promise.race([changed, later(timeoutMs, undefined)]);
}

/** Loads an address with whatever version now controls the origin (the current address: a reload). */
export function loadWith(win: Window, url: string): void {
  if (url === win.location.href) win.location.reload();
  else win.location.assign(url);
}
