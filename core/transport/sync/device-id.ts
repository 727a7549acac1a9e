import { getSyncArea, setWithQuotaRule } from '../../platform/storage';
import { pagePart } from '../../platform/page';

/** The browser's device_id of the sync calls (§7); shared by its tabs, kept across reloads. */
export const DEVICE_ID_KEY = 'vitrina:device-id';

/** The id once read or made, for the page: a part of the page's runtime. */
const memo = () => pagePart('deviceId', () => ({ id: null as string | null }));

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  const kept = memo();
  if (kept.id) return kept.id;
  const area = getSyncArea();
  const stored = area.get(DEVICE_ID_KEY);
  if (stored && /^[\w-]{8,128}$/.test(stored)) return (kept.id = stored);
  const id = (kept.id = randomId());
  try {
    setWithQuotaRule(area, DEVICE_ID_KEY, id);
  } catch (error) {
    console.warn('[vitrina] could not keep the sync device id; it holds for this page only', error);
  }
  return id;
}
