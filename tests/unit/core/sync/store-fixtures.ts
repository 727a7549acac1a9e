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
import type { SyncEngine } from '../../../../core/transport/sync/engine';
import { emptySyncState, type SyncState } from '../../../../core/transport/sync/types';
import { makeJwt, resetPage } from '../http-fakes';
import { fakePost, memoryKv } from './helpers';

/** Each engine's own cache, for fill(). */
const cacheOf = new WeakMap<object, ReturnType<typeof memoryKv>>();

export function installEngines(options: { signedIn: boolean }) {
  resetPage();
  const store = getStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, switches: { ...DEFAULT_SETTINGS.switches, enableFavoriteSellers: true } });
  store.set(wbClubAtom, false);
  store.set(localeAtom, 'ru');
  if (options.signedIn) setToken(makeJwt({ user: 1 }));
  else clearToken();
  const server = fakePost((call) => ({ state: 0, change_ts: 1, [call.group === 'sellersSyncer' ? 'results' : 'result_set']: [] }));
  const deps = () => ({ kv: memoryKv(), locker: createLocalLocker(), post: server.post, deviceId: () => 'd', report: vi.fn(), logError: vi.fn() });
  const engine = <E extends object>(create: (d: ReturnType<typeof deps>) => E): E => {
    const d = deps();
    const made = create(d);
    cacheOf.set(made, d.kv);
    return made;
  };
  const favorites = engine(createFavoritesEngine);
  const cart = engine(createCartEngine);
  const sellers = engine(createSellersEngine);
  setFavoritesEngine(favorites);
  setCartEngine(cart);
  setSellersEngine(sellers);
  const scope = options.signedIn ? { key: 'user:1', remote: true } : { key: 'guest', remote: false };
  return { store, server, favorites, cart, sellers, ready: Promise.all([favorites.setScope(scope), cart.setScope(scope), sellers.setScope(scope)]) };
}

/**
 * Puts `count` items (keys 1..count) in the current scope's cache, as if an earlier sync had
 * stored them, and loads them: no operations are queued and no limit applies. Writing the cache
 * directly keeps this fast for thousands of items.
 */
export async function fill<D>(engine: SyncEngine<D>, count: number, make: (i: number) => D): Promise<void> {
  const kv = cacheOf.get(engine);
  if (!kv) throw new Error('fill: the engine was not made by installEngines');
  // The sign-in pull may still be running: it would write its own state over the seeded one.
  for (let round = 0; getStore().get(engine.statusAtom).syncing; round++) {
    if (round > 1000) throw new Error('fill: the engine is still syncing');
    await Promise.resolve();
  }
  const scopeKey = getStore().get(engine.scopeAtom).key;
  const state: SyncState<D> = { ...emptySyncState<D>(), ...((await kv.get(`state:${scopeKey}`)) as SyncState<D> | undefined) };
  const items = { ...state.items };
  for (let i = 1; i <= count; i++) items[String(i)] = { data: make(i), at: i };
  await kv.set(`state:${scopeKey}`, { ...state, items, lastAt: Math.max(state.lastAt, count) });
  await engine.reload();
}
