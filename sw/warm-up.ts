import { planFor, type RoutingTable } from './routing';
import type { RuntimeStore } from './runtime-store';

/** At most this many addresses are taken from one page (its resource timing buffer holds 250). */
export const MAX_WARM_UP_URLS = 250;

/**
 * The first page a shopper opens is not controlled by the worker while it installs: what it
 * fetched meanwhile (cards, pictures, the shell's data) is fetched again here and stored as the
 * worker would have, so that page too works offline. Only GET addresses the worker caches; what
 * is already stored is left as is. Route data (a POST with the shopper's token) is sent again by
 * the page itself (host/service-worker/warm-up.ts). `signal` stops it (a new version takes over).
 */
export async function cacheLoadedUrls(urls: readonly string[], table: RoutingTable, store: RuntimeStore, signal?: AbortSignal): Promise<number> {
  let stored = 0;
  for (const url of [...new Set(urls)].slice(0, MAX_WARM_UP_URLS)) {
    if (signal?.aborted) break;
    let plan;
    try {
      plan = planFor({ method: 'GET', mode: 'cors', destination: '', url, ranged: false }, table);
    } catch {
      continue; // not a URL
    }
    if (!plan || plan === 'needs-map' || (plan.kind !== 'network-first' && plan.kind !== 'cache-first')) continue;
    if (await store.read(plan.cache, url)) continue;
    try {
      const response = await fetch(url, { credentials: 'same-origin', signal });
      if (await store.write(plan.cache, url, response)) stored++;
    } catch {
      // offline again: the next visit caches it
    }
  }
  return stored;
}
