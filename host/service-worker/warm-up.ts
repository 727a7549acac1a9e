import { request } from '../../core/transport/http';
import { ROUTE_DATA_PATH } from '../../contracts/route-data';
import { CACHE_URLS } from '../../sw/messages';

/**
 * The first visit: the page loaded before the worker controlled it, so nothing it read was cached.
 * Once the worker takes it over, it is told what the page fetched (resource timing) to store those
 * answers, and the page sends its route data again (a POST with the shopper's token, which only
 * the page has) through the worker, which stores it: the first page works offline too.
 */
export function cacheWhatThisPageLoaded(win: Window, container: ServiceWorkerContainer): void {
  const entries = win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const origin = win.location.origin;
  const routeData = (name: string) => name.startsWith(`${origin}${ROUTE_DATA_PATH}`);
  const urls = [...new Set(entries.map((entry) => entry.name))];
  container.controller?.postMessage({ type: CACHE_URLS, urls: urls.filter((url) => !routeData(url)) });
  for (const url of urls.filter(routeData)) {
    void request({ url, method: 'POST', auth: 'optional', responseType: 'none' }).catch(() => undefined);
  }
}
