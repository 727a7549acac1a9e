import { describe, expect, it } from 'vitest';
import { mergeChange } from '../../../../core/transport/sync/merge-ops';
import { applyLocal } from '../../../../core/transport/sync/apply-local';
import type { Change } from '../../../../contracts/sync';
import { emptySyncState } from '../../../../core/transport/sync/types';
import { mergeCartUpdates } from '../../../../core/domain/cart/engine';
import type { CartLineData } from '../../../../contracts/cart';

const line = (quantity: number, meta: string): CartLineData => ({
  characteristicId: 7,
  cod1S: 70,
  quantity,
  includeInOrder: true,
  targetUrl: `/t/${meta}`,
  meta,
  price: 100,
  subjectId: 1,
  currency: 'RUB',
  addedAt: 1,
});
const change = (kind: Change<CartLineData>['kind'], at: number, data: CartLineData): Change<CartLineData> => ({ key: '7', kind, at, data });

describe('operations queue merge rules (storefront-shell.md §4 Cart sync)', () => {
  it('§4 an add followed by an update stays an add (with the newer quantity)', () => {
    const queue = mergeChange([change('add', 1, line(1, 'a'))], change('update', 2, line(3, 'b')));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ kind: 'add', at: 2 });
    expect(queue[0]!.data.quantity).toBe(3);
  });

  // Reviewed (issue 6, item 5): the quantity deliberately departs from the letter of the sentence. Sending the
  // earlier quantity would make the server's answer overwrite the shopper's latest one (a lost change, which
  // issue 6 forbids: "No local change is ever lost"); the meta and target URL keep the earlier values.
  it('§4 "two updates keep the earlier meta and quantity": one operation, the earlier meta and target URL, the LATEST quantity', () => {
    const queue = mergeChange([change('update', 1, line(2, 'first'))], change('update', 2, line(5, 'second')), mergeCartUpdates);
    expect(queue).toHaveLength(1);
    expect(queue[0]!.kind).toBe('update');
    expect(queue[0]!.data.meta).toBe('first');
    expect(queue[0]!.data.targetUrl).toBe('/t/first');
    // The latest quantity is what the shopper sees: sending the earlier one would lose a change.
    expect(queue[0]!.data.quantity).toBe(5);
  });

  it('a delete wins over an earlier add or update', () => {
    expect(mergeChange([change('add', 1, line(1, 'a'))], change('delete', 2, line(1, 'a')))[0]!.kind).toBe('delete');
    expect(mergeChange([change('update', 1, line(1, 'a'))], change('delete', 2, line(1, 'a')))[0]!.kind).toBe('delete');
  });

  it('anything after a delete brings the item back as an add', () => {
    expect(mergeChange([change('delete', 1, line(1, 'a'))], change('add', 2, line(1, 'a')))[0]!.kind).toBe('add');
    expect(mergeChange([change('delete', 1, line(1, 'a'))], change('update', 2, line(4, 'a')))[0]!.kind).toBe('add');
  });

  it('operations on other items are queued beside each other', () => {
    const other: Change<CartLineData> = { key: '8', kind: 'add', at: 2, data: { ...line(1, 'x'), characteristicId: 8 } };
    expect(mergeChange([change('add', 1, line(1, 'a'))], other)).toHaveLength(2);
  });
});

describe('applyLocal', () => {
  it('gives every change a client timestamp above the previous one, even in the same millisecond', () => {
    const state = applyLocal(
      emptySyncState<CartLineData>(),
      [
        { key: '1', kind: 'add', data: line(1, 'a') },
        { key: '2', kind: 'add', data: line(1, 'b') },
      ],
      1000,
    );
    expect(state.pending.map((c) => c.at)).toEqual([1000, 1001]);
    const later = applyLocal(state, [{ key: '3', kind: 'add', data: line(1, 'c') }], 999);
    expect(later.pending[2]!.at).toBe(1002);
  });

  it('§3 sellers: timestamps a whole second apart when the step is 1000 ms', () => {
    const state = applyLocal(
      emptySyncState<CartLineData>(),
      [
        { key: '1', kind: 'add', data: line(1, 'a') },
        { key: '1', kind: 'delete', data: line(1, 'a') },
      ],
      5000,
      { stepMs: 1000 },
    );
    expect(state.lastAt).toBe(6000);
  });

  it('§4 a delete hides the item at once', () => {
    const added = applyLocal(emptySyncState<CartLineData>(), [{ key: '7', kind: 'add', data: line(1, 'a') }], 1);
    const deleted = applyLocal(added, [{ key: '7', kind: 'delete', data: line(1, 'a') }], 2);
    expect(deleted.items['7']).toBeUndefined();
    expect(deleted.pending).toEqual([expect.objectContaining({ key: '7', kind: 'delete' })]);
  });

  it('a guest (queue: false) changes the cache without queueing anything', () => {
    const state = applyLocal(emptySyncState<CartLineData>(), [{ key: '7', kind: 'add', data: line(1, 'a') }], 1, { queue: false });
    expect(state.items['7']).toBeDefined();
    expect(state.pending).toEqual([]);
  });
});
