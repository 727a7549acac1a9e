import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_OPTIONS_KEY,
  CATALOG_OPTIONS_TTL_MS,
  catalogOptions,
  followCatalogOptions,
  preferredSortAtom,
  reloadCatalogOptions,
  rememberSort,
  sanitizeCatalogOptions,
  setCardSize,
  setHideAdult,
} from '../../../../core/domain/catalog/options';
import { CARD_SIZE_PIXELS, CARD_SIZES, DEFAULT_CARD_SIZE, isCardSize } from '../../../../core/domain/catalog/card-size';
import { DEFAULT_CARD_IMAGE_SIZE, IMAGE_SIZES } from '../../../../core/domain/settings/cdn/image-size';
import { getBus } from '../../../../core/platform/bus/bus';
import { DEFAULT_SORT } from '../../../../core/domain/catalog/sort';
import { getStore } from '../../../../core/platform/store/store';
import { KIT_KEY_PREFIX } from '../../../../core/platform/storage/sync-area';
import { FakeStorage } from '../storage/fake-storage';
import { freshRuntime } from '../../fresh-runtime';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const DEFAULTS = { cardSize: 'c516x688', hideAdult: false, savedAt: 0 };

beforeEach(() => {
  freshRuntime();
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
    const stored = { sort: 'rate', cardSize: 'c246x328', hideAdult: true, savedAt: NOW - 7 * DAY + 1 };
    expect(sanitizeCatalogOptions(stored, NOW)).toEqual(stored);
    expect(sanitizeCatalogOptions({ ...stored, savedAt: NOW - 7 * DAY }, NOW)).toEqual(DEFAULTS);
  });

  it('malformed or future-dated options are the defaults', () => {
    for (const raw of [null, 'x', [], { sort: 'rate' }, { sort: 'rate', savedAt: 'yesterday' }, { sort: 'rate', savedAt: NOW + DAY }]) {
      expect(sanitizeCatalogOptions(raw, NOW)).toEqual(DEFAULTS);
    }
    expect(sanitizeCatalogOptions({ sort: '<script>', hideAdult: 'yes', savedAt: NOW }, NOW)).toEqual({ ...DEFAULTS, savedAt: NOW });
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

describe('storefront-shell.md §9 "Default card size c516x688" (the tile size choice, issue 10)', () => {
  it('§9 the default card size is c516x688 (big tiles), one of the §9 image sizes', () => {
    expect(DEFAULT_CARD_SIZE).toBe('c516x688');
    expect(DEFAULT_CARD_SIZE).toBe(DEFAULT_CARD_IMAGE_SIZE);
    expect(CARD_SIZES).toEqual(['c516x688', 'c246x328']);
    for (const size of CARD_SIZES) expect(IMAGE_SIZES).toContain(size);
    expect(CARD_SIZE_PIXELS).toEqual({ c516x688: { width: 516, height: 688 }, c246x328: { width: 246, height: 328 } });
    expect(catalogOptions().cardSize).toBe('c516x688');
  });

  it('§9 the chosen size is stored with the options and read back on the next page', () => {
    setCardSize('c246x328', Date.now());
    expect(catalogOptions().cardSize).toBe('c246x328');
    expect(JSON.parse(localStorage.getItem(KIT_KEY_PREFIX + CATALOG_OPTIONS_KEY) ?? 'null')).toMatchObject({ cardSize: 'c246x328' });
    reloadCatalogOptions();
    expect(catalogOptions().cardSize).toBe('c246x328');
    // The other options stay.
    rememberSort('rate');
    expect(catalogOptions()).toMatchObject({ cardSize: 'c246x328', sort: 'rate' });
  });

  it('§9 stored 7 days: an older choice is forgotten, a newer one kept', () => {
    const stored = { cardSize: 'c246x328', hideAdult: false, savedAt: NOW - 7 * DAY + 1 };
    expect(sanitizeCatalogOptions(stored, NOW).cardSize).toBe('c246x328');
    expect(sanitizeCatalogOptions({ ...stored, savedAt: NOW - 7 * DAY }, NOW).cardSize).toBe('c516x688');
  });

  it('an invalid stored size is the default (the other options are kept)', () => {
    for (const cardSize of ['tm', 'c999x1', '', 42, null, { size: 'c246x328' }, undefined]) {
      expect(sanitizeCatalogOptions({ cardSize, sort: 'rate', savedAt: NOW }, NOW)).toEqual({
        cardSize: 'c516x688',
        sort: 'rate',
        hideAdult: false,
        savedAt: NOW,
      });
    }
    expect(isCardSize('tm')).toBe(false);
    expect(isCardSize('c246x328')).toBe(true);
  });

  it('another tab’s choice is followed (the bus’s BroadcastChannel)', async () => {
    getBus();
    followCatalogOptions();
    const otherTab = new BroadcastChannel('vitrina');
    try {
      otherTab.postMessage({ topic: 'catalog:options', payload: { cardSize: 'c246x328', hideAdult: false, savedAt: Date.now() } });
      await vi.waitFor(() => expect(catalogOptions().cardSize).toBe('c246x328'));
    } finally {
      otherTab.close();
    }
  });
});
