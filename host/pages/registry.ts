import type { PageModule } from '../../core/domain/navigation';
import type { PageKey } from '../../contracts/pages';

/** Each route's page module, imported on its first visit (a chunk of its own). */
export const PAGE_LOADERS: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./home'),
  product: () => import('./product'),
  catalog: () => import('./catalog'),
  search: () => import('./search'),
  brand: () => import('./brand'),
  'brand-list': () => import('./brand-list'),
  seller: () => import('./seller'),
  promotions: () => import('./promotions'),
  favorites: () => import('./favorites'),
  basket: () => import('./basket'),
  cabinet: () => import('./cabinet'),
  wallet: () => import('./wallet'),
  'payment-fail': () => import('./payment-fail'),
  services: () => import('./services'),
  subscription: () => import('./subscription'),
  oauth: () => import('./oauth'),
  listing: () => import('./listing'),
  info: () => import('./info'),
  order: () => import('./order'),
  'second-factor': () => import('./second-factor'),
  'gift-certificates': () => import('./gift-certificates'),
};

export const ERROR_PAGE_LOADERS: Record<'not-found' | 'server-error', () => Promise<PageModule>> = {
  'not-found': () => import('./not-found'),
  'server-error': () => import('./server-error'),
};
