import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_OPTIONS_KEY, CATALOG_OPTIONS_TTL_MS, catalogOptions, preferredSortAtom, reloadCatalogOptions, rememberSort, sanitizeCatalogOptions, setHideAdult } from '../../../../core/catalog/options';
import { DEFAULT_SORT } from '../../../../core/catalog/sort';
import { getStore } from '../../../../core/store';
import { KIT_KEY_PREFIX, resetSyncArea } from '../../../../core/storage/sync-area';
import { FakeStorage } from '../storage/fake-storage';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  resetSyncArea();
  vi.stubGlobal('localStorage', new FakeStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  reloadCatalogOptions();
});

describe('storefront-shell.md §9 "default sort popular; catalog options stored 7 days"', () => {
  it('§9 the default sort is popular', () => {
    expect(DEFAULT_SORT).toBe('popular');
    expect(getStore().get(preferredSortAtom)).toBe('popular');
  });

  it('§9 a chosen sort is remembered and stored', () => {
    rememberSort('priceup', Date.now());
    expect(getStore().get(preferredSortAtom)).toBe('priceup');
    reloadCatalogOptions();
    expect(getStore().get(preferredSortAtom)).toBe('priceup');
    expect(JSON.parse(localStorage.getItem(KIT_KEY_PREFIX + CATALOG_OPTIONS_KEY) ?? 'null')).toMatchObject({ sort: 'priceup' });
  });

  it('§9 kept 7 days: older options are forgotten', () => {
    expect(CATALOG_OPTIONS_TTL_MS).toBe(7 * DAY);
    const stored = { sort: 'rate', hideAdult: true, savedAt: NOW - 7 * DAY + 1 };
    expect(sanitizeCatalogOptions(stored, NOW)).toEqual(stored);
    expect(sanitizeCatalogOptions({ ...stored, savedAt: NOW - 7 * DAY }, NOW)).toEqual({ hideAdult: false, savedAt: 0 });
  });

  it('malformed or future-dated options are the defaults', () => {
    for (const raw of [null, 'x', [], { sort: 'rate' }, { sort: 'rate', savedAt: 'yesterday' }, { sort: 'rate', savedAt: NOW + DAY }]) {
      expect(sanitizeCatalogOptions(raw, NOW)).toEqual({ hideAdult: false, savedAt: 0 });
    }
    expect(sanitizeCatalogOptions({ sort: '<script>', hideAdult: 'yes', savedAt: NOW }, NOW)).toEqual({ hideAdult: false, savedAt: NOW });
  });

  it('§5 the adult filter is an option too', () => {
    setHideAdult(true);
    expect(catalogOptions().hideAdult).toBe(true);
  });

  it('a full storage keeps the choice for the page', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    rememberSort('newly');
    expect(getStore().get(preferredSortAtom)).toBe('newly');
  });
});
