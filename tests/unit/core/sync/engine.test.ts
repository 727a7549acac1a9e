import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartEngine } from '../../../../core/domain/cart/engine';
import { createFavoritesEngine } from '../../../../core/domain/favorites/engine';
import { NetworkError, HttpFailure, TimeoutError } from '../../../../core/transport/http/errors';
import { getStore } from '../../../../core/platform/store/store';
import { createLocalLocker } from '../../../../core/transport/sync/locker';
import type { FavoriteData } from '../../../../contracts/favorites';
import type { CartLineData } from '../../../../contracts/cart';
import { fakePost, memoryKv, settle, type Reply } from './helpers';

const USER = { key: 'user:1', remote: true };
const fav = (id: number): FavoriteData => ({ characteristicId: id, cod1S: id * 10, timestamp: 1, kind: 2, targetUrl: '', meta: '' });
const line = (id: number, quantity = 1): CartLineData => ({
  characteristicId: id,
  cod1S: id * 10,
  quantity,
  includeInOrder: true,
  targetUrl: '',
  meta: '',
  price: 100,
  subjectId: 1,
  currency: 'RUB',
  addedAt: 1,
});
const ok = (changeTs = 1000, resultSet: unknown[] = []) => ({ state: 0, change_ts: changeTs, result_set: resultSet });

function setup(reply: Reply, kv = memoryKv()) {
  const { calls, post } = fakePost(reply);
  const report = vi.fn();
  const logError = vi.fn();
  const deps = { kv, locker: createLocalLocker(), post, deviceId: () => 'device-1', report, logError };
  return { calls, kv, report, logError, deps, favorites: createFavoritesEngine(deps), cart: createCartEngine(deps) };
}

/** Switches to the user and lets the first (pull) sync finish. */
async function signedIn(engine: { setScope(s: typeof USER): Promise<void> }) {
  await engine.setScope(USER);
  await settle();
}

/** What an unload between the cache write and the journal trim leaves behind (core/sync/journal.ts). */
function leaveJournalEntry(store: string, scope: string, at: number, changes: unknown[]): void {
  localStorage.setItem(`vitrina:sync-journal:${store}:${scope}`, JSON.stringify([{ id: 'x', at, changes }]));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine: schedule (storefront-shell.md §9 Cart and favourites)', () => {
  it('§9 favourites debounce 3 s: changes inside the window go in one request, not before 3 s after the last', async () => {
    const t = setup(() => ok());
    await signedIn(t.favorites);
    expect(t.calls).toHaveLength(1); // the pull on sign-in
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    await vi.advanceTimersByTimeAsync(2_000);
    await t.favorites.change([{ key: '2', kind: 'add', data: fav(2) }]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
    expect(t.calls[1]!.ops).toHaveLength(2);
  });

  it('§9 cart debounce 3 s for a quantity change', async () => {
    const t = setup(() => ok());
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'update', data: line(1, 2) }]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
  });

  it('§9 cart short debounce 1 s for an add', async () => {
    const t = setup(() => ok());
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'add', data: line(1) }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
  });

  it('§9 cart backup after 11 s: quantity changes every 2 s still go out 11 s after the first', async () => {
    const t = setup(() => ok());
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'update', data: line(1, 2) }]);
    for (let elapsed = 2_000; elapsed <= 10_000; elapsed += 2_000) {
      await vi.advanceTimersByTimeAsync(2_000);
      await t.cart.change([{ key: '1', kind: 'update', data: line(1, elapsed) }]);
    }
    // 10 s after the first change; the debounce alone would wait until 13 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
  });
});

