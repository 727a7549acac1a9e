import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOver } from '../../../host/service-worker/take-over';
import { RELEASE, SKIP_WAITING } from '../../../sw/messages';

/** A service worker as the page sees it: its state, its statechange event, the messages it got. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  const worker = Object.assign(target, { state, postMessage: vi.fn() });
  const become = (next: ServiceWorkerState) => {
    worker.state = next;
    target.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> }, become };
}

afterEach(() => vi.useRealTimers());

describe('a new version takes over', () => {
  it('the running version lets go first (RELEASE), then the waiting one is told to skip waiting; done once it is activated', async () => {
    const running = fakeWorker('activated');
    const waiting = fakeWorker('installed');
    const order: string[] = [];
    running.worker.postMessage.mockImplementation((m: { type: string }) => order.push(`running:${m.type}`));
    waiting.worker.postMessage.mockImplementation((m: { type: string }) => order.push(`waiting:${m.type}`));
    const container = { controller: running.worker } as unknown as ServiceWorkerContainer;
    let done = false;
    const taking = takeOver(container, waiting.worker, 10_000).then(() => (done = true));
    expect(order).toEqual([`running:${RELEASE}`, `waiting:${SKIP_WAITING}`]);
    waiting.become('activating');
    await Promise.resolve();
    expect(done).toBe(false);
    waiting.become('activated');
    await taking;
    expect(done).toBe(true);
  });

  it('with no new version installed yet, the running one still lets go: the load then comes from the network', async () => {
    const running = fakeWorker('activated');
    await takeOver({ controller: running.worker } as unknown as ServiceWorkerContainer, null, 10_000);
    expect(running.worker.postMessage).toHaveBeenCalledWith({ type: RELEASE });
  });

  it('gives up waiting after the timeout (the page then loads with whatever version controls it)', async () => {
    vi.useFakeTimers();
    const waiting = fakeWorker('installed');
    let done = false;
    void takeOver({ controller: null } as unknown as ServiceWorkerContainer, waiting.worker, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
