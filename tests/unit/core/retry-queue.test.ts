import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../core/transport/token/token';
import { setServiceMap } from '../../../core/transport/services/services';
import { backoffBoundMs, backoffDelayMs } from '../../../core/transport/retry/backoff';
import { RETRY_LOCK_TTL_MS } from '../../../core/transport/retry/constants';
import { createRetryQueue, type RetryQueue } from '../../../core/transport/retry/queue';
import { sendOrQueue } from '../../../core/transport/retry/send-or-queue';
import { fakeFetch, fullLocalStorage, headerOf, json, makeJwt, networkDown, ORIGIN, resetPage, status } from './http-fakes';
import { freshRuntime } from '../fresh-runtime';

const STORED_KEY = 'vitrina:retry-queue';
const LOG_URL = `${ORIGIN}/webapi/logging/jserror`;
const ALMOST_ONE = 0.999_999;

let queues: RetryQueue[] = [];
function newQueue(...args: Parameters<typeof createRetryQueue>): RetryQueue {
  const queue = createRetryQueue(...args);
  queues.push(queue);
  return queue;
}

beforeEach(() => {
  resetPage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  queues.forEach((q) => q.stop());
  queues = [];
  vi.useRealTimers();
});

describe('storefront-shell.md §8 back-off', () => {
  it('§8 the bound after n failed tries is 2^n seconds', () => {
    expect([0, 1, 2, 3, 9, 10].map(backoffBoundMs)).toEqual([1000, 2000, 4000, 8000, 512_000, 1_024_000]);
  });

  it('full jitter stays inside [0, bound)', () => {
    expect(backoffDelayMs(4, () => 0)).toBe(0);
    expect(backoffDelayMs(4, () => ALMOST_ONE)).toBe(15_999);
    expect(backoffDelayMs(4, () => 0.5)).toBe(8000);
  });
});

