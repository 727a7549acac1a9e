/** storefront-shell.md §3 "Banner" link fields: href/link, target (default _blank), noFollow, noIndex. */
import { safeBannerHref } from './safe-href';
import type { Banner, BannerTarget } from './types';

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

export interface BannerLinkAttrs {
  href: string;
  target: BannerTarget;
  /** "nofollow" from noFollow, "noopener" for a new tab; absent when empty. */
  rel?: string;
  /**
   * noIndex has no rel value: noindex exists only as a robots meta tag or Yandex's own <noindex>
   * element, neither of which applies to one link. It is carried as a flag for the widget to put
   * on the link as data-noindex="true" (and nothing else).
   */
  noIndex: boolean;
}

/**
 * The attributes of the banner's link, or null when it has no safe address (§5: unsafe
 * addresses are refused; such a banner is rendered as a plain image, not as a link).
 */
export function bannerLinkAttrs(banner: Pick<Banner, 'href' | 'target' | 'noFollow' | 'noIndex'>, pageOrigin?: string): BannerLinkAttrs | null {
  const href = safeBannerHref(banner.href, pageOrigin);
  if (!href) return null;
  const rel = [banner.noFollow ? 'nofollow' : '', banner.target === '_blank' ? 'noopener' : ''].filter(Boolean).join(' ');
  return { href, target: banner.target, ...(rel ? { rel } : {}), noIndex: banner.noIndex };
}
