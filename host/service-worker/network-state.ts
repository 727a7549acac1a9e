import { networkReachableAtom } from '../../core/transport/connection';
import { getStore } from '../../core/platform/store';
import { ASK_STATUS, isNetworkStateMessage, isWorkerStatus, type WorkerStatus } from '../../sw/messages';

/** How long the page waits for the worker's answer about itself. */
const STATUS_TIMEOUT_MS = 3_000;

/** The controlling worker's version and view of the network; null without one (or no answer). */
export function askWorkerStatus(container: ServiceWorkerContainer): Promise<WorkerStatus | null> {
  const worker = container.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), STATUS_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(isWorkerStatus(event.data) ? event.data : null);
    };
    worker.postMessage({ type: ASK_STATUS }, [channel.port2]);
  });
}

/**
 * The worker's view of the network into core/transport/connection (the header's offline mark):
 * what it says when it changes, and at start (a page loaded offline was served from the shell).
 * The browser going online clears it until the worker sees a failure again.
 */
export function followWorkerNetwork(win: Window, container: ServiceWorkerContainer): void {
  const store = getStore();
  container.addEventListener('message', (event) => {
    if (isNetworkStateMessage(event.data)) store.set(networkReachableAtom, event.data.reachable);
  });
  win.addEventListener('online', () => store.set(networkReachableAtom, true));
  void askWorkerStatus(container).then((status) => {
    if (status) store.set(networkReachableAtom, status.reachable);
  });
}
