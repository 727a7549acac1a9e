import { NETWORK_STATE, type NetworkStateMessage } from './messages';
import type { WorkerClients } from './worker-types';

export interface Reachability {
  /** Whether the last request the worker sent reached the network. */
  readonly reachable: boolean;
  report(reached: boolean): void;
}

/**
 * The network as the worker last saw it, told to every page when it changes: a page whose data
 * came from a cache because the network failed or was too slow (a weak signal, where the browser
 * still says online) marks itself offline until a request gets through again.
 */
export function createReachability(clients: WorkerClients): Reachability {
  let reachable = true;
  return {
    get reachable() {
      return reachable;
    },
    report(reached) {
      if (reached === reachable) return;
      reachable = reached;
      const message: NetworkStateMessage = { type: NETWORK_STATE, reachable: reached };
      void clients.matchAll({ type: 'window' }).then(
        (windows) => windows.forEach((client) => client.postMessage(message)),
        () => undefined,
      );
    },
  };
}
