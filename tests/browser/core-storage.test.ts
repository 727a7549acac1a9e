/**
 * The session core's storage, locks and bus in real Chromium: real IndexedDB, real Web Locks,
 * real BroadcastChannel (issue 3 "Must show"; issue 12 storage faults). Sources are imported as
 * they are, compiled by esbuild.
 */
import { expect } from 'chai';
import { createKvStore } from '../../core/platform/storage/kv-store';
import { createLease } from '../../core/platform/locks/lease';
import { withLock } from '../../core/platform/locks/with-lock';
import { idle, waitForAsync } from './wait';

describe('core/storage in real Chromium (storefront-shell.md §8 favourites cache IndexedDB failure, §5 storage quota)', () => {
  it('keeps values in a real IndexedDB database, read back by a second store of the same name', async () => {
    const name = `browser-test-${Math.random().toString(36).slice(2)}`;
    const store = createKvStore<{ ids: number[] }>(name);
    expect(await store.backend()).to.equal('indexedDB');
    await store.set('favs', { ids: [1, 2, 3] });
    const again = createKvStore<{ ids: number[] }>(name);
    expect(await again.get('favs')).to.deep.equal({ ids: [1, 2, 3] });
    expect(await again.keys()).to.deep.equal(['favs']);
    await again.delete('favs');
    expect(await store.get('favs')).to.equal(undefined);
  });

  it('with no IndexedDB falls back to localStorage, and the data is really there', async () => {
    localStorage.clear();
    const store = createKvStore<string>('no-idb', { indexedDB: null });
    expect(await store.backend()).to.equal('localStorage');
    await store.set('k', 'value');
    expect(JSON.stringify(localStorage)).to.contain('value');
    expect(await createKvStore<string>('no-idb', { indexedDB: null }).get('k')).to.equal('value');
  });

  it('an IndexedDB that fails to open falls back with no uncaught error', async () => {
    const uncaught: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    const broken = {
      open() {
        throw new DOMException('blocked by the user agent', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const store = createKvStore<number>('broken-idb', { indexedDB: broken });
    await store.set('n', 7);
    expect(await store.get('n')).to.equal(7);
    expect(await store.backend()).to.equal('localStorage');
    await idle(); // a rejection nobody handled is reported by now
    window.removeEventListener('unhandledrejection', onRejection);
    expect(uncaught).to.deep.equal([]);
  });
});

describe('core/locks in real Chromium (retry queue, settings and CDN polls: one tab at a time)', () => {
  it('uses the real Web Locks API: a second lease on the same name waits until the first is released', async () => {
    expect(typeof navigator.locks?.request).to.equal('function');
    const name = `lease-${Math.random()}`;
    const first = createLease(name, 300_000);
    const second = createLease(name, 300_000);
    expect(await first.hold()).to.equal(true);
    expect(await second.hold()).to.equal(false);
    const state = await navigator.locks.query();
    expect(state.held?.some((lock) => lock.name === name)).to.equal(true);
    first.release();
    await waitForAsync(() => second.hold()); // the lock manager lets go of the first asynchronously
    second.release();
  });

  it('withLock runs one operation at a time under the same name', async () => {
    const name = `op-${Math.random()}`;
    let running = 0;
    let maxRunning = 0;
    const op = async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      return 'done';
    };
    const outcomes = await Promise.all([withLock(name, 60_000, op, { waitMs: 2000 }), withLock(name, 60_000, op, { waitMs: 2000 })]);
    expect(maxRunning).to.equal(1);
    expect(outcomes.filter((outcome) => outcome.acquired).length).to.be.at.least(1);
  });
});

describe('core/bus with a real BroadcastChannel', () => {
  it('a message posted by one channel reaches another channel of the same name', async () => {
    const { getBus } = await import('../../core/platform/bus/bus');
    const bus = getBus();
    const received = new Promise<unknown>((resolve) => bus.subscribe('browser-test', resolve));
    // Another tab is another BroadcastChannel object of the same name.
    const other = new BroadcastChannel('vitrina');
    other.postMessage({ topic: 'browser-test', payload: { hello: 'tab' } });
    expect(await received).to.deep.equal({ hello: 'tab' });
    other.close();
  });
});
