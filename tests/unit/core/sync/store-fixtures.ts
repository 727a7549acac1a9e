/** Installs the favourites / cart / sellers engines over fakes, with a signed-in or guest page. */
import { vi } from 'vitest';
import { setToken, clearToken } from '../../../../core/transport/token/token';
import { createCartEngine, setCartEngine } from '../../../../core/domain/cart/engine';
import { createFavoritesEngine, setFavoritesEngine } from '../../../../core/domain/favorites/engine';
import { createSellersEngine, setSellersEngine } from '../../../../core/domain/sellers/engine';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { DEFAULT_SETTINGS } from '../../../../core/domain/settings/types';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { getStore } from '../../../../core/platform/store/store';
import { createLocalLocker } from '../../../../core/transport/sync/locker';
import { wbClubAtom } from '../../../../core/transport/sync/user-grade';
import { makeJwt, resetPage } from '../http-fakes';
import { fakePost, memoryKv } from './helpers';

export function installEngines(options: { signedIn: boolean }) {
  resetPage();
  const store = getStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, switches: { ...DEFAULT_SETTINGS.switches, enableFavoriteSellers: true } });
  store.set(wbClubAtom, false);
  store.set(localeAtom, 'ru');
  if (options.signedIn) setToken(makeJwt({ user: 1 }));
  else clearToken();
  const server = fakePost((call) => ({ state: 0, change_ts: 1, [call.group === 'sellersSyncer' ? 'results' : 'result_set']: [] }));
  const deps = { kv: memoryKv(), locker: createLocalLocker(), post: server.post, deviceId: () => 'd', report: vi.fn(), logError: vi.fn() };
  const favorites = createFavoritesEngine(deps);
  const cart = createCartEngine(deps);
  const sellers = createSellersEngine(deps);
  setFavoritesEngine(favorites);
  setCartEngine(cart);
  setSellersEngine(sellers);
  const scope = options.signedIn ? { key: 'user:1', remote: true } : { key: 'guest', remote: false };
  return { store, server, favorites, cart, sellers, ready: Promise.all([favorites.setScope(scope), cart.setScope(scope), sellers.setScope(scope)]) };
}

/** Fills a store's cache with `count` items without going through the limits. */
export async function fill<D>(
  engine: { change(c: { key: string; kind: 'add'; data: D }[]): Promise<void> },
  count: number,
  make: (i: number) => D,
): Promise<void> {
  await engine.change(Array.from({ length: count }, (_, i) => ({ key: String(i + 1), kind: 'add' as const, data: make(i + 1) })));
}
