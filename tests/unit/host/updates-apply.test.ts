import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUpdates } from '../../../host/service-worker/updates';
import { RELEASE, RELEASED } from '../../../sw/messages';

/** A worker as the page sees it: its state, its statechange event, and what it was sent. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  return Object.assign(target, { state, postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

/** A page controlled by `running` with `waiting` installed beside it; its loads are counted. */
function controlledPage(running: ServiceWorker, waiting: ServiceWorker) {
  const container = Object.assign(new EventTarget(), { controller: running as ServiceWorker | null });
  const registration = Object.assign(new EventTarget(), { waiting: waiting as ServiceWorker | null, installing: null, update: vi.fn() });
  const loads: string[] = [];
  const win = {
    navigator: { serviceWorker: container },
    location: { href: 'https://shop.test/', assign: (url: string) => loads.push(url), reload: () => loads.push('reload') },
  } as unknown as Window;
  const updates = watchUpdates(win, registration as unknown as ServiceWorkerRegistration);
  /** The new version claims the page (its activate event's clients.claim()). */
  const claim = () => {
    registration.waiting = null;
    container.controller = waiting;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { updates, loads, claim };
}

afterEach(() => vi.useRealTimers());

describe('applying a new version on a navigation (storefront-shell §4 updates)', () => {
  it('a load sent while the old version still answers goes again once the new one controls the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const running = fakeWorker('activated');
    running.postMessage.mockImplementation((message: { type: string }, ports?: MessagePort[]) => {
      if (message.type === RELEASE) ports?.[0]?.postMessage({ type: RELEASED });
    });
    const waiting = fakeWorker('installed');
    const page = controlledPage(running, waiting);
    let applied = false;
    void page.updates.apply('https://shop.test/catalog/1/detail.aspx').then(() => (applied = true));
    // The old version let go (its answer comes through a real MessageChannel), but the new one does
    // not activate within the wait: the page loads anyway.
    while (!applied) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(page.loads).toEqual(['https://shop.test/catalog/1/detail.aspx']);
    page.claim();
    expect(page.loads).toEqual(['https://shop.test/catalog/1/detail.aspx', 'https://shop.test/catalog/1/detail.aspx']);
    page.claim();
    expect(page.loads).toHaveLength(2);
  });

  it('a new version that activated in time gets the load once', async () => {
    const running = fakeWorker('activated');
    running.postMessage.mockImplementation((message: { type: string }, ports?: MessagePort[]) => {
      if (message.type === RELEASE) ports?.[0]?.postMessage({ type: RELEASED });
    });
    const waiting = fakeWorker('installed');
    const page = controlledPage(running, waiting);
    waiting.postMessage.mockImplementation(() => {
      page.claim();
      Object.assign(waiting, { state: 'activated' });
      waiting.dispatchEvent(new Event('statechange'));
    });
    await page.updates.apply('https://shop.test/');
    expect(page.loads).toEqual(['reload']);
    page.claim();
    expect(page.loads).toEqual(['reload']);
  });
});
