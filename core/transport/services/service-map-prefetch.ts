/**
 * The service map asked for as soon as the loader runs, beside the first element's chunks, instead
 * of after they have loaded and booted: one round trip less before a partner page's first banner
 * or search, and before the host page knows its country (the header's menus wait for it).
 * The map `<vt-store services>` names, else the kit origin's. configure() takes the answer
 * (core/runtime/configure.ts). Module-level, in the loader's chunk: one fetch per page.
 */
const pending = new Map<string, Promise<Response>>();

/** The service map a page that names none uses: /config/services.json of the kit's own origin. */
export function kitServiceMapUrl(kitModuleUrl: string): string {
  return new URL('/config/services.json', kitModuleUrl).href;
}

/** The service map the page names in the HTML (`<vt-store services>`), absolute; undefined when none or not a URL. */
export function namedServiceMapUrl(doc: Document): string | undefined {
  const named = doc.querySelector('vt-store[services]')?.getAttribute('services');
  if (!named) return undefined;
  try {
    return new URL(named, doc.baseURI).href;
  } catch {
    return undefined; // loadServiceMap reports the bad URL when the element applies it
  }
}

/** The options the service map is fetched with, here and in loadServiceMap. */
export const SERVICE_MAP_FETCH: RequestInit = { credentials: 'omit' };

export function prefetchServiceMap(url: string): void {
  if (pending.has(url) || typeof fetch !== 'function') return;
  const response = fetch(url, SERVICE_MAP_FETCH);
  response.catch(() => undefined); // loadServiceMap reports a failure when it takes the answer
  pending.set(url, response);
}

/** The prefetched answer for `url`, once; undefined when none was started. */
export function takePrefetchedServiceMap(url: string): Promise<Response> | undefined {
  const response = pending.get(url);
  pending.delete(url);
  return response;
}
