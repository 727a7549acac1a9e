/**
 * storefront-shell.md §5 "Navigation: a javascript: address is refused; invalid addresses are
 * refused." Links that come from servers (banners, suggestion redirects) go through here.
 */
import { WEB_PROTOCOLS, parseSafeUrl } from '../safe-url';

/** A base nothing relative resolves against: without a page origin only absolute addresses pass. */
const NO_BASE = 'about:blank';

/**
 * The absolute http(s) address for `href` (resolved against `pageOrigin` when relative), or null.
 * Parsing (core/urls/safe-url.ts, the browser's own URL rules) sees through every disguise of
 * javascript:, data: or vbscript: (case, leading blanks and control characters, tabs or newlines
 * inside the scheme). A link must be a web address: mailto: and tel: are refused here too, and so
 * are addresses carrying credentials (https://shop.example@evil.example), which only serve to mislead.
 */
export function safeHref(href: unknown, pageOrigin?: string): string | null {
  if (typeof href !== 'string' || !href.trim()) return null;
  const parsed = parseSafeUrl(href, usableBase(pageOrigin) ?? NO_BASE);
  if (!parsed.ok) return null;
  const { url } = parsed;
  if (!WEB_PROTOCOLS.includes(url.protocol) || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** The name the banner code uses (§3 Banner "href/link"; a banner whose href is unsafe is not rendered as a link). */
export const safeBannerHref = safeHref;

/** The page origin as a base, or undefined when it is not one (an opaque "null" origin). */
function usableBase(pageOrigin: string | undefined): string | undefined {
  if (!pageOrigin) return undefined;
  try {
    return new URL(pageOrigin).href;
  } catch {
    return undefined;
  }
}
