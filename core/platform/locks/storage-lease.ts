import { getSyncArea, setWithQuotaRule } from '../storage';

/**
 * A lock kept in localStorage for browsers without Web Locks: `{owner, expires}` under one key.
 * A tab that dies keeps it only until it expires. When storage is blocked (core/storage keeps
 * data in this page's memory) there is nothing shared to coordinate through and the tab acts alone.
 */
interface LeaseRecord {
  owner: string;
  expires: number;
}

export const LEASE_KEY_PREFIX = 'vitrina:lock:';

export function leaseKey(name: string): string {
  return LEASE_KEY_PREFIX + name;
}

/** Takes or renews the lease for `owner`; false while another owner's lease is unexpired. */
export function claimLease(name: string, owner: string, ttlMs: number, now = Date.now()): boolean {
  const area = getSyncArea();
  const key = leaseKey(name);
  const current = readLease(area.get(key));
  if (current && current.owner !== owner && current.expires > now) return false;
  try {
    setWithQuotaRule(area, key, JSON.stringify({ owner, expires: now + ttlMs } satisfies LeaseRecord));
  } catch {
    return true; // storage full: nothing shared to coordinate through
  }
  // Another tab may have written in between: whoever's write is visible now holds it.
  return readLease(area.get(key))?.owner === owner;
}

/** Whether `owner`'s lease is the one stored now (and unexpired). */
export function holdsLease(name: string, owner: string, now = Date.now()): boolean {
  const current = readLease(getSyncArea().get(leaseKey(name)));
  return current?.owner === owner && current.expires > now;
}

export function releaseLease(name: string, owner: string): void {
  const area = getSyncArea();
  const key = leaseKey(name);
  if (readLease(area.get(key))?.owner === owner) area.remove(key);
}

function readLease(text: string | null): LeaseRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LeaseRecord> | null;
    if (value && typeof value.owner === 'string' && typeof value.expires === 'number') return value as LeaseRecord;
  } catch {
    /* a broken record is no lease */
  }
  return null;
}

export function newOwnerId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
