import { describe, expect, it, vi } from 'vitest';
import { freshRuntime } from '../fresh-runtime';

/** A new page's bus, made over the globals each test stubs (a fresh runtime makes a fresh bus). */
async function freshBus() {
  freshRuntime();
  return (await import('../../../core/platform/bus/bus')).getBus();
}

describe('core/bus: cross-tab messages', () => {
  it('uses BroadcastChannel when present: a post reaches the other tab, not this one', async () => {
    const sent: unknown[] = [];
    let onmessage: ((event: { data: unknown }) => void) | null = null;
    class FakeChannel {
      constructor(public name: string) {}
      postMessage(data: unknown) {
        sent.push(data);
      }
      set onmessage(fn: (event: { data: unknown }) => void) {
        onmessage = fn;
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const bus = await freshBus();
    const received: unknown[] = [];
    bus.subscribe('topic-a', (payload) => received.push(payload));
    bus.post('topic-a', 1);
    expect(sent).toEqual([{ topic: 'topic-a', payload: 1 }]);
    expect(received).toEqual([]);
    onmessage!({ data: { topic: 'topic-a', payload: 2 } });
    onmessage!({ data: { topic: 'topic-b', payload: 3 } });
    onmessage!({ data: 'not a bus message' });
    expect(received).toEqual([2]);
  });

  it('falls back to the storage event without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const bus = await freshBus();
    const received: unknown[] = [];
    const unsubscribe = bus.subscribe('consent', (payload) => received.push(payload));
    bus.post('consent', 'accepted');
    const written = localStorage.getItem('vitrina:bus');
    expect(JSON.parse(written!).message).toEqual({ topic: 'consent', payload: 'accepted' });
    // What another tab sees: a storage event carrying the written value.
    window.dispatchEvent(new StorageEvent('storage', { key: 'vitrina:bus', newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'vitrina:bus', newValue: '{broken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: written }));
    expect(received).toEqual(['accepted']);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'vitrina:bus', newValue: written }));
    expect(received).toEqual(['accepted']);
  });

  it('keeps working when localStorage throws in the fallback', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const bus = await freshBus();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => bus.post('x', 1)).not.toThrow();
  });
});
