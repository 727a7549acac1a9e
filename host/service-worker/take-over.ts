import { RELEASE, SKIP_WAITING } from '../../sw/messages';

/**
 * How long a page waits for a new version to install or take over before it loads anyway: the
 * running version has let go (RELEASE), so the load comes from the network, in the new version.
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

/**
 * Lets the running version go and the waiting one (when there is one) take over; resolves once
 * it is activated, or after the timeout. The running version first aborts what it is fetching and
 * stops answering (RELEASE): Chromium activates the new one only when the old one has no event in
 * flight, skipWaiting or not, and a load sent meanwhile then goes to the network, which serves the
 * new version. Not at controllerchange: that comes when activation starts, and a load sent while
 * the new version still activates waits on it.
 */
export async function takeOver(container: ServiceWorkerContainer, worker: ServiceWorker | null, timeoutMs = TAKE_OVER_TIMEOUT_MS): Promise<void> {
  const running = container.controller;
  if (running && running !== worker) running.postMessage({ type: RELEASE });
  if (!worker) return;
  let follow = () => {};
  const activated = new Promise<void>((resolve) => {
    follow = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve();
    };
    worker.addEventListener('statechange', follow);
  });
  worker.postMessage({ type: SKIP_WAITING });
  follow();
  await Promise.race([activated, later(timeoutMs, undefined)]);
  worker.removeEventListener('statechange', follow);
}

/** Loads an address with whatever version now controls the origin (the current address: a reload). */
export function loadWith(win: Window, url: string): void {
  if (url === win.location.href) win.location.reload();
  else win.location.assign(url);
}
