import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOver } from '../../../host/service-worker/take-over';
import { RELEASE, RELEASED, SKIP_WAITING } from '../../../sw/messages';

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

/** The running version: answers RELEASE on its port when `letGo()` is called (its precache dropped). */
function fakeRunning() {
  const { worker } = fakeWorker('activated');
  const ports: MessagePort[] = [];
  worker.postMessage.mockImplementation((message: { type: string }, transfer?: MessagePort[]) => {
    if (message.type === RELEASE && transfer?.[0]) ports.push(transfer[0]);
  });
  const letGo = () => ports.forEach((port) => port.postMessage({ type: RELEASED }));
  return { worker, letGo, asked: () => ports.length };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.useRealTimers());

describe('a new version takes over', () => {
  it('the running version lets go first (RELEASE, answered), then the waiting one is told to skip waiting; done once it is activated', async () => {
    const running = fakeRunning();
    const waiting = fakeWorker('installed');
    const order: string[] = [];
    waiting.worker.postMessage.mockImplementation((m: { type: string }) => order.push(`waiting:${m.type}`));
    const container = { controller: running.worker } as unknown as ServiceWorkerContainer;
    let done = false;
    const taking = takeOver(container, waiting.worker, 10_000).then(() => (done = true));
    expect(running.asked()).toBe(1);
    running.letGo();
    await settled();
    expect(order).toEqual([`waiting:${SKIP_WAITING}`]);
    waiting.become('activating');
    await Promise.resolve();
    expect(done).toBe(false);
    waiting.become('activated');
    await taking;
    expect(done).toBe(true);
  });

  it('with no new version installed yet, the running one still lets go: the load then comes from the network', async () => {
    const running = fakeRunning();
    const taking = takeOver({ controller: running.worker } as unknown as ServiceWorkerContainer, null, 10_000);
    running.letGo();
    await taking;
    expect(running.worker.postMessage).toHaveBeenCalledWith({ type: RELEASE }, [expect.anything()]);
  });

  it('nothing takes over, and the page does not load, before the running version says its precache is gone (shell §4 forced update)', async () => {
    // The browser may restart the old worker after RELEASE; it forgets it was released, so a load
    // sent before its precache is gone could run the old kit again and the forced update never lands.
    const running = fakeRunning();
    const waiting = fakeWorker('installed');
    let done = false;
    const taking = takeOver({ controller: running.worker } as unknown as ServiceWorkerContainer, waiting.worker, 10_000).then(() => (done = true));
    let alone = false;
    void takeOver({ controller: fakeRunning().worker } as unknown as ServiceWorkerContainer, null, 10_000).then(() => (alone = true));
    await settled();
    expect(waiting.worker.postMessage).not.toHaveBeenCalled();
    expect(done).toBe(false);
    expect(alone).toBe(false);
    running.letGo();
    await settled();
    expect(waiting.worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    waiting.become('activated');
    await taking;
    expect(done).toBe(true);
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
