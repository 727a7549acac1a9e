import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavorite, favoritesCountAtom, favoritesLimitAtom, favoritesListAtom, isDeletedGood, removeFavorite } from '../../../../core/domain/favorites';
import { SignInRequiredError, LimitReachedError } from '../../../../core/transport/sync/errors';
import { settingsAtom } from '../../../../core/domain/settings/atoms';
import { localeAtom } from '../../../../core/platform/locale/atoms';
import { wbClubAtom } from '../../../../core/transport/sync/user-grade';
import { FAVORITES_CACHE_NAME } from '../../../../core/domain/favorites/engine';
import { fill, installEngines } from '../sync/store-fixtures';
import type { FavoriteData } from '../../../../contracts/favorites';

const fav = (i: number): FavoriteData => ({ characteristicId: i, cod1S: i, timestamp: i, kind: 2, targetUrl: '', meta: '' });

describe('favourite goods (storefront-shell.md §4, §5, §9)', () => {
  let t: ReturnType<typeof installEngines>;
  beforeEach(async () => {
    t = installEngines({ signedIn: true });
    await t.ready;
  });
  afterEach(() => vi.useRealTimers());

  it('§9 the cache is version 2', () => {
    expect(FAVORITES_CACHE_NAME).toBe('favorites-v2');
  });

  it('§5 adding needs sign-in: a guest gets an unauthorized error', async () => {
    const guest = installEngines({ signedIn: false });
    await guest.ready;
    await expect(addFavorite({ characteristicId: 1, cod1S: 1 })).rejects.toBeInstanceOf(SignInRequiredError);
    expect(guest.store.get(favoritesCountAtom)).toBe(0);
  });

  it('§3 add kinds: default poned 2; waitlist 1 and both 3 are kept', async () => {
    await addFavorite({ characteristicId: 1, cod1S: 10 });
    await addFavorite({ characteristicId: 2, cod1S: 20, kind: 1 });
    await addFavorite({ characteristicId: 3, cod1S: 30, kind: 3 });
    const kinds = Object.fromEntries(t.store.get(favoritesListAtom).map((f) => [f.characteristicId, f.kind]));
    expect(kinds).toEqual({ 1: 2, 2: 1, 3: 3 });
  });

  it('§4 re-adding an existing item only refreshes its timestamp', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_750_000_000_000 });
    await addFavorite({ characteristicId: 1, cod1S: 10, targetUrl: '/a', meta: 'm' });
    const before = t.store.get(favoritesListAtom)[0]!;
    vi.setSystemTime(1_750_000_001_000); // the timestamp counts whole seconds
    await addFavorite({ characteristicId: 1, cod1S: 99, targetUrl: '/other', meta: 'x' });
    const after = t.store.get(favoritesListAtom)[0]!;
    expect(after).toEqual({ ...before, timestamp: after.timestamp });
    expect(after.timestamp).toBeGreaterThan(before.timestamp);
    expect(t.store.get(favoritesCountAtom)).toBe(1);
  });

  it('§4 delete hides the item at once and it is not counted', async () => {
    await addFavorite({ characteristicId: 1, cod1S: 10 });
    await removeFavorite(1);
    expect(t.store.get(favoritesCountAtom)).toBe(0);
    expect(t.store.get(t.favorites.stateAtom).pending).toEqual([expect.objectContaining({ key: '1', kind: 'delete' })]);
  });

  it('§9 limit 2000 (favoritesLimitDefault): the 2001st is refused with favorites.ponedMaxStorage and the limit', async () => {
    expect(t.store.get(favoritesLimitAtom)).toBe(2000);
    await fill(t.favorites, 2000, fav);
    const error = await addFavorite({ characteristicId: 5000, cod1S: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect(error).toMatchObject({ messageKey: 'favorites.ponedMaxStorage', params: { count: 2000 } });
    // re-adding one already there is not an add of a new item
    await expect(addFavorite({ characteristicId: 1, cod1S: 1 })).resolves.toBeUndefined();
  });

  it('§9 limit 4000 (favoritesLimitWbClub) for a club subscriber in ru only', () => {
    t.store.set(wbClubAtom, true);
    expect(t.store.get(favoritesLimitAtom)).toBe(4000);
    t.store.set(localeAtom, 'kz');
    expect(t.store.get(favoritesLimitAtom)).toBe(2000);
  });

  it('§3 the limits follow the settings variables', () => {
    const settings = t.store.get(settingsAtom);
    t.store.set(settingsAtom, { ...settings, variables: { ...settings.variables, favoritesLimitDefault: 10 } });
    expect(t.store.get(favoritesLimitAtom)).toBe(10);
  });

  it('§9 "read cap 4000": of 4005 cached favourites the 4000 newest are read', async () => {
    await fill(t.favorites, 4005, fav);
    const list = t.store.get(favoritesListAtom);
    expect(list).toHaveLength(4000);
    expect(list[0]!.characteristicId).toBe(4005); // newest first
    expect(list[3999]!.characteristicId).toBe(6);
  });

  it('§9 "read cap 4000": 4000 cached favourites are all read', async () => {
    await fill(t.favorites, 4000, fav);
    expect(t.store.get(favoritesListAtom)).toHaveLength(4000);
  });

  it('§3 a good counts as deleted when name, brand, colour and size are all empty', () => {
    expect(isDeletedGood({ goodsName: '', brandName: ' ', colorName: '', sizeName: '' })).toBe(true);
    expect(isDeletedGood({ goodsName: '', brandName: '', colorName: '', sizeName: 'M' })).toBe(false);
  });
});
