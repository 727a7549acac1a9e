import { RELEASE, RELEASED, SKIP_WAITING } from '../../sw/messages';

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
 * Tells the running version to let go (RELEASE) and resolves once it says it has (RELEASED: its
 * fetches aborted, its precache gone), or after the timeout (a worker of an older build that does
 * not answer). Only then may the page load again: a load sent before could still be answered from
 * the old precache, and so could one sent after the browser restarted the old worker, which
 * forgets that it was released but not that its precache is gone.
 */
function released(running: ServiceWorker, timeoutMs: number): Promise<void> {
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ type?: unknown }>) => {
      if (event.data?.type === RELEASED) resolve();
    };
  });
  running.postMessage({ type: RELEASE }, [channel.port2]);
  return Promise.race([answered, later(timeoutMs, undefined)]).finally(() => channel.port1.close());
}

/**
 * Lets the running version go and the waiting one (when there is one) take over; resolves once
 * it is activated, or after the timeout. The running version first aborts what it is fetching,
 * stops answering and drops its precache (RELEASE, awaited): Chromium activates the new one only
 * when the old one has no event in flight, skipWaiting or not, and a load sent meanwhile then goes
 * to the network (or the old worker without its precache), which serves the new version. Not at
 * controllerchange: that comes when activation starts, and a load sent while the new version
 * still activates waits on it.
 */
export async function takeOver(container: ServiceWorkerContainer, worker: ServiceWorker | null, timeoutMs = TAKE_OVER_TIMEOUT_MS): Promise<void> {
  const running = container.controller;
  if (running && running !== worker) await released(running, timeoutMs);
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
