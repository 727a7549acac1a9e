/**
 * storefront-shell.md §5 "Navigation": a javascript: address is refused; invalid addresses are
 * refused. Parsing is left to the URL parser (the browser's own rules), which already drops
 * leading/trailing spaces and control characters, removes tabs and newlines anywhere, and
 * lower-cases the scheme: "JaVa\tScRiPt:" comes out as "javascript:". We then allow a short list
 * of schemes rather than forbid a few, so data:, vbscript:, blob:, file: and the rest are refused too.
 */
export const ALLOWED_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
export const WEB_PROTOCOLS: readonly string[] = ['http:', 'https:'];

export type UnsafeUrlReason = 'not-a-string' | 'invalid' | 'unsafe-protocol';
export type SafeUrlResult = { ok: true; url: URL } | { ok: false; reason: UnsafeUrlReason };

export function parseSafeUrl(raw: unknown, base: string | URL): SafeUrlResult {
  if (typeof raw !== 'string') return { ok: false, reason: 'not-a-string' };
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return ALLOWED_PROTOCOLS.includes(url.protocol) ? { ok: true, url } : { ok: false, reason: 'unsafe-protocol' };
}

/** The current address as a URL, from a Location, a URL or a string. */
export function currentUrl(location: { href: string } | string): URL {
  return new URL(typeof location === 'string' ? location : location.href);
}
