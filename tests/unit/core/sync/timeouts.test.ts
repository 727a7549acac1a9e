import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../core/transport/token/token';
import { createCartEngine } from '../../../../core/domain/cart/engine';
import { createFavoritesEngine } from '../../../../core/domain/favorites/engine';
import { createSellersEngine } from '../../../../core/domain/sellers/engine';
import { createLocalLocker } from '../../../../core/transport/sync/locker';
import type { SyncDeps } from '../../../../core/transport/sync/engine';
import { fakeFetch, hangingReply, makeJwt, resetPage, SERVICES } from '../http-fakes';
import { memoryKv } from './helpers';

beforeEach(() => {
  resetPage();
  setToken(makeJwt({ user: 1 }));
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

type CreateEngine = typeof createFavoritesEngine | typeof createSellersEngine | typeof createCartEngine;

/** Signs the store in over the real sync call (only fetch is fake) and checks when its hanging pull is aborted. */
async function expectAbortedAt(create: CreateEngine, url: string, timeoutMs: number): Promise<void> {
  const calls = fakeFetch(hangingReply);
  const deps: SyncDeps = { kv: memoryKv(), locker: createLocalLocker(), deviceId: () => 'd', report: vi.fn(), logError: vi.fn() };
  await create(deps).setScope({ key: 'user:1', remote: true });
  await vi.advanceTimersByTimeAsync(0);
  const sync = calls.find((c) => c.url.startsWith(url));
  expect(sync, 'the sign-in pull was sent').toBeDefined();
  await vi.advanceTimersByTimeAsync(timeoutMs - 1);
  expect(sync!.signal!.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(sync!.signal!.aborted).toBe(true);
  await vi.waitFor(() => expect(deps.logError).toHaveBeenCalled());
}

describe('sync call timeout per store', () => {
  it('storefront-shell.md §7/§9 favourites sync "timeout 10 s": aborted at 10000 ms, not at 9999', async () => {
    await expectAbortedAt(createFavoritesEngine, `${SERVICES.favs}/sync`, 10_000);
  });

  it('storefront-shell.md §7 favourite sellers sync: aborted at 10000 ms, not at 9999', async () => {
    await expectAbortedAt(createSellersEngine, `${SERVICES.sellersSyncer}/sync`, 10_000);
  });

  it('storefront-routing-wallet.md §7 "Cart sync 3 s": aborted at 3000 ms, not at 2999', async () => {
    await expectAbortedAt(createCartEngine, `${SERVICES.cartStorage}/sync`, 3_000);
  });
});
