import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../contracts/locales';
import { applyGuards, validOAuthQuery, walletNotFoundRedirect, WALLET_ONLY_LOCALES, type GuardContext } from '../../../../core/domain/navigation/routes/guards';
import { compileRoutes, matchRoute } from '../../../../contracts/pages/match';
import { ROUTES } from '../../../../contracts/pages/table';

const ORIGIN = 'http://shop.test';
const compiled = compileRoutes(ROUTES);

function decide(path: string, over: Partial<Omit<GuardContext, 'url' | 'match'>> = {}) {
  const url = new URL(path, ORIGIN);
  const match = matchRoute(compiled, url.pathname);
  if (!match) throw new Error(`no route for ${path}`);
  return applyGuards({ url, match, locale: 'ru', signedIn: false, enableFavoriteSellers: true, ...over });
}

const proceed = { kind: 'proceed', cardLinked: false };

describe('redirect table (storefront-routing-wallet.md §2.4, §5, §6)', () => {
  it.each([
    '/lk',
    '/lk/myorders/delivery',
    '/lk/myorders/archive',
    '/lk/refund',
    '/lk/myrefunds',
    '/lk/claims',
    '/lk/discussion/feedback',
    '/lk/notifications',
    '/lk/favoritebrands',
    '/lk/favoritesellers',
    '/lk/favorites/arrived',
    '/lk/mywallet/purchases',
    '/lk/mywallet',
    '/lk/resale/ad',
    '/lk/resale/orders',
    '/lk/resale/questions',
    '/resale/product/5',
  ])('§6 %s needs sign-in: a guest goes to sign-in with returnUrl = the current address', (path) => {
    expect(decide(`${path}?a=1`)).toEqual({ kind: 'full-load', to: `/security/login?returnUrl=${encodeURIComponent(`${ORIGIN}${path}?a=1`)}` });
  });

  it.each(['/', '/lk/basket', '/lk/favorites', '/catalog/1/detail.aspx', '/services/o-nas', '/promotions'])('%s is open to guests', (path) => {
    expect(decide(path)).toEqual(proceed);
  });

  it('§2.4 SpaMyCommunicationsData goes to /#wbchat and SpaNotificationsData to /lk#notifications', () => {
    expect(decide('/lk/communications')).toEqual({ kind: 'redirect', to: '/#wbchat' });
    expect(decide('/lk/notifications', { signedIn: true })).toEqual({ kind: 'redirect', to: '/lk#notifications' });
  });

  it('§2.4 a signed-in user on a sign-in page goes to returnUrl (ReturnUrl or returnUrl), same host only, else /lk', () => {
    expect(decide('/security/login?returnUrl=%2Flk%2Fbasket', { signedIn: true })).toEqual({ kind: 'redirect', to: '/lk/basket' });
    expect(decide('/security/login?ReturnUrl=%2Fcatalog%2F1%2Fdetail.aspx', { signedIn: true })).toEqual({ kind: 'redirect', to: '/catalog/1/detail.aspx' });
    expect(decide(`/security/login?returnUrl=${encodeURIComponent(`${ORIGIN}/subscription?x=1`)}`, { signedIn: true })).toEqual({
      kind: 'redirect',
      to: '/subscription?x=1',
    });
    for (const foreign of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)', '']) {
      expect(decide(`/security/login?returnUrl=${encodeURIComponent(foreign)}`, { signedIn: true })).toEqual({ kind: 'redirect', to: '/lk' });
    }
    expect(decide('/security/login', { signedIn: true })).toEqual({ kind: 'redirect', to: '/lk' });
  });

  it('a guest on the sign-in page and anyone on sign-out get the server page', () => {
    expect(decide('/security/login?returnUrl=%2Flk')).toEqual({ kind: 'full-load', to: `${ORIGIN}/security/login?returnUrl=%2Flk` });
    expect(decide('/security/exit', { signedIn: true })).toEqual({ kind: 'full-load', to: `${ORIGIN}/security/exit` });
  });

  it('§5 B2B paths only for locale ru, else 404', () => {
    expect(decide('/b2b/landing')).toEqual(proceed);
    for (const locale of ['kz', 'by', 'ge'] as const) expect(decide('/b2b/landing', { locale }).kind).toBe('not-found');
  });

  it.each(WALLET_ONLY_LOCALES)('§5 in locale %s only the wallet route of the cabinet is available', (locale) => {
    expect(decide('/lk', { locale, signedIn: true }).kind).toBe('not-found');
    expect(decide('/lk/myorders/archive', { locale, signedIn: true }).kind).toBe('not-found');
    expect(decide('/lk/mywallet/purchases', { locale, signedIn: true })).toEqual(proceed);
    expect(decide('/lk/mywallet', { locale, signedIn: true })).toEqual(proceed);
  });

  it.each(['ru', 'il', 'tm'] as const)('in locale %s the cabinet is available', (locale: Locale) => {
    expect(decide('/lk', { locale, signedIn: true })).toEqual(proceed);
  });

  it('§5 favourite sellers needs enableFavoriteSellers, else /', () => {
    expect(decide('/lk/favoritesellers', { signedIn: true, enableFavoriteSellers: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/lk/favoritesellers', { signedIn: true, enableFavoriteSellers: true })).toEqual(proceed);
  });

  it('§6 C2C pages need resale for sellers, else /lk (unknown: the data step decides)', () => {
    expect(decide('/lk/resale/ad', { signedIn: true, resaleForSellers: false })).toEqual({ kind: 'redirect', to: '/lk' });
    expect(decide('/resale/product/7', { signedIn: true, resaleForSellers: false })).toEqual({ kind: 'redirect', to: '/lk' });
    expect(decide('/lk/resale/ad', { signedIn: true, resaleForSellers: true })).toEqual(proceed);
    expect(decide('/lk/resale/ad', { signedIn: true })).toEqual(proceed);
  });

  it('§2.5 a service page hidden on the country domain (or unknown) is 404', () => {
    expect(decide('/services/o-nas', { locale: 'ge' }).kind).toBe('not-found');
    expect(decide('/presservice', { locale: 'tm' }).kind).toBe('not-found');
    expect(decide('/services/bug-bounty', { locale: 'tj' }).kind).toBe('not-found');
    expect(decide('/services/bug-bounty', { locale: 'ru' })).toEqual(proceed);
    expect(decide('/services/politika-videonablyudeniya', { locale: 'tm' }).kind).toBe('not-found');
    expect(decide('/services/politika-konfidentsialnosti', { locale: 'tm' })).toEqual(proceed);
    expect(decide('/services/no-such-page').kind).toBe('not-found');
  });

  it('§5 seller id must be numeric and search text non-empty, else 404', () => {
    expect(decide('/seller/12a').kind).toBe('not-found');
    expect(decide('/seller/12')).toEqual(proceed);
    expect(decide('/catalog/0/search.aspx?search=%20%20').kind).toBe('not-found');
    expect(decide('/catalog/0/search.aspx').kind).toBe('not-found');
    expect(decide('/catalog/0/search.aspx?search=shoes')).toEqual(proceed);
  });

  it('§5 the OAuth page needs redirect_uri, client_id, scope, code_challenge; redirect_uri http:// or this host', () => {
    const q = (redirect: string) => `/security/oauth?client_id=c&scope=s&code_challenge=x&redirect_uri=${encodeURIComponent(redirect)}`;
    expect(decide(q('http://partner.test/cb'))).toEqual(proceed);
    expect(decide(q(`${ORIGIN}/cb`))).toEqual(proceed);
    expect(decide(q('https://partner.test/cb')).kind).toBe('not-found');
    expect(decide(q('javascript:alert(1)')).kind).toBe('not-found');
    expect(decide('/security/oauth?client_id=c&scope=s&redirect_uri=http://a').kind).toBe('not-found');
    expect(validOAuthQuery(new URLSearchParams('client_id=&scope=s&code_challenge=x&redirect_uri=http://a'), ORIGIN)).toBe(false);
  });

  it('§2.4 card-linking return: bc with status=failed goes to /lk/payment/fail with status and failReason; otherwise linked', () => {
    expect(decide('/lk/basket?bc=1&status=failed&failReason=3ds')).toEqual({ kind: 'redirect', to: '/lk/payment/fail?status=failed&failReason=3ds' });
    expect(decide('/lk/basket?bc=1&status=ok')).toEqual({ kind: 'proceed', cardLinked: true });
    expect(decide('/lk/basket?bc=1')).toEqual({ kind: 'proceed', cardLinked: true });
  });

  it('§2.4 a 404 while targeting the wallet purchases page goes to /lk/mywallet (redesign) or /lk/mywallet/purchases, never in a loop', () => {
    expect(walletNotFoundRedirect('/lk/mywallet/purchases/old', true)).toBe('/lk/mywallet');
    expect(walletNotFoundRedirect('/lk/mywallet/purchases/old', false)).toBe('/lk/mywallet/purchases');
    expect(walletNotFoundRedirect('/lk/mywallet/purchases', true)).toBe('/lk/mywallet');
    expect(walletNotFoundRedirect('/lk/mywallet', true)).toBeNull();
    expect(walletNotFoundRedirect('/lk/mywallet/purchases/', false)).toBeNull();
    expect(walletNotFoundRedirect('/lk/basket', true)).toBeNull();
  });
});
