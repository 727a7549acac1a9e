import { mergeChange, type MergeUpdates } from './merge-ops';
import type { Change } from '../../../contracts/sync';
import type { SyncState } from './types';

/** A change before it has a client timestamp. */
export type ChangeInput<D> = Omit<Change<D>, 'at'>;

/**
 * Applies local changes: the cache shows them at once (a delete hides the item at once, §4
 * "Favourites"), and each is queued for the server with a client timestamp above every earlier
 * one (`stepMs` apart: the sellers service counts in seconds, §3).
 */
export function applyLocal<D>(
  state: SyncState<D>,
  changes: readonly ChangeInput<D>[],
  now: number,
  options: { stepMs?: number; mergeUpdates?: MergeUpdates<D>; queue?: boolean } = {},
): SyncState<D> {
  const stepMs = options.stepMs ?? 1;
  const items = { ...state.items };
  let pending = state.pending;
  let lastAt = state.lastAt;
  for (const input of changes) {
    const at = Math.max(now, lastAt + stepMs);
    lastAt = at;
    if (input.kind === 'delete') delete items[input.key];
    else items[input.key] = { data: input.data, at };
    if (options.queue !== false) pending = mergeChange(pending, { ...input, at }, options.mergeUpdates);
  }
  return { ...state, items, pending, lastAt };
}
