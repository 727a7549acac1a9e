import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  favoriteSellersAtom,
  followSeller,
  unfollowSeller,
  FAVORITE_SELLERS_LIMIT,
  FeatureOffError,
  loadSellerInfo,
  sellerInfoAtom,
} from '../../../../core/domain/sellers';
import { sellerOp, reshapeSellersAnswer, reshapeSellerInfo } from '../../../../contracts/sellers';
import { LimitReachedError, SignInRequiredError } from '../../../../core/transport/sync/errors';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { AUTH_REQUIRED_EVENT } from '../../../../core/transport/token/auth-required';
import { fill, installEngines } from '../sync/store-fixtures';
import { fakeFetch, json } from '../http-fakes';

describe('favourite sellers (storefront-shell.md §4, §5, §9)', () => {
  let t: ReturnType<typeof installEngines>;
  beforeEach(async () => {
    t = installEngines({ signedIn: true });
    await t.ready;
  });

  it('§9 limit 1000: refused with favoriteSeller.limitReached and the count', async () => {
    await fill(t.sellers, FAVORITE_SELLERS_LIMIT, (i) => ({ sellerId: i, timestamp: i }));
    const error = await followSeller(5000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect(error).toMatchObject({ messageKey: 'favoriteSeller.limitReached', params: { count: 1000 } });
  });

  it('§5 a guest gets the sign-in popup', async () => {
    const guest = installEngines({ signedIn: false });
    await guest.ready;
    const listener = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(AUTH_REQUIRED_EVENT, listener);
    await expect(followSeller(1)).rejects.toBeInstanceOf(SignInRequiredError);
    window.removeEventListener(AUTH_REQUIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('§3 only with the switch enableFavoriteSellers', async () => {
    const settings = t.store.get(settingsAtom);
    t.store.set(settingsAtom, { ...settings, switches: { ...settings.switches, enableFavoriteSellers: false } });
    await expect(followSeller(1)).rejects.toBeInstanceOf(FeatureOffError);
  });

  it('§4 delete hides the seller; undo restores the add; the timeout syncs', async () => {
    fakeFetch(() => json([]));
    await followSeller(7);
    const handle = await unfollowSeller(7);
    expect(t.store.get(favoriteSellersAtom)).toEqual([]);
    expect(await handle.undo()).toBe(true);
    expect(t.store.get(favoriteSellersAtom).map((s) => s.sellerId)).toEqual([7]);
    expect(t.store.get(t.sellers.stateAtom).pending).toEqual([expect.objectContaining({ key: '7', kind: 'add' })]);
    const before = t.server.calls.length;
    await handle.expire();
    expect(t.server.calls.length).toBe(before + 1);
  });

  it('§3 millisecond values are converted to seconds in the operation', () => {
    expect(sellerOp({ key: '7', kind: 'add', at: 1_700_000_123_456, data: { sellerId: 7, timestamp: 0 } })).toEqual({
      op_type: 1,
      payload: { seller_id: 7, subscribed_at: 1_700_000_123 },
    });
    const answer = reshapeSellersAnswer({ state: 0, change_ts: 5, results: [{ seller_id: 7, subscribed_at: 1_700_000_123, is_deleted: false }] });
    expect(answer.items[0]).toMatchObject({ key: '7', at: 1_700_000_123_000, data: { sellerId: 7, timestamp: 1_700_000_123 } });
  });

  it('§3 enrichment adds seller_name, news and logo_url; malformed entries are skipped with a logged error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reshapeSellerInfo([{ seller_id: 1, seller_name: 'A', news: 3, logo_url: 'http://x/l.webp' }, { nope: 1 }])).toEqual([
      { sellerId: 1, sellerName: 'A', news: 3, logoUrl: 'http://x/l.webp' },
    ]);
    expect(errors).toHaveBeenCalled();
    const calls = fakeFetch(() => json([{ seller_id: 2, seller_name: 'B', news: 0, logo_url: '' }]));
    await loadSellerInfo([2]);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ seller_ids: [2] });
    expect(t.store.get(sellerInfoAtom)[2]?.sellerName).toBe('B');
  });
});
