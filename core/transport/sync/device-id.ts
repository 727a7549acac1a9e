import { getSyncArea, setWithQuotaRule } from '../../platform/storage';

/** The browser's device_id of the sync calls (§7); shared by its tabs, kept across reloads. */
export const DEVICE_ID_KEY = 'vitrina:device-id';

let memo: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  if (memo) return memo;
  const area = getSyncArea();
  const stored = area.get(DEVICE_ID_KEY);
  if (stored && /^[\w-]{8,128}$/.test(stored)) return (memo = stored);
  memo = randomId();
  try {
    setWithQuotaRule(area, DEVICE_ID_KEY, memo);
  } catch (error) {
    console.warn('[vitrina] could not keep the sync device id; it holds for this page only', error);
  }
  return memo;
}

/** For tests. */
export function resetDeviceId(): void {
  memo = null;
}
