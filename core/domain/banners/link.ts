/** storefront-shell.md §3 "Banner" link fields: href/link, target (default _blank), noFollow, noIndex. */
import { safeBannerHref } from '../../../contracts/banners';
import type { Banner, BannerTarget } from '../../../contracts/banners';

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
