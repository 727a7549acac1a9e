import { parseServiceMap, type ServiceMap } from '../contracts/service-map';
import { RUNTIME_CACHES } from './constants';
import type { RuntimeStore } from './runtime-store';

/**
 * The storefront's service map (DESIGN.md "Service map"), read by the worker to know which
 * requests are route data, cards, pictures or the shell's data: the network's copy (stored for the
 * next start), else the stored one. Without either, the worker leaves the services alone.
 */
export async function loadServiceMap(url: string, store: RuntimeStore, fetchFn: typeof fetch = fetch): Promise<Partial<ServiceMap>> {
  const parse = async (response: Response) => parseServiceMap(await response.json(), url);
  try {
    const response = await fetchFn(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (response.ok) {
      const map = await parse(response.clone());
      await store.write(RUNTIME_CACHES.appData, url, response);
      return map;
    }
  } catch {
    // offline: the stored copy below
  }
  try {
    const stored = await store.read(RUNTIME_CACHES.appData, url);
    if (stored) return await parse(stored);
  } catch (error) {
    console.warn('[vitrina sw] the stored service map is unreadable', error);
  }
  return {};
}