describe('sync engine: request and merge', () => {
  it('§7 sends ts and device_id; state 0 saves change_ts and merges result_set', async () => {
    const t = setup((call) => ok(call.ts === 0 ? 500 : 900, call.ts === 0 ? [{ chrt_id: 9, cod_1s: 90, client_ts: 5, is_deleted: false }] : []));
    await signedIn(t.favorites);
    expect(t.calls[0]).toMatchObject({ group: 'favs', ts: 0, deviceId: 'device-1', rememberMe: false });
    expect(Object.keys(getStore().get(t.favorites.stateAtom).items)).toEqual(['9']);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.calls[1]!.ts).toBe(500);
    expect(getStore().get(t.favorites.stateAtom).ts).toBe(900);
  });

  it('§4 state 1: the next call resends every item with remember_me', async () => {
    let first = true;
    const t = setup((call) => {
      if (call.ts !== 0 && first) {
        first = false;
        return { state: 1, change_ts: 10, result_set: [] };
      }
      return ok(2000);
    });
    await signedIn(t.favorites);
    await t.favorites.change([
      { key: '1', kind: 'add', data: fav(1) },
      { key: '2', kind: 'add', data: fav(2) },
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    // The state 1 answer is followed at once by the full resend.
    expect(t.calls.map((c) => c.rememberMe)).toEqual([false, false, true]);
    expect((t.calls[2]!.ops as { chrt_id: number }[]).map((o) => o.chrt_id).sort()).toEqual([1, 2]);
    await t.favorites.change([{ key: '3', kind: 'add', data: fav(3) }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.calls[3]).toMatchObject({ rememberMe: false, ts: 2000 });
  });

  it('§8 a failed sync returns false, is logged, reports the network class and keeps the operations', async () => {
    let down = true;
    const t = setup((call) => {
      if (call.ts !== 0 && down) throw new NetworkError('x');
      return ok(700);
    });
    await signedIn(t.favorites);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    expect(await t.favorites.syncNow()).toBe(false);
    expect(t.logError).toHaveBeenCalled();
    expect(t.report).toHaveBeenLastCalledWith('favs', 'network');
    const state = getStore().get(t.favorites.stateAtom);
    expect(state.inFlight.map((c) => c.key)).toEqual(['1']);
    down = false;
    expect(await t.favorites.syncNow()).toBe(true);
    expect(t.report).toHaveBeenLastCalledWith('favs', 'success');
    expect(getStore().get(t.favorites.stateAtom).inFlight).toEqual([]);
  });

  it('§8 a retried operation keeps its client_ts, so the server applies it once', async () => {
    let fail = 2;
    const t = setup((call) => {
      if (call.ts !== 0 && fail-- > 0) throw new TimeoutError('x', 10_000);
      return ok(700);
    });
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'add', data: line(1) }]);
    await t.cart.syncNow();
    await t.cart.change([{ key: '1', kind: 'update', data: line(1, 4) }]);
    await t.cart.syncNow();
    await t.cart.syncNow();
    const sends = t.calls.slice(1).map((c) => c.ops as { client_ts: number; op_type: number; quantity: number }[]);
    expect(sends[0]).toEqual([expect.objectContaining({ op_type: 1 })]);
    // The unanswered add is resent unchanged, the later update goes beside it (never merged into it).
    expect(sends[1]![0]).toEqual(sends[0]![0]);
    expect(sends[1]![1]).toMatchObject({ op_type: 2, quantity: 4 });
    expect(sends[2]).toEqual(sends[1]);
  });

  it('§8 server errors are classed "error" in the metrics and wbbasket is the cart metric', async () => {
    const t = setup((call) => {
      if (call.ts !== 0) throw new HttpFailure('x', 500, '');
      return ok();
    });
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'add', data: line(1) }]);
    await t.cart.syncNow();
    expect(t.report).toHaveBeenLastCalledWith('wbbasket', 'error');
    expect(getStore().get(t.cart.statusAtom).isNetworkError).toBe(false);
  });

  it('routing-wallet §8 a network failure keeps the local basket and sets isNetworkError', async () => {
    const t = setup((call) => {
      if (call.ts !== 0) throw new NetworkError('x');
      return ok();
    });
    await signedIn(t.cart);
    await t.cart.change([{ key: '1', kind: 'add', data: line(1) }]);
    await t.cart.syncNow();
    expect(getStore().get(t.cart.statusAtom).isNetworkError).toBe(true);
    expect(Object.keys(getStore().get(t.cart.stateAtom).items)).toEqual(['1']);
  });

  it('a malformed answer fails the sync and keeps the operations; malformed items are skipped with a logged error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: unknown = { nonsense: true };
    const t = setup((call) => (call.ts === 0 && t.calls.length === 1 ? ok() : answer));
    await signedIn(t.favorites);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    expect(await t.favorites.syncNow()).toBe(false);
    expect(getStore().get(t.favorites.stateAtom).inFlight).toHaveLength(1);
    answer = ok(800, [{ chrt_id: 'oops' }, { chrt_id: 1, cod_1s: 10, client_ts: 5 }]);
    expect(await t.favorites.syncNow()).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('malformed item skipped'), { chrt_id: 'oops' });
  });
});

