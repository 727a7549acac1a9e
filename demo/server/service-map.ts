import type { ServiceGroup } from '../../contracts/service-map';

/**
 * The service map the demo serves at /config/services.json (common contract): group -> base path,
 * relative to the file's URL; the client makes them absolute.
 */
export const SERVICE_MAP = {
  site: '/',
  favs: '/svc/favs',
  sellersSyncer: '/svc/sellers',
  sellersEnrich: '/svc/sellers-enrich',
  cartStorage: '/svc/cart',
  bell: '/svc/bell',
  basketApi: '/svc/basket',
  banners: '/svc/banners',
  suggest: '/svc/suggest',
  search: '/svc/search',
  catalog: '/svc/catalog',
  menu: '/svc/menu',
  static: '/static',
  auth: '/svc/auth',
  userStorage: '/svc/user-storage',
  routes: '/svc/routes',
  settings: '/',
  cdn: '/svc/cdn',
  logging: '/',
  journal: '/svc/journal',
  recommendations: '/svc/recom',
  images: '/cdn',
} as const satisfies Record<ServiceGroup, string>;
export type ServiceGroupName = keyof typeof SERVICE_MAP;

/** Path prefixes that are API, static or kit paths: unknown paths under them are JSON 404s, never the host page. */
export const API_PREFIXES = ['/webapi', '/svc', '/static', '/dist', '/cdn', '/config', '/demo', '/spa', '/host'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
