/**
 * The service map (DESIGN.md "Service map"): service group -> base URL. The kit never
 * hard-codes a host; every call is `serviceUrl(group, specPath)`.
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

const MAP_KEY = Symbol.for('vitrina.services');
type Holder = { [MAP_KEY]?: { map: Partial<ServiceMap>; ready: Promise<void>; resolve: () => void } };

function state() {
  const holder = globalThis as Holder;
  if (!holder[MAP_KEY]) {
    let resolve!: () => void;
    const ready = new Promise<void>((r) => (resolve = r));
    holder[MAP_KEY] = { map: {}, ready, resolve };
  }
  return holder[MAP_KEY]!;
}

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

/** Installs a map (merged over what is there) and releases everyone waiting in serviceMapReady(). */
export function setServiceMap(map: Partial<ServiceMap>): void {
  const s = state();
  s.map = { ...s.map, ...map };
  s.resolve();
}

export function serviceMapReady(): Promise<void> {
  return state().ready;
}

export function hasService(group: ServiceGroup): boolean {
  return state().map[group] !== undefined;
}

/** Base of a group plus a spec path, e.g. serviceUrl('favs', '/sync'). */
export function serviceUrl(group: ServiceGroup, path = ''): string {
  const base = state().map[group];
  if (base === undefined) throw new ServiceMapError(`service map has no "${group}" entry`);
  return base + path;
}

/** For tests: forget the installed map. */
export function resetServiceMap(): void {
  delete (globalThis as Holder)[MAP_KEY];
}
