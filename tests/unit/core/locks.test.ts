import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLease, LEASE_SETTLE_MS, setLeaseSettleMs } from '../../../core/platform/locks/lease';
import { claimLease, leaseKey, releaseLease } from '../../../core/platform/locks/storage-lease';
import { LEASE_RETRY_MS, withLock } from '../../../core/platform/locks/with-lock';
import { fullLocalStorage, resetPage } from './http-fakes';

/** A minimal Web Locks manager: exclusive locks, ifAvailable, and signal-bounded waits. */
function fakeLockManager() {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const release = (name: string) => {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  };
  const manager = {
    held,
    request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: { name: string } | null) => unknown) {
      const run = async () => {
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          release(name);
        }
      };
      if (!held.has(name)) return run();
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        const start = () => void run().then(resolve, reject);
        queue.push(start);
        waiting.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(start), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
  return manager;
}

function useWebLocks(manager: ReturnType<typeof fakeLockManager> | null) {
  vi.spyOn(navigator, 'locks', 'get').mockReturnValue(manager as unknown as LockManager);
}

beforeEach(() => {
  resetPage();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('localStorage lease (no Web Locks)', () => {
  it('an owner claims, renews, and blocks other owners until the lease expires', () => {
    expect(claimLease('n', 'a', 1000, 0)).toBe(true);
    expect(claimLease('n', 'b', 1000, 500)).toBe(false);
    expect(claimLease('n', 'a', 1000, 900)).toBe(true); // renewed to 1900
    expect(claimLease('n', 'b', 1000, 1899)).toBe(false);
    expect(claimLease('n', 'b', 1000, 1900)).toBe(true);
  });

  it('release removes only the own lease; a broken record is no lease', () => {
    claimLease('n', 'a', 1000, 0);
    releaseLease('n', 'b');
    expect(localStorage.getItem(leaseKey('n'))).not.toBeNull();
    releaseLease('n', 'a');
    expect(localStorage.getItem(leaseKey('n'))).toBeNull();
    localStorage.setItem(leaseKey('n'), '{broken');
    expect(claimLease('n', 'b', 1000, 0)).toBe(true);
    localStorage.setItem(leaseKey('n'), JSON.stringify({ owner: 5 }));
    expect(claimLease('n', 'c', 1000, 0)).toBe(true);
  });

  it('a full storage leaves nothing to coordinate through: the tab acts alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fullLocalStorage();
    expect(claimLease('n', 'a', 1000, 0)).toBe(true);
  });

  it('createLease holds by renewing, and gives the lease up on release and on pagehide', async () => {
    vi.useFakeTimers();
    const tabA = createLease('poll', 60_000);
    const tabB = createLease('poll', 60_000);
    expect(await tabA.hold()).toBe(true);
    expect(await tabB.hold()).toBe(false);
    tabA.release();
    expect(await tabB.hold()).toBe(true);
    dispatchEvent(new Event('pagehide'));
    expect(await tabA.hold()).toBe(true);
    tabA.release();
    tabB.release();
  });
});

describe('localStorage lease: two tabs claiming in the same instant (issue 12 three tabs without Web Locks)', () => {
  beforeEach(() => setLeaseSettleMs(LEASE_SETTLE_MS));
  afterEach(() => setLeaseSettleMs(0));

  it('a new claim counts only if it is still the stored one after the settle: the later write wins, once', async () => {
    vi.useFakeTimers();
    const tabA = createLease('cdn', 60_000);
    const pending = tabA.hold();
    // Another renderer process's claim lands after A read its own write back.
    localStorage.setItem(leaseKey('cdn'), JSON.stringify({ owner: 'tab-b', expires: Date.now() + 60_000 }));
    await vi.advanceTimersByTimeAsync(LEASE_SETTLE_MS);
    expect(await pending).toBe(false);
    expect(LEASE_SETTLE_MS).toBe(50);
  });

  it('an unraced claim holds after the settle; a renewal needs none', async () => {
    vi.useFakeTimers();
    const tab = createLease('cdn', 60_000);
    const first = tab.hold();
    let settled = false;
    void first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(LEASE_SETTLE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toBe(true);
    expect(await tab.hold()).toBe(true);
    tab.release();
  });
});

describe('Web Locks', () => {
  it('the leading tab keeps the lock between holds until release; others are refused meanwhile', async () => {
    const manager = fakeLockManager();
    useWebLocks(manager);
    const tabA = createLease('poll', 60_000);
    const tabB = createLease('poll', 60_000);
    const [a, b] = await Promise.all([tabA.hold(), tabB.hold()]);
    expect([a, b]).toEqual([true, false]);
    expect(await tabA.hold()).toBe(true);
    expect(manager.held.has('poll')).toBe(true);
    tabA.release();
    await Promise.resolve();
    expect(await tabB.hold()).toBe(true);
    tabB.release();
  });

  it('a lock manager that fails counts as not held', async () => {
    useWebLocks({ held: new Set(), request: () => Promise.reject(new Error('SecurityError')) } as never);
    expect(await createLease('x', 1000).hold()).toBe(false);
  });

  it('withLock runs the operation under the lock and reports when it could not', async () => {
    useWebLocks(fakeLockManager());
    let finish!: () => void;
    const first = withLock('op', 1000, () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect(withLock('op', 1000, async () => 'second')).resolves.toEqual({ acquired: false });
    finish();
    await expect(first).resolves.toEqual({ acquired: true, value: 'first' });
  });

  it('withLock can wait for the lock, and gives up when the wait is over', async () => {
    useWebLocks(fakeLockManager());
    let finish!: () => void;
    const first = withLock('op', 1000, () => new Promise<void>((resolve) => (finish = resolve)));
    const waiter = withLock('op', 1000, async () => 'waited', { waitMs: 5000 });
    finish();
    await first;
    await expect(waiter).resolves.toEqual({ acquired: true, value: 'waited' });

    const blocker = withLock('op2', 1000, () => new Promise<void>(() => {}));
    void blocker;
    await expect(withLock('op2', 1000, async () => 'never', { waitMs: 20 })).resolves.toEqual({ acquired: false });
  });

  it('an error thrown by the operation itself propagates', async () => {
    useWebLocks(fakeLockManager());
    await expect(withLock('op', 1000, async () => Promise.reject(new Error('inner')), { waitMs: 100 })).rejects.toThrow('inner');
  });
});

describe('withLock over the localStorage lease', () => {
  it('runs, releases after, and refuses a concurrent run', async () => {
    let finish!: () => void;
    const first = withLock('op', 60_000, () => new Promise<number>((resolve) => (finish = () => resolve(1))));
    await expect(withLock('op', 60_000, async () => 2)).resolves.toEqual({ acquired: false });
    finish();
    await expect(first).resolves.toEqual({ acquired: true, value: 1 });
    expect(localStorage.getItem(leaseKey('op'))).toBeNull();
  });

  it(`waits in steps of ${LEASE_RETRY_MS} ms for the lease, up to waitMs`, async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const first = withLock('op', 60_000, () => new Promise<void>((resolve) => (finish = resolve)));
    const waiter = withLock('op', 60_000, async () => 'mine', { waitMs: 10 * LEASE_RETRY_MS });
    await vi.advanceTimersByTimeAsync(3 * LEASE_RETRY_MS);
    finish();
    await first;
    await vi.advanceTimersByTimeAsync(LEASE_RETRY_MS);
    await expect(waiter).resolves.toEqual({ acquired: true, value: 'mine' });

    const stuck = withLock('op3', 60_000, () => new Promise<void>(() => {}));
    void stuck;
    const late = withLock('op3', 60_000, async () => 'x', { waitMs: 2 * LEASE_RETRY_MS });
    await vi.advanceTimersByTimeAsync(3 * LEASE_RETRY_MS);
    await expect(late).resolves.toEqual({ acquired: false });
  });
});
