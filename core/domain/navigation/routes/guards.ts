import { signInUrl } from '../../../transport/token';
import type { Locale } from '../../../../contracts/locales';
import { sameHostReturnUrl } from '../../links';
import type { RouteMatch } from '../../../../contracts/pages';
import { serviceSlugAvailable } from './service-pages';
import { redirectUriAllowed } from '../../../../contracts/oauth';

/** storefront-routing-wallet.md §5 "In locales by, kz, kg, am, uz, ge, tj, global only the wallet route is available". */
export const WALLET_ONLY_LOCALES: readonly Locale[] = ['by', 'kz', 'kg', 'am', 'uz', 'ge', 'tj', 'global'];
/** §5 "B2B paths only for locale ru". */
export const B2B_LOCALE: Locale = 'ru';
/** §5 OAuth sign-in page: the query it needs. */
export const OAUTH_REQUIRED_QUERY = ['redirect_uri', 'client_id', 'scope', 'code_challenge'] as const;
/** §2.4 card-linking return: query flag bc; status=failed goes to the payment-fail page. */
export const CARD_LINK_FLAG = 'bc';
export const PAYMENT_FAIL_PATH = '/lk/payment/fail';
/** §2.4 "Favourite sellers page needs switch enableFavoriteSellers, else goes to /". */
export const FAVORITE_SELLERS_FALLBACK = '/';
/** §6 "C2C pages need resale enabled for sellers, else go to /lk". */
export const C2C_FALLBACK = '/lk';

export interface GuardContext {
  /** The address being opened (absolute). */
  url: URL;
  match: RouteMatch;
  locale: Locale;
  signedIn: boolean;
  enableFavoriteSellers: boolean;
  /** Whether resale is on for this seller; undefined when not known yet (the data step decides). */
  resaleForSellers?: boolean;
}

export type GuardDecision =
  | { kind: 'proceed'; cardLinked: boolean }
  | { kind: 'not-found'; reason: string }
  /** In-app redirect to a same-host path. */
  | { kind: 'redirect'; to: string }
  /** Leave the single-page app (a server page, sign-in). */
  | { kind: 'full-load'; to: string };

/** §5 "redirect_uri must start with http:// or {host}" ({host}: this site's origin). */
export function validOAuthQuery(query: URLSearchParams, origin: string): boolean {
  if (OAUTH_REQUIRED_QUERY.some((key) => !query.get(key))) return false;
  return redirectUriAllowed(query.get('redirect_uri')!, origin);
}

function cardLinkReturn(url: URL): GuardDecision | null {
  if (!url.searchParams.has(CARD_LINK_FLAG)) return null;
  if (url.searchParams.get('status') !== 'failed') return { kind: 'proceed', cardLinked: true };
  const fail = new URLSearchParams({ status: 'failed', failReason: url.searchParams.get('failReason') ?? '' });
  return { kind: 'redirect', to: `${PAYMENT_FAIL_PATH}?${fail.toString()}` };
}

/**
 * The redirect table applied before a route's data step (storefront-routing-wallet.md §2.4, §5,
 * §6), first rule that applies wins. The server applies the same rules to the data step; these
 * spare the call and work when the server is down.
 */
export function applyGuards(ctx: GuardContext): GuardDecision {
  const { url, match, locale, signedIn } = ctx;
  const { route, params } = match;
  const query = url.searchParams;

  if (route.signIn && signedIn) return { kind: 'redirect', to: sameHostReturnUrl(query.get('ReturnUrl') ?? query.get('returnUrl'), url.href) };
  if (route.serverPage) return { kind: 'full-load', to: url.href };
  if (route.oauth && !validOAuthQuery(query, url.origin)) return { kind: 'not-found', reason: 'oauth query' };
  if (route.b2b && locale !== B2B_LOCALE) return { kind: 'not-found', reason: 'b2b outside ru' };
  if (route.cabinet && !route.wallet && WALLET_ONLY_LOCALES.includes(locale)) return { kind: 'not-found', reason: 'wallet-only locale' };
  if (route.servicePage && !serviceSlugAvailable(params.slug ?? 'presservice', locale)) return { kind: 'not-found', reason: 'service page hidden' };
  if (route.numericParam && !/^\d+$/.test(params[route.numericParam] ?? '')) return { kind: 'not-found', reason: `${route.numericParam} not numeric` };
  if (route.requiredQuery && (query.get(route.requiredQuery) ?? '').trim() === '') return { kind: 'not-found', reason: `empty ${route.requiredQuery}` };
  if (route.auth && !signedIn) return { kind: 'full-load', to: signInUrl(url.href) };
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.favoriteSellers && !ctx.enableFavoriteSellers) return { kind: 'redirect', to: FAVORITE_SELLERS_FALLBACK };
  if (route.c2c && ctx.resaleForSellers === false) return { kind: 'redirect', to: C2C_FALLBACK };
  return cardLinkReturn(url) ?? { kind: 'proceed', cardLinked: false };
}

/**
 * §2.4 "If the 404 page was reached while targeting the wallet purchases page, go to
 * /lk/mywallet (new wallet design) or /lk/mywallet/purchases". Null when the 404 stands (another
 * page, or the target already is that page: no loop).
 */
export function walletNotFoundRedirect(pathname: string, walletRedesign: boolean): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (!path.startsWith('/lk/mywallet')) return null;
  const to = walletRedesign ? '/lk/mywallet' : '/lk/mywallet/purchases';
  return path === to ? null : to;
}
