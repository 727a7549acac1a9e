/**
 * The service map (DESIGN.md "Service map"): service group -> base URL, the JSON file a page
 * points the kit at (the demo serves its own at /config/services.json). The kit never hard-codes
 * a host; every call names a group and the spec's path below it.
 * `site` is the storefront's own /webapi/* backend (route data, check-redirect, address
 * select, logging fallbacks); DESIGN.md's list lacked a name for it.
 */
export const SERVICE_GROUPS = [
  'site',
  'favs',
  'sellersSyncer',
  'sellersEnrich',
  'cartStorage',
  'bell',
  'basketApi',
  'banners',
  'suggest',
  'search',
  'catalog',
  'menu',
  'static',
  'auth',
  'userStorage',
  'routes',
  'settings',
  'cdn',
  'logging',
  'journal',
  'recommendations',
  'images',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
export type ServiceMap = Record<ServiceGroup, string>;

export class ServiceMapError extends Error {
  override name = 'ServiceMapError';
}

/** Checks a parsed services.json and makes every base absolute against the file's own URL. */
export function parseServiceMap(json: unknown, fileUrl: string): Partial<ServiceMap> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new ServiceMapError(`service map at ${fileUrl} is not a JSON object`);
  }
  const map: Partial<ServiceMap> = {};
  for (const [group, base] of Object.entries(json)) {
    if (!(SERVICE_GROUPS as readonly string[]).includes(group)) {
      console.warn(`[vitrina] service map: unknown group "${group}" ignored`);
      continue;
    }
    if (typeof base !== 'string') throw new ServiceMapError(`service map: "${group}" must be a string URL`);
    const url = new URL(base, fileUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new ServiceMapError(`service map: "${group}" must be an http(s) URL`);
    }
    map[group as ServiceGroup] = url.href.replace(/\/$/, '');
  }
  return map;
}
