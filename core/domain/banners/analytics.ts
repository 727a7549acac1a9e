/**
 * Banner analytics (storefront-shell.md §7 "Banner analytics (shown, click, video visible) are
 * sent; details not shown"): the banner's impression pixel. The page's own listeners get the
 * vt-banner-* DOM events; the pixel is the one network call, a plain image request (no CORS, no
 * credentials of the page's origin needed, allowed by an img-src naming the kit origin).
 */
import { safeHref } from '../../../contracts/banners';
import { analyticsAllowed } from '../settings';
import { localeAtom } from '../../platform/locale';
import { getStore } from '../../platform/store';
import { pagePart } from '../../platform/page';

/** The banners whose pixel this page has requested: a part of the page's runtime. */
const firedPixels = () => pagePart('bannerPixels', () => new Set<string>());

/**
 * Requests the pixel once per page and banner; an unsafe address is not requested. In by and ge
 * nothing is sent until the shopper has accepted cookies (storefront-shell.md §6 "cookie consent
 * required for analytics in by and ge"): an impression seen before is not sent later either.
 */
export function sendBannerPixel(bannerId: string, pixelUrl: string | undefined): boolean {
  const href = safeHref(pixelUrl);
  const fired = firedPixels();
  if (!href || fired.has(bannerId) || typeof Image === 'undefined') return false;
  if (!analyticsAllowed(getStore().get(localeAtom))) return false;
  fired.add(bannerId);
  const image = new Image();
  image.referrerPolicy = 'no-referrer-when-downgrade';
  image.src = href;
  return true;
}
