import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_VIEWS_CAP,
  addRecentView,
  clearRecentViews,
  readRecentViews,
  recentProductIds,
  sanitizeRecentViews,
  toProductId,
} from '../../../../core/domain/catalog/recent';
import { FakeStorage } from '../storage/fake-storage';
import { freshRuntime } from '../../fresh-runtime';
import { pageScope } from '../../../../core/platform/page';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);

beforeEach(() => {
  freshRuntime();
  vi.stubGlobal('localStorage', new FakeStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => freshRuntime());

describe('storefront-shell.md §5 "Recent products": only numbers or numeric strings', () => {
  it.each([
    [123, 123],
    ['456', 456],
    ['0012', 12],
  ])('%j is stored as %d', (id, expected) => {
    expect(toProductId(id)).toBe(expected);
  });

  it.each([
    [''],
    ['12a'],
    ['-5'],
    ['1.5'],
    [' 12'],
    ['1e3'],
    [0],
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [2 ** 60],
    [null],
    [undefined],
    [{}],
    [[12]],
    [true],
  ])('%j is refused', (id) => {
    expect(toProductId(id)).toBeNull();
    expect(addRecentView(1, id, { now: T0 }).nm).toEqual([]);
  });
});

describe('storefront-shell.md §3/§9 recent views per user, cap 100', () => {
  it('has the spec cap', () => {
    expect(RECENT_VIEWS_CAP).toBe(100);
  });

  it('stores nmId with the time in seconds, newest first, and the query and url', () => {
    addRecentView('u1', 111, { now: T0 });
    addRecentView('u1', '222', { now: T0 + 5_500, query: 'платье', url: '/catalog/222/detail.aspx' });
    expect(readRecentViews('u1')).toEqual({
      nm: [
        { nmId: 222, time: T0 / 1000 + 5 },
        { nmId: 111, time: T0 / 1000 },
      ],
      query: 'платье',
      url: '/catalog/222/detail.aspx',
    });
    expect(recentProductIds('u1')).toEqual([222, 111]);
    expect(JSON.parse(localStorage.getItem('vitrina:recent-views:u1')!).nm).toHaveLength(2);
  });

  it('de-duplicates: a second view moves the product first with the new time', () => {
    addRecentView(1, 1, { now: T0 });
    addRecentView(1, 2, { now: T0 + 1000 });
    addRecentView(1, 1, { now: T0 + 2000 });
    expect(readRecentViews(1).nm).toEqual([
      { nmId: 1, time: T0 / 1000 + 2 },
      { nmId: 2, time: T0 / 1000 + 1 },
    ]);
  });

  it(`keeps the newest ${RECENT_VIEWS_CAP}`, () => {
    for (let id = 1; id <= RECENT_VIEWS_CAP + 5; id += 1) addRecentView('u', id, { now: T0 + id * 1000 });
    const ids = recentProductIds('u');
    expect(ids).toHaveLength(RECENT_VIEWS_CAP);
    expect(ids[0]).toBe(RECENT_VIEWS_CAP + 5);
    expect(ids.at(-1)).toBe(6);
  });

  it('keeps users apart; no user is the guest list', () => {
    addRecentView('a', 1, { now: T0 });
    addRecentView(null, 2, { now: T0 });
    expect(recentProductIds('a')).toEqual([1]);
    expect(recentProductIds('b')).toEqual([]);
    expect(recentProductIds(undefined)).toEqual([2]);
    expect(localStorage.getItem('vitrina:recent-views:guest')).not.toBeNull();
  });

  it('clears a user list', () => {
    addRecentView('a', 1, { now: T0 });
    clearRecentViews('a');
    expect(readRecentViews('a')).toEqual({ nm: [] });
  });

  it('resets malformed stored data and drops bad entries', () => {
    localStorage.setItem('vitrina:recent-views:x', '{broken');
    expect(readRecentViews('x')).toEqual({ nm: [] });
    expect(
      sanitizeRecentViews({
        nm: [{ nmId: 5, time: 10 }, { nmId: 'abc', time: 1 }, null, { nmId: 6, time: -1 }, { nmId: '7', time: 3 }, { nmId: 5, time: 1 }],
        query: 1,
        url: '/x',
      }),
    ).toEqual({
      nm: [
        { nmId: 5, time: 10 },
        { nmId: 7, time: 3 },
      ],
      url: '/x',
    });
    expect(sanitizeRecentViews([1, 2])).toEqual({ nm: [] });
    expect(sanitizeRecentViews({ nm: 'x' })).toEqual({ nm: [] });
    const many = { nm: Array.from({ length: 150 }, (_, i) => ({ nmId: i + 1, time: 1 })) };
    expect(sanitizeRecentViews(many).nm).toHaveLength(RECENT_VIEWS_CAP);
  });

  it('a full storage keeps the view for this page, without an error', () => {
    vi.stubGlobal('localStorage', new FakeStorage(20));
    freshRuntime();
    expect(() => addRecentView('u', 42, { now: T0 })).not.toThrow();
    expect(recentProductIds('u')).toEqual([42]);
    expect(localStorage.getItem('vitrina:recent-views:u')).toBeNull();
  });

  it('a later successful write persists what was kept in memory', () => {
    const storage = new FakeStorage(20);
    vi.stubGlobal('localStorage', storage);
    freshRuntime();
    addRecentView('u', 42, { now: T0 });
    vi.stubGlobal('localStorage', new FakeStorage());
    // The same page, its storage writable again: the area is chosen anew, the memory is kept.
    pageScope().parts.delete('syncArea');
    addRecentView('u', 43, { now: T0 + 1000 });
    expect(JSON.parse(localStorage.getItem('vitrina:recent-views:u')!).nm.map((e: { nmId: number }) => e.nmId)).toEqual([43, 42]);
  });
});
