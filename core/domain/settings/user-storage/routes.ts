import { request, normaliseBaseUrl } from '../../../transport/http';
import { readJson, removeJson, writeJson } from '../../../platform/storage';
import { serviceMapReady, serviceUrl } from '../../../transport/services';
import { USER_STORAGE_ROUTES_PATH } from '../../../../contracts/user-storage';

/** storefront-shell.md §9 "Storage and recents": route mapping 24 h. */
export const ROUTE_MAPPING_TTL_MS = 24 * 60 * 60 * 1000;
/** Stored as 'vitrina:user-storage-routes'. */
export const ROUTES_CACHE_KEY = 'user-storage-routes';

interface RouteMap {
  fetchedAt: number;
  /** shard_key -> user-storage base URL. */
  shards: Record<string, string>;
}

/**
 * The user-storage base URL for a shard (storefront-shell.md §7 "User storage and routing": POST
 * {routes}/api/v3/routes loads the shard-to-host mapping), cached 24 h. A shard the map does not
 * name, or a map that cannot be loaded, uses the userStorage base of the service map.
 */
export async function hostForShard(shardKey: string): Promise<string> {
  const map = await loadRoutes();
  // Stored values are re-checked: storage is outside input like any other.
  return normaliseBaseUrl(map?.shards[shardKey]) ?? (await defaultBase());
}

/** storefront-shell.md §8 reason 37: the new host from `location` is saved for the shard. */
export function saveMovedHost(shardKey: string, host: string): void {
  const current = readCached() ?? { fetchedAt: Date.now(), shards: {} };
  store({ ...current, shards: { ...current.shards, [shardKey]: host } });
}

/** storefront-shell.md §8: a network error resets the host map. */
export function resetRoutes(): void {
  removeJson(ROUTES_CACHE_KEY);
}

async function loadRoutes(): Promise<RouteMap | null> {
  const cached = readCached();
  if (cached && Date.now() - cached.fetchedAt < ROUTE_MAPPING_TTL_MS) return cached;
  try {
    const shards = await request({
      url: { group: 'routes', path: USER_STORAGE_ROUTES_PATH },
      method: 'POST',
      auth: 'optional',
      parse: (raw) => parseShards(raw, serviceUrl('userStorage')),
    });
    const map: RouteMap = { fetchedAt: Date.now(), shards: shards ?? {} };
    store(map);
    return map;
  } catch (error) {
    console.warn('[vitrina] user-storage routes could not be loaded', error);
    return cached;
  }
}

function parseShards(raw: unknown, relativeTo: string): Record<string, string> {
  if (!raw || typeof raw !== 'object' || !('shards' in raw)) throw new TypeError('routes answer has no shards');
  const { shards } = raw as { shards: unknown };
  if (!shards || typeof shards !== 'object' || Array.isArray(shards)) throw new TypeError('routes shards is not a map');
  const result: Record<string, string> = {};
  for (const [shard, host] of Object.entries(shards)) {
    const base = normaliseBaseUrl(host, relativeTo);
    if (base && shard !== '__proto__') result[shard] = base;
  }
  return result;
}

async function defaultBase(): Promise<string> {
  await serviceMapReady();
  return serviceUrl('userStorage');
}

function readCached(): RouteMap | null {
  return readJson(ROUTES_CACHE_KEY, isRouteMap) ?? null;
}

function store(map: RouteMap): void {
  try {
    writeJson(ROUTES_CACHE_KEY, map);
  } catch (error) {
    console.warn('[vitrina] user-storage routes could not be cached', error);
  }
}

function isRouteMap(value: unknown): value is RouteMap {
  if (!value || typeof value !== 'object') return false;
  const { fetchedAt, shards } = value as Record<string, unknown>;
  return (
    typeof fetchedAt === 'number' &&
    !!shards &&
    typeof shards === 'object' &&
    !Array.isArray(shards) &&
    Object.values(shards).every((host) => typeof host === 'string')
  );
}
