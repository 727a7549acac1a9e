import { WEB_PROTOCOLS, currentUrl, parseSafeUrl } from '../../../contracts/safe-url';

export type NavigationKind = 'in-app' | 'full-load' | 'refused';

export interface ClassifyOptions {
  /** storefront-shell.md §5: "listed special hosts cause full navigation" (see specialAppHosts). */
  fullLoadHosts?: readonly string[];
}

/**
 * storefront-shell.md §2 "Navigation rules" and §5 "Navigation":
 * - an unsafe or invalid address is refused;
 * - another host (or scheme, or port), a listed special host, or mailto:/tel: is a full page load;
 * - a same-host address of a known route navigates in-app; an unknown one is a full page load.
 */
export function classifyNavigation(
  raw: unknown,
  location: { href: string } | string,
  knownRoute: (pathname: string) => boolean,
  { fullLoadHosts = [] }: ClassifyOptions = {},
): NavigationKind {
  const here = currentUrl(location);
  const parsed = parseSafeUrl(raw, here);
  if (!parsed.ok) return 'refused';
  const { url } = parsed;
  if (!WEB_PROTOCOLS.includes(url.protocol) || url.origin !== here.origin) return 'full-load';
  if (fullLoadHosts.some((host) => host.toLowerCase() === url.hostname)) return 'full-load';
  try {
    return knownRoute(url.pathname) ? 'in-app' : 'full-load';
  } catch {
    return 'full-load'; // a broken route table must not strand the shopper: let the server answer
  }
}

/** storefront-routing-wallet.md §2.4: where sign-in pages send a user when returnUrl is absent or foreign. */
export const DEFAULT_RETURN_URL = '/lk';

/**
 * storefront-routing-wallet.md §2.4: a returnUrl is followed only on the same host (same origin),
 * else '/lk'. Gives a path (with query and hash) whose leading slashes are collapsed, so the
 * answer can never become a protocol-relative '//other.host' address.
 */
export function sameHostReturnUrl(raw: unknown, location: { href: string } | string): string {
  if (typeof raw !== 'string' || raw.trim() === '') return DEFAULT_RETURN_URL;
  const here = currentUrl(location);
  const parsed = parseSafeUrl(raw, here);
  if (!parsed.ok || parsed.url.origin !== here.origin) return DEFAULT_RETURN_URL;
  const { pathname, search, hash } = parsed.url;
  return pathname.replace(/^\/+/, '/') + search + hash;
}
