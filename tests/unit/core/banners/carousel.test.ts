import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_TRANSITION_MS,
  DESKTOP_ONLY_BREAKPOINT_PX,
  EAR_CAROUSEL_NEIGHBOURS,
  LAZY_IFRAME_INIT_RADIUS,
  MAIN_CAROUSEL_AUTOPLAY_MS,
  MAIN_PROMO_ACTION_ID,
  MENU_PROMOTION_BANNERS,
  MINI_CAROUSEL_AUTOPLAY_MS,
  NEW_CAROUSEL_AUTOPLAY_MS,
  NEW_CAROUSEL_VISIBLE_THRESHOLD,
  PROMO_REFRESH_MS,
  VISIBLE_THRESHOLD,
  autoplayDelayMs,
  isVisibleEnough,
  lazyInitOrder,
  lazyInitWindow,
  splitMenuPromotionBanners,
} from '../../../../core/domain/banners/carousel';

describe('core/banners/carousel (shell §9 Banners and media)', () => {
  it('§9 main autoplay 10000 ms, transition 500 ms; mini 5000 ms; new carousel 4000 ms; desktop-only breakpoint 1024', () => {
    expect(MAIN_CAROUSEL_AUTOPLAY_MS).toBe(10_000);
    expect(CAROUSEL_TRANSITION_MS).toBe(500);
    expect(MINI_CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(NEW_CAROUSEL_AUTOPLAY_MS).toBe(4000);
    expect(DESKTOP_ONLY_BREAKPOINT_PX).toBe(1024);
    expect([autoplayDelayMs('main'), autoplayDelayMs('mini'), autoplayDelayMs('new')]).toEqual([10_000, 5000, 4000]);
  });

  it('§9 visible threshold 50% (new carousel 90%)', () => {
    expect(VISIBLE_THRESHOLD).toBe(0.5);
    expect(NEW_CAROUSEL_VISIBLE_THRESHOLD).toBe(0.9);
    expect(isVisibleEnough(0.5, 'main')).toBe(true);
    expect(isVisibleEnough(0.49, 'main')).toBe(false);
    expect(isVisibleEnough(0.89, 'new')).toBe(false);
    expect(isVisibleEnough(0.9, 'new')).toBe(true);
  });

  it('§9 main promo action 188852, promo refresh 180000 ms, menu promotion banners 5 left and 5 right', () => {
    expect(MAIN_PROMO_ACTION_ID).toBe(188852);
    expect(PROMO_REFRESH_MS).toBe(180_000);
    expect(MENU_PROMOTION_BANNERS).toEqual({ left: 5, right: 5 });
    const banners = Array.from({ length: 12 }, (_, i) => i);
    expect(splitMenuPromotionBanners(banners)).toEqual({ left: [0, 1, 2, 3, 4], right: [5, 6, 7, 8, 9] });
    expect(splitMenuPromotionBanners([1, 2])).toEqual({ left: [1, 2], right: [] });
  });

  it('§9 lazy iframe init window: 2 slides either side, 5 in total', () => {
    expect(LAZY_IFRAME_INIT_RADIUS).toBe(2);
    expect(lazyInitWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('§9 the window wraps round for looping carousels', () => {
    expect(lazyInitWindow(0, 10)).toEqual([0, 1, 2, 8, 9]);
    expect(lazyInitWindow(9, 10)).toEqual([0, 1, 7, 8, 9]);
    expect(lazyInitWindow(12, 10)).toEqual([0, 1, 2, 3, 4]);
  });

  it('the window is cut at the ends when the carousel does not loop', () => {
    expect(lazyInitWindow(0, 10, { loop: false })).toEqual([0, 1, 2]);
    expect(lazyInitWindow(9, 10, { loop: false })).toEqual([7, 8, 9]);
    expect(lazyInitWindow(10, 10, { loop: false })).toEqual([]);
  });

  it('a carousel of 5 or fewer slides initialises all of them, once each', () => {
    expect(lazyInitWindow(0, 3)).toEqual([0, 1, 2]);
    expect(lazyInitWindow(2, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(lazyInitWindow(0, 1)).toEqual([0]);
  });

  it('§9 ear carousels load 2 neighbours', () => {
    expect(EAR_CAROUSEL_NEIGHBOURS).toBe(2);
    expect(lazyInitWindow(4, 20, { radius: EAR_CAROUSEL_NEIGHBOURS })).toEqual([2, 3, 4, 5, 6]);
  });

  it('bad input gives an empty window', () => {
    expect(lazyInitWindow(0, 0)).toEqual([]);
    expect(lazyInitWindow(Number.NaN, 5)).toEqual([]);
    expect(lazyInitWindow(1.5, 5)).toEqual([]);
    expect(lazyInitWindow(0, -3)).toEqual([]);
  });

  it('§9 lazy init window nearest first: active, 1 after, 1 before, 2 after, 2 before (wrapping round)', () => {
    expect(lazyInitOrder(0, 10)).toEqual([0, 1, 9, 2, 8]);
    expect(lazyInitOrder(5, 10)).toEqual([5, 6, 4, 7, 3]);
    expect(lazyInitOrder(9, 10)).toEqual([9, 0, 8, 1, 7]);
    expect(lazyInitOrder(0, 3)).toEqual([0, 1, 2]);
    expect(lazyInitOrder(0, 1)).toEqual([0]);
    expect(lazyInitOrder(Number.NaN, 5)).toEqual([]);
  });

  it('§9 "ear carousels load 2 neighbours": without wrapping, the window is cut at the ends', () => {
    expect(lazyInitOrder(0, 7, { loop: false, radius: EAR_CAROUSEL_NEIGHBOURS })).toEqual([0, 1, 2]);
    expect(lazyInitOrder(3, 7, { loop: false, radius: EAR_CAROUSEL_NEIGHBOURS })).toEqual([3, 4, 2, 5, 1]);
    expect(lazyInitOrder(6, 7, { loop: false, radius: EAR_CAROUSEL_NEIGHBOURS })).toEqual([6, 5, 4]);
  });
});
