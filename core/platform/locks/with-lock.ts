import { claimLease, newOwnerId, releaseLease } from './storage-lease';
import { webLocks } from './web-locks';

/** How often a waiting tab looks at the localStorage lease again (no Web Locks). */
export const LEASE_RETRY_MS = 100;

export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false };

export interface LockOptions {
  /** Wait up to this long for the lock instead of giving up at once. */
  waitMs?: number;
}

/**
 * Runs `fn` while holding the named lock across tabs (one operation, e.g. the token slide), and
 * releases it after. Without Web Locks a localStorage lease of `ttlMs` stands in: it bounds how
 * long a tab that died mid-operation blocks the others.
 */
export async function withLock<T>(name: string, ttlMs: number, fn: () => Promise<T>, options: LockOptions = {}): Promise<LockOutcome<T>> {
  const locks = webLocks();
  if (locks) return withWebLock(locks, name, fn, options.waitMs);

  const owner = newOwnerId();
  const deadline = Date.now() + (options.waitMs ?? 0);
  while (!claimLease(name, owner, ttlMs)) {
    if (Date.now() >= deadline) return { acquired: false };
    await new Promise((resolve) => setTimeout(resolve, LEASE_RETRY_MS));
  }
  try {
    return { acquired: true, value: await fn() };
  } finally {
    releaseLease(name, owner);
  }
}

async function withWebLock<T>(locks: LockManager, name: string, fn: () => Promise<T>, waitMs?: number): Promise<LockOutcome<T>> {
  let entered = false;
  const run = async (lock: Lock | null): Promise<LockOutcome<T>> => {
    if (!lock) return { acquired: false };
    entered = true;
    return { acquired: true, value: await fn() };
  };
  if (!waitMs) return locks.request(name, { ifAvailable: true }, run);
  try {
    return await locks.request(name, { signal: AbortSignal.timeout(waitMs) }, run);
  } catch (error) {
    if (!entered) return { acquired: false };
    throw error;
  }
}