describe('sync engine: nothing is lost', () => {
  it('operations are stored before they are sent, and a reload resends them', async () => {
    const kv = memoryKv();
    let release!: () => void;
    const t = setup((call) => (call.ts === 0 && call.ops.length === 0 ? ok(100) : new Promise((r) => (release = () => r(ok(200))))), kv);
    await signedIn(t.favorites);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    void t.favorites.syncNow();
    await settle();
    const stored = JSON.parse(kv.data.get('state:user:1')!);
    expect(stored.inFlight.map((c: { key: string }) => c.key)).toEqual(['1']);
    // "reload": a new engine over the same storage sends the stored operation again.
    const again = setup(() => ok(300), kv);
    await signedIn(again.favorites);
    expect((again.calls[0]!.ops as { chrt_id: number }[]).map((o) => o.chrt_id)).toEqual([1]);
    release();
  });

  it('§8 full storage keeps the change in memory and still syncs it', async () => {
    const kv = memoryKv();
    const t = setup(() => ok(100), kv);
    await signedIn(t.favorites);
    kv.failWrites = true;
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    expect(getStore().get(t.favorites.stateAtom).items['1']).toBeDefined();
    await t.favorites.syncNow();
    expect((t.calls.at(-1)!.ops as { chrt_id: number }[]).map((o) => o.chrt_id)).toEqual([1]);
  });

  it('a change whose cache write a page unload cut off comes back from the journal on the next load, and is sent', async () => {
    const kv = memoryKv();
    const t = setup(() => ok(100), kv);
    await signedIn(t.favorites);
    const before = new Map(kv.data);
    kv.set = () => new Promise<void>(() => undefined); // the IndexedDB transaction that never commits
    void t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    await settle();
    const reloaded = memoryKv();
    for (const [key, value] of before) reloaded.data.set(key, value);
    const again = setup(() => ok(200), reloaded);
    await signedIn(again.favorites);
    expect(getStore().get(again.favorites.stateAtom).items['1']?.data.characteristicId).toBe(1);
    expect(again.calls.flatMap((c) => (c.ops as { chrt_id: number }[]).map((o) => o.chrt_id))).toEqual([1]);
    expect(Object.keys(localStorage).filter((k) => k.includes('sync-journal'))).toEqual([]);
  });

  it('peeking another scope (the guest cart at sign-in) includes what its journal still holds', async () => {
    const kv = memoryKv();
    const t = setup(() => ok(100), kv);
    leaveJournalEntry('cart', 'guest', 5, [{ key: '7', kind: 'add', data: line(7) }]);
    const guest = await t.cart.peek('guest');
    expect(guest.items['7']?.data.characteristicId).toBe(7);
    expect(guest.pending).toEqual([]); // the guest cart is local: nothing queued for a server
    expect(localStorage.getItem('vitrina:sync-journal:cart:guest')).toBeNull();
  });

  it('a landed change leaves no journal entry, and a leftover entry the cache already holds is not queued again', async () => {
    const kv = memoryKv();
    const t = setup(() => ok(100), kv);
    await signedIn(t.favorites);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    expect(Object.keys(localStorage).filter((k) => k.includes('sync-journal'))).toEqual([]);
    await t.favorites.syncNow();
    // An unload between the cache write and the journal trim leaves the entry behind.
    leaveJournalEntry('favorites-v2', 'user:1', 0, [{ key: '1', kind: 'add', data: fav(1) }]);
    const again = setup(() => ok(300), kv);
    await signedIn(again.favorites);
    expect(getStore().get(again.favorites.stateAtom).pending).toEqual([]);
    expect(localStorage.getItem('vitrina:sync-journal:favorites-v2:user:1')).toBeNull();
  });

  it('a leftover entry older than the cached item does not undo the later change', async () => {
    const kv = memoryKv();
    const t = setup(() => ok(100), kv);
    await signedIn(t.favorites);
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    leaveJournalEntry('favorites-v2', 'user:1', 0, [{ key: '1', kind: 'delete', data: fav(1) }]);
    const again = setup(() => ok(300), kv);
    await signedIn(again.favorites);
    expect(getStore().get(again.favorites.stateAtom).items['1']).toBeDefined();
  });

  it('a change made while the scope is still loading is kept: the slower load does not put the older state back', async () => {
    const kv = memoryKv();
    const t = setup(() => new Promise(() => undefined), kv); // the sync stays unanswered: only local states are looked at
    const get = kv.get;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    kv.get = async (key: string) => {
      const value = await get(key);
      if (first) {
        first = false;
        await gate; // the scope's first read answers late, with what was stored before the change
      }
      return value;
    };
    const switching = t.favorites.setScope(USER);
    await settle();
    await t.favorites.change([{ key: '1', kind: 'add', data: fav(1) }]);
    const shown: boolean[] = [];
    const unsubscribe = getStore().sub(t.favorites.stateAtom, () => shown.push('1' in getStore().get(t.favorites.stateAtom).items));
    release();
    await switching;
    await settle();
    unsubscribe();
    // Never shown without it (it used to vanish until the sync's next write brought it back).
    expect(shown).not.toContain(false);
    expect(getStore().get(t.favorites.stateAtom).items['1']?.data.characteristicId).toBe(1);
  });

  it('§6 a guest scope never calls the server', async () => {
    const t = setup(() => ok());
    await t.cart.setScope({ key: 'guest', remote: false });
    await t.cart.change([{ key: '1', kind: 'add', data: line(1) }]);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(t.calls).toHaveLength(0);
    expect(getStore().get(t.cart.stateAtom).pending).toEqual([]);
  });
});
