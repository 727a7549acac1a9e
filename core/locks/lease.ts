import { claimLease, newOwnerId, releaseLease } from './storage-lease';
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

export function createLease(name: string, ttlMs: number): Lease {
  const owner = newOwnerId();
  let held = false;
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
      return Promise.resolve(claimLease(name, owner, ttlMs));
    },
    release() {
      letGo?.();
      releaseLease(name, owner);
      globalThis.removeEventListener?.('pagehide', onPageHide);
    },
  };
}
