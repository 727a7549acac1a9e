import type { Change, ChangeKind } from '../../../contracts/sync';

/** Combines the data of two updates of one item; by default the later data wins. */
export type MergeUpdates<D> = (earlier: D, later: D) => D;

/**
 * The kind an unsent operation becomes when another one on the same item follows it
 * (storefront-shell.md §4 "Cart sync": "an add followed by an update stays an add").
 * A deletion always wins; anything after a deletion brings the item back, so it is an add.
 */
function mergedKind(earlier: ChangeKind, later: ChangeKind): ChangeKind {
  if (later === 'delete') return 'delete';
  if (earlier === 'add' || earlier === 'delete') return 'add';
  return later;
}

/**
 * Queues `change`, keeping at most one unsent operation per key. The merged operation takes the
 * newer client timestamp (it has never been sent, so nothing on the server knows the old one).
 * §4: "two updates keep the earlier meta" — `mergeUpdates` decides what survives of each update.
 */
export function mergeChange<D>(pending: readonly Change<D>[], change: Change<D>, mergeUpdates?: MergeUpdates<D>): Change<D>[] {
  const index = pending.findIndex((p) => p.key === change.key);
  if (index < 0) return [...pending, change];
  const earlier = pending[index]!;
  const kind = mergedKind(earlier.kind, change.kind);
  const data = earlier.kind === 'update' && change.kind === 'update' && mergeUpdates ? mergeUpdates(earlier.data, change.data) : change.data;
  const next = [...pending];
  next[index] = { key: change.key, kind, at: change.at, data };
  return next;
}

/** The latest unsent or unanswered change of a key, if any. */
export function pendingChangeOf<D>(changes: readonly Change<D>[], key: string): Change<D> | undefined {
  for (let i = changes.length - 1; i >= 0; i--) if (changes[i]!.key === key) return changes[i];
  return undefined;
}
