import { describe, expect, it } from 'vitest';
import { fullResendOps, mergeAnswer } from '../../../../core/transport/sync/merge-answer';
import type { Change, ServerItem, SyncAnswer } from '../../../../contracts/sync';
import { emptySyncState, type SyncState } from '../../../../core/transport/sync/types';

type D = { v: string };
const entry = (v: string, at = 1) => ({ data: { v }, at });
const server = (key: string, v: string, at: number, deleted = false): ServerItem<D> => ({ key, deleted, at, data: { v } });
const answer = (items: ServerItem<D>[], changeTs = 500, rejected: SyncAnswer<D>['rejected'] = []): SyncAnswer<D> => ({ state: 0, changeTs, items, rejected });
const state = (patch: Partial<SyncState<D>>): SyncState<D> => ({ ...emptySyncState<D>(), ...patch });
const opts = { policy: 'keep-newer-pending' as const, full: false, now: 9999 };

describe('state 0 merge (storefront-shell.md §4 Favourites)', () => {
  it('§4 the sent operations are done; the change_ts and the last-sync time are saved', () => {
    const sent: Change<D>[] = [{ key: 'a', kind: 'add', at: 10, data: { v: 'a' } }];
    const { state: next } = mergeAnswer(state({ inFlight: sent, items: { a: entry('a', 10) }, ts: 100 }), sent, answer([server('a', 'a', 10)], 500), opts);
    expect(next.inFlight).toEqual([]);
    expect(next.ts).toBe(500);
    expect(next.syncedAt).toBe(9999);
  });

  it('§4 change_ts 0 keeps the last one', () => {
    expect(mergeAnswer(state({ ts: 100 }), [], answer([], 0), opts).state.ts).toBe(100);
  });

  it('§4 delete operations drop items', () => {
    const { state: next } = mergeAnswer(state({ items: { a: entry('a'), b: entry('b') } }), [], answer([server('a', 'a', 5, true)]), opts);
    expect(Object.keys(next.items)).toEqual(['b']);
  });

  it('§4 server items overwrite the cache', () => {
    const { state: next } = mergeAnswer(state({ items: { a: entry('old') } }), [], answer([server('a', 'new', 5), server('c', 'c', 6)]), opts);
    expect(next.items.a).toEqual({ data: { v: 'new' }, at: 5 });
    expect(next.items.c?.data.v).toBe('c');
  });

  it('§4 locally pending items are kept', () => {
    const pending: Change<D>[] = [{ key: 'a', kind: 'add', at: 50, data: { v: 'mine' } }];
    const { state: next } = mergeAnswer(state({ items: { a: entry('mine', 50) }, pending }), [], answer([server('a', 'theirs', 40)]), opts);
    expect(next.items.a?.data.v).toBe('mine');
    expect(next.pending).toEqual(pending);
  });

  it('§4 favourites: a pending item is dropped when the server marks it deleted after the local change', () => {
    const pending: Change<D>[] = [{ key: 'a', kind: 'add', at: 50, data: { v: 'mine' } }];
    const { state: next } = mergeAnswer(state({ items: { a: entry('mine', 50) }, pending }), [], answer([server('a', 'x', 60, true)]), opts);
    expect(next.items.a).toBeUndefined();
  });

  it('§4 favourites: an older server deletion does not drop a newer pending add', () => {
    const pending: Change<D>[] = [{ key: 'a', kind: 'add', at: 50, data: { v: 'mine' } }];
    const { state: next } = mergeAnswer(state({ items: { a: entry('mine', 50) }, pending }), [], answer([server('a', 'x', 40, true)]), opts);
    expect(next.items.a?.data.v).toBe('mine');
  });

  it('§4 cart: a server-deleted item is removed unless a local add is pending', () => {
    const cart = { ...opts, policy: 'keep-pending-add' as const };
    const pending: Change<D>[] = [{ key: 'a', kind: 'add', at: 50, data: { v: 'mine' } }];
    const kept = mergeAnswer(
      state({ items: { a: entry('mine', 50), b: entry('b') }, pending }),
      [],
      answer([server('a', 'x', 60, true), server('b', 'b', 60, true)]),
      cart,
    );
    expect(kept.state.items.a?.data.v).toBe('mine');
    expect(kept.state.items.b).toBeUndefined();
  });

  it('a full answer (ts 0 / remember_me) drops items the server does not have, except pending ones', () => {
    const pending: Change<D>[] = [{ key: 'p', kind: 'add', at: 50, data: { v: 'p' } }];
    const { state: next } = mergeAnswer(state({ items: { gone: entry('g'), p: entry('p', 50) }, pending }), [], answer([server('s', 's', 1)]), {
      ...opts,
      full: true,
    });
    expect(Object.keys(next.items).sort()).toEqual(['p', 's']);
  });

  it('an operation the server refused for its limit is dropped from the cache and reported', () => {
    const sent: Change<D>[] = [{ key: 'a', kind: 'add', at: 10, data: { v: 'a' } }];
    const outcome = mergeAnswer(state({ inFlight: sent, items: { a: entry('a', 10) } }), sent, answer([], 500, [{ key: 'a', reason: 'limit' }]), opts);
    expect(outcome.state.items.a).toBeUndefined();
    expect(outcome.refused).toEqual([{ key: 'a', reason: 'limit' }]);
  });

  it('a duplicate delivery (already applied) keeps the item', () => {
    const sent: Change<D>[] = [{ key: 'a', kind: 'add', at: 10, data: { v: 'a' } }];
    const outcome = mergeAnswer(state({ inFlight: sent, items: { a: entry('a', 10) } }), sent, answer([], 500, [{ key: 'a', reason: 'duplicate' }]), opts);
    expect(outcome.state.items.a).toBeDefined();
    expect(outcome.refused).toEqual([]);
  });

  it('operations queued after the sent batch stay queued', () => {
    const sent: Change<D>[] = [{ key: 'a', kind: 'add', at: 10, data: { v: 'a' } }];
    const later: Change<D> = { key: 'a', kind: 'delete', at: 20, data: { v: 'a' } };
    const { state: next } = mergeAnswer(state({ inFlight: sent, pending: [later] }), sent, answer([server('a', 'a', 10)]), opts);
    expect(next.pending).toEqual([later]);
    expect(next.items.a).toBeUndefined();
  });
});

describe('state 1 full resend (§4 "a full resend of all items with remember_me")', () => {
  it('resends unanswered operations and every other live item as an add', () => {
    const inFlight: Change<D>[] = [{ key: 'a', kind: 'delete', at: 30, data: { v: 'a' } }];
    const ops = fullResendOps(state({ inFlight, items: { b: entry('b', 7), c: entry('c', 8) } }));
    expect(ops).toEqual([inFlight[0], { key: 'b', kind: 'add', at: 7, data: { v: 'b' } }, { key: 'c', kind: 'add', at: 8, data: { v: 'c' } }]);
  });
});
