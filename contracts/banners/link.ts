/** storefront-shell.md §3 "Banner" link fields: target (default _blank). */
import type { BannerTarget } from './types';

/** §3 "target (default _blank)". */
export const DEFAULT_BANNER_TARGET: BannerTarget = '_blank';

const TARGETS: ReadonlySet<string> = new Set(['_blank', '_self', '_parent', '_top']);

/**
 * The target for a value from the server: one of the four keywords (any case), else _blank.
 * A named target ("promo-window") is not kept: it could drive some other window of the page.
 */
export function bannerTarget(value: unknown): BannerTarget {
  const keyword = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return TARGETS.has(keyword) ? (keyword as BannerTarget) : DEFAULT_BANNER_TARGET;
}