describe('storefront-shell.md §8/§9 retry schedule (fake timers)', () => {
  it('§8/§9 "max 10 retries": checked every 10 s, backs off within 2^retryCount s, gives up after the 10th retry (11 sends), removes and reports', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeFetch(networkDown);
    const queue = newQueue({ random: () => ALMOST_ONE });
    const gaveUp = vi.fn();
    queue.onGiveUp(gaveUp);
    queue.start();

    const sent = await sendOrQueue({ url: LOG_URL, body: { json: { msg: 'x' } }, responseType: 'none' }, queue);
    expect(sent.status).toBe('queued');
    const [first] = queue.entries();
    expect(first).toMatchObject({ url: LOG_URL, retryCount: 0, tryTill: null, options: { method: 'POST', body: '{"msg":"x"}' } });
    expect(first!.retryTime - Date.now()).toBe(backoffDelayMs(0, () => ALMOST_ONE));

    const seenDelays: number[] = [];
    let previousCount = 0;
    let elapsed = 0;
    while (queue.entries().length && elapsed < 3_600_000) {
      await vi.advanceTimersByTimeAsync(10_000);
      elapsed += 10_000;
      const entry = queue.entries()[0];
      if (entry && entry.retryCount !== previousCount) {
        previousCount = entry.retryCount;
        const delay = entry.retryTime - Date.now();
        // Each new back-off lies inside 2^retryCount seconds (and, with random ~1, at its top).
        expect(delay).toBeLessThan(backoffBoundMs(entry.retryCount));
        expect(delay).toBeGreaterThanOrEqual(backoffBoundMs(entry.retryCount) * 0.999);
        seenDelays.push(delay);
      }
    }
    expect(seenDelays).toHaveLength(9); // back-offs after retries 1 to 9; the 10th gives up
    expect(calls).toHaveLength(11); // the first send and 10 retries
    expect(queue.entries()).toEqual([]);
    expect(localStorage.getItem(STORED_KEY)).toBeNull();
    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(gaveUp.mock.calls[0]![0]).toMatchObject({ url: LOG_URL, retryCount: 10 });
    expect(gaveUp.mock.calls[0]![1]).toBe('max-retries');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('after 10 retries'), expect.anything());

    // Nothing more is tried once the entry is gone.
    await vi.advanceTimersByTimeAsync(100_000);
    expect(calls).toHaveLength(11);
  });

  it('§9 "Retry queue checked every 10 s": a due entry waits for the next check at 10000 ms, never earlier', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => status(503));
    const queue = newQueue({ random: () => 0 });
    queue.start();
    queue.enqueue({ url: LOG_URL, options: { method: 'POST', body: '{}' }, timeout: 1000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(queue.entries()[0]).toMatchObject({ retryCount: 1 });
  });

  it('a successful retry removes the entry; start() twice keeps one timer; stop() stops', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => status(204));
    const queue = newQueue({ random: () => 0 });
    queue.start();
    queue.start();
    queue.enqueue({ url: LOG_URL, options: { method: 'POST', body: '{}' }, timeout: 1000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(queue.entries()).toEqual([]);
    queue.stop();
    queue.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
  });

  it('a permanent failure (4xx) is removed and reported at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => status(400));
    const queue = newQueue({ random: () => 0 });
    const gaveUp = vi.fn();
    queue.onGiveUp(gaveUp);
    queue.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000 });
    await queue.check();
    expect(queue.entries()).toEqual([]);
    expect(gaveUp.mock.calls[0]![1]).toBe('permanent');
  });

  it('an entry past tryTill is given up without a request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeFetch(() => json({}));
    let now = 1_000_000;
    const queue = newQueue({ random: () => 0, now: () => now });
    const gaveUp = vi.fn();
    queue.onGiveUp(gaveUp);
    queue.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000, tryTill: now + 5 });
    now += 10;
    await queue.check();
    expect(calls).toHaveLength(0);
    expect(gaveUp.mock.calls[0]![1]).toBe('expired');
  });

  it('a failing give-up listener does not stop the others; unsubscribing works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch(() => status(400));
    const queue = newQueue({ random: () => 0 });
    const second = vi.fn();
    const removed = vi.fn();
    queue.onGiveUp(() => {
      throw new Error('listener bug');
    });
    queue.onGiveUp(second);
    queue.onGiveUp(removed)();
    queue.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000 });
    await queue.check();
    expect(second).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('a replay sends the stored method, body, headers and the current token', async () => {
    const token = makeJwt();
    setToken(token);
    const calls = fakeFetch(() => status(200));
    const queue = newQueue({ random: () => 0 });
    queue.enqueue({
      url: LOG_URL,
      timeout: 1000,
      options: { method: 'PUT', body: 'a=1', contentType: 'application/x-www-form-urlencoded', headers: { 'X-K': 'v' }, auth: 'required', appType: true },
    });
    await queue.check();
    expect(calls[0]).toMatchObject({ method: 'PUT', body: 'a=1' });
    expect(headerOf(calls[0], 'Authorization')).toBe(`Bearer ${token}`);
    expect(headerOf(calls[0], 'X-K')).toBe('v');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headerOf(calls[0], 'Wb-AppType')).toBe('site');
  });
});

describe('storefront-shell.md §3 "Queued retry request" persistence', () => {
  it('survives a reload: a new module instance reads the queue from localStorage and drains it', async () => {
    const queue = newQueue({ random: () => 0 });
    queue.enqueue({ url: LOG_URL, options: { method: 'POST', body: '{"msg":"kept"}' }, timeout: 2000, tryTill: Date.now() + 60_000 });
    const stored = JSON.parse(localStorage.getItem(STORED_KEY)!) as unknown[];
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] as object).sort()).toEqual(['id', 'options', 'retryCount', 'retryTime', 'timeout', 'tryTill', 'url']);
    queue.stop();

    vi.resetModules();
    const fresh = await import('../../../core/transport/retry/queue');
    const services = await import('../../../core/transport/services/services');
    services.setServiceMap({ site: ORIGIN });
    const reloaded = fresh.createRetryQueue({ random: () => 0 });
    queues.push(reloaded);
    expect(reloaded.entries()).toEqual(queue.entries());
    expect(reloaded.entries()[0]).toMatchObject({ url: LOG_URL, timeout: 2000, options: { body: '{"msg":"kept"}' } });
    const calls = fakeFetch(() => status(204));
    await reloaded.check();
    expect(calls).toHaveLength(1);
    expect(reloaded.entries()).toEqual([]);
  });

  it('drops malformed stored entries instead of failing', () => {
    localStorage.setItem(
      STORED_KEY,
      JSON.stringify([{ url: 5 }, null, 'x', { id: 'a', url: LOG_URL, options: { method: 'POST' }, retryCount: 0, retryTime: 0, tryTill: null, timeout: 1 }]),
    );
    expect(
      newQueue()
        .entries()
        .map((e) => e.id),
    ).toEqual(['a']);
    localStorage.setItem(STORED_KEY, '{not json');
    expect(newQueue().entries()).toEqual([]);
  });

  it('a storage failure keeps the queue in memory: nothing queued is lost, and this tab drains it alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const letWritesThrough = fullLocalStorage();
    const queue = newQueue({ random: () => 0 });
    queue.enqueue({ url: LOG_URL, options: { method: 'POST', body: '1' }, timeout: 1000 });
    queue.enqueue({ url: LOG_URL, options: { method: 'POST', body: '2' }, timeout: 1000 });
    expect(queue.entries().map((e) => e.options.body)).toEqual(['1', '2']);
    // Another tab holds the retry lease: memory entries are drained anyway.
    letWritesThrough();
    localStorage.setItem('vitrina:lock:vitrina:retry-queue', JSON.stringify({ owner: 'other-tab', expires: Date.now() + 60_000 }));
    const calls = fakeFetch(() => status(204));
    await queue.check();
    expect(calls.map((c) => c.body)).toEqual(['1', '2']);
    expect(queue.entries()).toEqual([]);
  });
});

