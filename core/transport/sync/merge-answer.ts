import { pendingChangeOf } from './merge-ops';
import type { Change, ServerItem, SyncAnswer } from '../../../contracts/sync';
import type { Entry, ServerDeletePolicy, SyncState } from './types';

const sameChange = <D>(a: Change<D>, b: Change<D>) => a.key === b.key && a.at === b.at && a.kind === b.kind;

/** Whether a server deletion leaves an item with a local change still to send. */
function keepsPending<D>(policy: ServerDeletePolicy, change: Change<D>, server: ServerItem<D>): boolean {
  if (change.kind === 'delete') return false;
  return policy === 'keep-pending-add' || change.at > server.at;
}

export interface MergeOutcome<D> {
  state: SyncState<D>;
  /** Keys the server refused for its limit or as invalid: dropped from the cache. */
  refused: { key: string; reason: string }[];
}

/**
 * The state 0 merge of storefront-shell.md §4: the sent operations are done; delete operations
 * drop items; server items overwrite the cache except items with a local change still pending,
 * which are kept unless the server marks them deleted (per `policy`); the last-sync time and
 * change_ts are saved. A full answer (ts 0 or remember_me) also drops what the server does not have.
 */
export function mergeAnswer<D>(
  state: SyncState<D>,
  sent: readonly Change<D>[],
  answer: SyncAnswer<D>,
  options: { policy: ServerDeletePolicy; full: boolean; now: number; mergeServer?: (local: D | undefined, server: D) => D },
): MergeOutcome<D> {
  const inFlight = state.inFlight.filter((c) => !sent.some((s) => sameChange(s, c)));
  const unsent = [...inFlight, ...state.pending];
  const items: Record<string, Entry<D>> = { ...state.items };
  const refused: { key: string; reason: string }[] = [];

  for (const rejection of answer.rejected) {
    if (rejection.reason !== 'limit' && rejection.reason !== 'invalid') continue; // duplicates were applied before
    const op = sent.find((s) => s.key === rejection.key);
    if (!op || op.kind === 'delete' || pendingChangeOf(unsent, rejection.key)) continue;
    delete items[rejection.key];
    refused.push(rejection);
  }

  const seen = new Set<string>();
  for (const server of answer.items) {
    seen.add(server.key);
    const local = pendingChangeOf(unsent, server.key);
    if (server.deleted) {
      if (!local || !keepsPending(options.policy, local, server)) delete items[server.key];
      continue;
    }
    if (local) continue;
    if (refused.some((r) => r.key === server.key)) continue;
    const data = options.mergeServer ? options.mergeServer(items[server.key]?.data, server.data) : server.data;
    items[server.key] = { data, at: server.at };
  }

  if (options.full) {
    for (const key of Object.keys(items)) {
      if (!seen.has(key) && !pendingChangeOf(unsent, key)) delete items[key];
    }
  }

  return {
    state: {
      ...state,
      items,
      inFlight,
      ts: answer.changeTs > 0 ? answer.changeTs : state.ts,
      fullResend: false,
      syncedAt: options.now,
    },
    refused,
  };
}

/**
 * The operations of a full resend (§4 "Server state 1 means a full resend of all items with
 * remember_me"): what is unanswered or unsent, then every other live item as an add.
 */
export function fullResendOps<D>(state: SyncState<D>): Change<D>[] {
  const ops: Change<D>[] = [...state.inFlight];
  const touched = new Set(ops.map((c) => c.key));
  for (const [key, entry] of Object.entries(state.items)) {
    if (!touched.has(key)) ops.push({ key, kind: 'add', at: entry.at, data: entry.data });
  }
  return ops;
}
