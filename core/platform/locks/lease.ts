import { claimLease, holdsLease, newOwnerId, releaseLease } from './storage-lease';
import { webLocks } from './web-locks';

/**
 * Leadership across the tabs of an origin, for work only one tab should do (the retry queue
 * drain, the settings and CDN polls). Call `hold()` before each run: true while this tab leads.
 * With Web Locks the leading tab keeps the lock until `release()` or until it closes; without,
 * a localStorage lease of `ttlMs` is renewed by every `hold()` and expires if the tab dies.
 */
export interface Lease {
  hold(): Promise<boolean>;
  release(): void;
}

/**
 * A new localStorage claim waits this long and reads again before it counts: another tab's write
 * reaches this one asynchronously (another renderer process), so two tabs claiming in the same
 * instant would each read back their own (the three-tab e2e without Web Locks showed it).
 */
export const LEASE_SETTLE_MS = 50;
let settleMs = LEASE_SETTLE_MS;

/** Unit tests run in one page with fake timers, where no other tab can race: they set 0. */
export function setLeaseSettleMs(ms: number): void {
  settleMs = ms;
}

export function createLease(name: string, ttlMs: number): Lease {
  const owner = newOwnerId();
  let held = false;
  /** This tab's localStorage lease was confirmed (a renewal needs no settling). */
  let leased = false;
  let letGo: (() => void) | null = null;
  let pending: Promise<boolean> | null = null;

  const onPageHide = () => releaseLease(name, owner);

  function holdWebLock(locks: LockManager): Promise<boolean> {
    if (held) return Promise.resolve(true);
    pending ??= new Promise<boolean>((resolve) => {
      locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (!lock) {
            resolve(false);
            return undefined;
          }
          held = true;
          resolve(true);
          return new Promise<void>((done) => {
            letGo = () => {
              held = false;
              letGo = null;
              done();
            };
          });
        })
        .catch(() => resolve(false));
    }).finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    hold() {
      const locks = webLocks();
      if (locks) return holdWebLock(locks);
      globalThis.addEventListener?.('pagehide', onPageHide);
      if (!claimLease(name, owner, ttlMs)) {
        leased = false;
        return Promise.resolve(false);
      }
      if (leased || settleMs <= 0) {
        leased = true;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => setTimeout(resolve, settleMs)).then(() => {
        leased = holdsLease(name, owner);
        return leased;
      });
    },
    release() {
      leased = false;
      letGo?.();
      releaseLease(name, owner);
      globalThis.removeEventListener?.('pagehide', onPageHide);
    },
  };
}
