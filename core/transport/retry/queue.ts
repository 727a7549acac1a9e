import { isTransient, request } from '../http';
import { createLease } from '../../platform/locks';
import { backoffDelayMs } from './backoff';
import { MAX_RETRIES, RETRY_CHECK_INTERVAL_MS, RETRY_LOCK_NAME, RETRY_LOCK_TTL_MS, RETRY_STORAGE_KEY } from './constants';
import type { RetryEntry, RetryRequestOptions } from './entry';
import { createPersistedList } from './persisted-list';
import { pagePart } from '../../platform/page';

export type GiveUpReason = 'max-retries' | 'expired' | 'permanent';
export type GiveUpListener = (entry: RetryEntry, reason: GiveUpReason, error: unknown) => void;

export interface EnqueueRequest {
  url: string;
  options: RetryRequestOptions;
  timeout: number;
  tryTill?: number | null;
}

/**
 * The persisted retry queue of storefront-shell.md §8 ("Failed requests are retried up to 10
 * times with back-off of 2 to the power of the retry count seconds, then removed") with the §9
 * timings. One tab drains it at a time (a lease of RETRY_LOCK_TTL_MS).
 */
export interface RetryQueue {
  enqueue(request: EnqueueRequest): RetryEntry;
  entries(): RetryEntry[];
  /** One check: retries the entries that are due. start() runs it every RETRY_CHECK_INTERVAL_MS. */
  check(): Promise<void>;
  start(): void;
  stop(): void;
  onGiveUp(listener: GiveUpListener): () => void;
}

export interface RetryQueueOptions {
  storageKey?: string;
  lockName?: string;
  now?: () => number;
  random?: () => number;
}

export function createRetryQueue(options: RetryQueueOptions = {}): RetryQueue {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const list = createPersistedList(options.storageKey ?? RETRY_STORAGE_KEY);
  const lease = createLease(options.lockName ?? RETRY_LOCK_NAME, RETRY_LOCK_TTL_MS);
  const giveUpListeners = new Set<GiveUpListener>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let checking = false;
  let sequence = 0;

  const remove = (id: string) => list.update((entries) => entries.filter((e) => e.id !== id));
  const replace = (next: RetryEntry) => list.update((entries) => entries.map((e) => (e.id === next.id ? next : e)));

  function giveUp(entry: RetryEntry, reason: GiveUpReason, error: unknown): void {
    remove(entry.id);
    console.error(`[vitrina] retry queue: gave up ${entry.options.method} ${entry.url} after ${entry.retryCount} retries (${reason})`, error);
    for (const listener of [...giveUpListeners]) {
      try {
        listener(entry, reason, error);
      } catch (listenerError) {
        console.error('[vitrina] retry queue: give-up listener failed', listenerError);
      }
    }
  }

  async function retry(entry: RetryEntry): Promise<void> {
    if (entry.tryTill !== null && now() > entry.tryTill) return giveUp(entry, 'expired', null);
    const { method, headers, body, contentType, auth, appType } = entry.options;
    try {
      await request({
        url: entry.url,
        method,
        ...(headers ? { headers } : {}),
        ...(body !== undefined ? { body: contentType ? { text: body, contentType } : { text: body } } : {}),
        ...(auth ? { auth } : {}),
        ...(appType !== undefined ? { appType } : {}),
        responseType: 'none',
        timeout: entry.timeout,
      });
      remove(entry.id);
    } catch (error) {
      if (!isTransient(error)) return giveUp(entry, 'permanent', error);
      const retryCount = entry.retryCount + 1;
      if (retryCount >= MAX_RETRIES) return giveUp({ ...entry, retryCount }, 'max-retries', error);
      replace({ ...entry, retryCount, retryTime: now() + backoffDelayMs(retryCount, random) });
    }
  }

  const queue: RetryQueue = {
    enqueue({ url, options: requestOptions, timeout, tryTill = null }) {
      const entry: RetryEntry = {
        id: `${now().toString(36)}-${(sequence++).toString(36)}-${random().toString(36).slice(2, 8)}`,
        url,
        options: requestOptions,
        retryCount: 0,
        retryTime: now() + backoffDelayMs(0, random),
        tryTill,
        timeout,
      };
      list.update((entries) => [...entries, entry]);
      return entry;
    },
    entries: () => list.read(),
    async check() {
      if (checking) return;
      checking = true;
      try {
        // Entries kept in memory are this tab's alone: no lock needed to drain them.
        if (!list.inMemory() && !(await lease.hold())) return;
        const due = list
          .read()
          .filter((e) => e.retryTime <= now())
          .sort((a, b) => a.retryTime - b.retryTime);
        for (const entry of due) await retry(entry);
      } finally {
        checking = false;
      }
    },
    start() {
      timer ??= setInterval(() => void queue.check(), RETRY_CHECK_INTERVAL_MS);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      lease.release();
    },
    onGiveUp(listener) {
      giveUpListeners.add(listener);
      return () => giveUpListeners.delete(listener);
    },
  };
  return queue;
}

/** The page's queue (started by the session start-up). */
export function getRetryQueue(): RetryQueue {
  return pagePart('retryQueue', () => createRetryQueue());
}
