/** storefront-shell.md §9 "Banners and media": carousel timing, visibility and loading windows. */

/** "Carousel: main autoplay 10000 ms, transition 500 ms; mini 5000 ms; new carousel 4000 ms". */
export const MAIN_CAROUSEL_AUTOPLAY_MS = 10_000;
export const CAROUSEL_TRANSITION_MS = 500;
export const MINI_CAROUSEL_AUTOPLAY_MS = 5000;
export const NEW_CAROUSEL_AUTOPLAY_MS = 4000;
/**
 * "shown event for HTML5 after 1 s visible, video after 2 s" (an image banner is held to the HTML5
 * rule). Here rather than in lifecycle.ts: a carousel of pictures times its shown events without
 * the creatives' code.
 */
export const SHOWN_AFTER_VISIBLE_HTML5_MS = 1000;
export const SHOWN_AFTER_VISIBLE_VIDEO_MS = 2000;
/** "desktop-only breakpoint 1024". */
export const DESKTOP_ONLY_BREAKPOINT_PX = 1024;
/** "visible threshold 50% (new carousel 90%)", as IntersectionObserver ratios. */
export const VISIBLE_THRESHOLD = 0.5;
export const NEW_CAROUSEL_VISIBLE_THRESHOLD = 0.9;
/** "Lazy iframe init window 2 slides either side (5 total)". */
export const LAZY_IFRAME_INIT_RADIUS = 2;
/** "ear carousels load 2 neighbours". */
export const EAR_CAROUSEL_NEIGHBOURS = 2;
/** "Main promo action id 188852. Promo refresh 180000 ms." */
export const MAIN_PROMO_ACTION_ID = 188852;
export const PROMO_REFRESH_MS = 180_000;
/** "Menu promotion banners: 5 left, 5 right." */
export const MENU_PROMOTION_BANNERS = { left: 5, right: 5 } as const;

export type CarouselKind = 'main' | 'mini' | 'new';

export function autoplayDelayMs(kind: CarouselKind): number {
  if (kind === 'mini') return MINI_CAROUSEL_AUTOPLAY_MS;
  if (kind === 'new') return NEW_CAROUSEL_AUTOPLAY_MS;
  return MAIN_CAROUSEL_AUTOPLAY_MS;
}

/** Whether an intersection ratio counts as visible for a carousel of this kind. */
export function isVisibleEnough(ratio: number, kind: CarouselKind): boolean {
  return ratio >= (kind === 'new' ? NEW_CAROUSEL_VISIBLE_THRESHOLD : VISIBLE_THRESHOLD);
}

/**
 * The slide indexes whose iframes are initialised around the active one: `radius` either side
 * (2, so 5 in total), wrapping round for looping carousels, cut at the ends otherwise. Ascending,
 * without repeats; [] for an empty carousel or an index that is not a whole number.
 */
export function lazyInitWindow(
  activeIndex: number,
  count: number,
  { loop = true, radius = LAZY_IFRAME_INIT_RADIUS }: { loop?: boolean; radius?: number } = {},
): number[] {
  if (!Number.isSafeInteger(count) || count <= 0 || !Number.isSafeInteger(activeIndex)) return [];
  if (!loop && (activeIndex < 0 || activeIndex >= count)) return [];
  const indexes = new Set<number>();
  for (let offset = -radius; offset <= radius; offset += 1) {
    const index = activeIndex + offset;
    if (loop) indexes.add(((index % count) + count) % count);
    else if (index >= 0 && index < count) indexes.add(index);
  }
  return [...indexes].sort((a, b) => a - b);
}

/**
 * The lazy init window (lazyInitWindow) nearest first: the active slide, then 1 after, 1 before,
 * 2 after, 2 before. Creatives start in this order, one per idle period, so the one on screen
 * comes first and no task starts all five.
 */
export function lazyInitOrder(activeIndex: number, count: number, options: { loop?: boolean; radius?: number } = {}): number[] {
  const distance = (index: number) => {
    const ahead = (((index - activeIndex) % count) + count) % count;
    const behind = count - ahead;
    if (options.loop === false) return index >= activeIndex ? 2 * (index - activeIndex) : 2 * (activeIndex - index) + 1;
    return ahead === 0 ? 0 : ahead <= behind ? 2 * ahead : 2 * behind + 1;
  };
  return lazyInitWindow(activeIndex, count, options).sort((a, b) => distance(a) - distance(b));
}

/** Menu promotion banners, in order: the first 5 on the left, the next 5 on the right, the rest unused. */
export function splitMenuPromotionBanners<T>(banners: readonly T[]): { left: T[]; right: T[] } {
  const { left, right } = MENU_PROMOTION_BANNERS;
  return { left: banners.slice(0, left), right: banners.slice(left, left + right) };
}