describe('storefront-shell.md §9 retry lock (5 min): one tab drains', () => {
  it('§9 a second tab does not drain while the first holds the lease; it takes over once the lease expires', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => status(503));
    const tabA = newQueue({ random: () => 0 });
    const tabB = newQueue({ random: () => 0 });
    await tabA.check(); // tab A takes the lease
    tabA.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000 });
    await tabB.check();
    expect(calls).toHaveLength(0);
    await tabA.check();
    expect(calls).toHaveLength(1);
    // Tab A stops renewing (closed without pagehide): after the 5 min lease tab B drains.
    vi.advanceTimersByTime(RETRY_LOCK_TTL_MS - 1);
    await tabB.check();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await tabB.check();
    expect(calls).toHaveLength(2);
    // Entries added by one tab are seen by the other (shared storage).
    expect(tabA.entries()).toEqual(tabB.entries());
  });

  it('a check already running is not started twice', async () => {
    let release!: () => void;
    const calls = fakeFetch(() => new Promise<Response>((resolve) => (release = () => resolve(status(204)))));
    const queue = newQueue({ random: () => 0 });
    queue.enqueue({ url: LOG_URL, options: { method: 'POST' }, timeout: 1000 });
    const first = queue.check();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queue.check();
    expect(calls).toHaveLength(1);
    release();
    await first;
    expect(queue.entries()).toEqual([]);
  });
});

describe('sendOrQueue', () => {
  it('sends and returns the value when the call works', async () => {
    fakeFetch(() => json({ ok: true }));
    await expect(sendOrQueue({ url: { group: 'site', path: '/x' } }, newQueue())).resolves.toEqual({ status: 'sent', value: { ok: true } });
  });

  it('queues a transient failure with its resolved URL and query, and not a permanent one', async () => {
    const queue = newQueue();
    fakeFetch(networkDown);
    const queued = await sendOrQueue(
      {
        url: { group: 'site', path: '/webapi/logging/favs/metrics' },
        method: 'POST',
        query: { status: 'network' },
        auth: 'optional',
        appType: true,
        headers: { A: 'b' },
      },
      queue,
    );
    expect(queued.status).toBe('queued');
    expect(queue.entries()[0]).toMatchObject({
      url: `${ORIGIN}/webapi/logging/favs/metrics?status=network`,
      options: { method: 'POST', auth: 'optional', appType: true, headers: { A: 'b' } },
    });
    fakeFetch(() => status(404));
    expect((await sendOrQueue({ url: LOG_URL }, queue)).status).toBe('failed');
    expect(queue.entries()).toHaveLength(1);
  });

  it('fails (not queued, never rejects) when the service map has no such group', async () => {
    freshRuntime();
    setServiceMap({ site: ORIGIN });
    const result = await sendOrQueue({ url: { group: 'journal', path: '/api/v1/set' } }, newQueue());
    expect(result.status).toBe('failed');
  });
});
