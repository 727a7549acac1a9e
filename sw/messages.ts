/**
 * What the storefront page (host/service-worker/) and the service worker (sw/) say to each other
 * through postMessage. Both sides import these, so a renamed message breaks the build, not the
 * page.
 */

/** Page -> waiting worker: take over now (the shopper chose the new version, or navigates into it). */
export const SKIP_WAITING = 'vt-skip-waiting';
/**
 * Page -> controlling worker, just before a new version takes over: abort what it is fetching,
 * stop answering and drop its own precache, then answer RELEASED on the given port. Chromium keeps
 * the new version waiting, skipWaiting or not, while the old one has an event in flight (a picture
 * the network is slow to send); and the browser may stop a worker and start it again at any time,
 * which forgets that it was released: without its precache a restarted old version can no longer
 * serve the old kit, so the page's next load runs the new one whichever version answers it.
 */
export const RELEASE = 'vt-release';
/** Worker -> page, on RELEASE's port: the released version's precache is gone. */
export const RELEASED = 'vt-released';
/** Page -> worker, answered on the given port: `{ version, build, reachable }`. */
export const ASK_STATUS = 'vt-status';
/** Page -> worker: the shopper signed out; drop what was cached for signed-in users (route data). */
export const FORGET_USER_DATA = 'vt-forget-user-data';
/**
 * Page -> worker, once it first controls the page: the addresses the page fetched before (the
 * worker was installing), for the worker to store those it would have cached.
 */
export const CACHE_URLS = 'vt-cache-urls';
/** Worker -> pages: whether the last request the worker sent reached the network. */
export const NETWORK_STATE = 'vt-network';

export type PageToWorker =
  | { type: typeof SKIP_WAITING }
  | { type: typeof RELEASE }
  | { type: typeof ASK_STATUS }
  | { type: typeof FORGET_USER_DATA }
  | { type: typeof CACHE_URLS; urls: string[] };

export interface WorkerStatus {
  /** The kit version of the worker's precache (package.json). */
  version: string;
  /** The build of the worker's precache: it changes with any file of the build. */
  build: string;
  reachable: boolean;
}

export interface NetworkStateMessage {
  type: typeof NETWORK_STATE;
  reachable: boolean;
}

export function isNetworkStateMessage(data: unknown): data is NetworkStateMessage {
  return (
    !!data && typeof data === 'object' && (data as NetworkStateMessage).type === NETWORK_STATE && typeof (data as NetworkStateMessage).reachable === 'boolean'
  );
}

export function isWorkerStatus(data: unknown): data is WorkerStatus {
  const status = data as WorkerStatus | null;
  return (
    !!status && typeof status === 'object' && typeof status.version === 'string' && typeof status.build === 'string' && typeof status.reachable === 'boolean'
  );
}

export function isPageMessage(data: unknown): data is PageToWorker {
  const message = data as { type?: unknown; urls?: unknown } | null;
  const type = message?.type;
  if (type === CACHE_URLS) return Array.isArray(message!.urls) && message!.urls.every((url) => typeof url === 'string');
  return type === SKIP_WAITING || type === RELEASE || type === ASK_STATUS || type === FORGET_USER_DATA;
}
