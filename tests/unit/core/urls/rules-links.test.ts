import { describe, expect, it } from 'vitest';
import {
  APP_SUBDOMAINS,
  PHISHING_MESSAGE_KEY,
  PhishingHostError,
  assertAllowedHost,
  isAllowedHost,
  specialAppHosts,
} from '../../../../core/domain/links/phishing';
import { InvalidVersionError, compareVersions } from '../../../../core/platform/version/compare-versions';
import { pathClass } from '../../../../core/domain/links/path-class';
import {
  LINKED_SERVICE_PAGES,
  LINKS,
  PROMOTION_LINKS,
  SIGN_OUT_PATH,
  cookiePolicyPath,
  servicePagePath,
  signInLink,
  walletLink,
} from '../../../../core/domain/links/links';
import { classifyNavigation } from '../../../../core/domain/links/navigation';

describe('phishing check (storefront-shell.md §5, §8 "Phishing host")', () => {
  const allowed = ['shop.example', '.shop.example.kz', 'localhost'];

  it('accepts the allowed hosts and their subdomains', () => {
    for (const host of ['shop.example', 'www.shop.example', 'digital.shop.example', 'SHOP.EXAMPLE.', 'shop.example.kz', 'localhost']) {
      expect(isAllowedHost(host, allowed)).toBe(true);
    }
  });

  it('rejects look-alikes', () => {
    for (const host of ['evilshop.example', 'shop.example.evil.net', 'shop-example.com', 'example', '', '  ', 'shop.examp1e', 'xlocalhost']) {
      expect(isAllowedHost(host, allowed)).toBe(false);
    }
  });

  it('with no (or only empty) suffixes nothing is allowed', () => {
    expect(isAllowedHost('shop.example', [])).toBe(false);
    expect(isAllowedHost('shop.example', ['', '.'])).toBe(false);
  });

  it('throws PhishingHostError carrying the message key common.errors.phishingSite', () => {
    expect(PHISHING_MESSAGE_KEY).toBe('common.errors.phishingSite');
    expect(() => assertAllowedHost('shop.example', allowed)).not.toThrow();
    let thrown: unknown;
    try {
      assertAllowedHost('shop.example.evil.net', allowed);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(PhishingHostError);
    expect(thrown).toMatchObject({ messageKey: 'common.errors.phishingSite', host: 'shop.example.evil.net' });
  });

  it('lists the provider app hosts of storefront-routing-wallet.md §9, which load in full', () => {
    expect(APP_SUBDOMAINS).toEqual(['shopping', 'digital', 'jobs', 'travel', 'seller', 'career']);
    const hosts = specialAppHosts('Shop.Example');
    expect(hosts).toContain('travel.shop.example');
    expect(classifyNavigation('https://travel.shop.example/lk', 'https://travel.shop.example/', () => true, { fullLoadHosts: hosts })).toBe('full-load');
  });
});

describe('compareVersions (storefront-shell.md §5: at least three dotted parts)', () => {
  it.each([
    ['12.2.0', '12.2.0', 0],
    ['12.2.1', '12.2.0', 1],
    ['12.10.0', '12.9.9', 1],
    ['2.0.0', '12.2.0', -1],
    ['12.2.0.1', '12.2.0', 1],
    ['12.2.0.0', '12.2.0', 0],
    ['0.0.0-dev', '0.0.0', -1],
    ['1.0.0', '1.0.0-rc.1', 1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['1.0.0-beta', '1.0.0-alpha', 1],
    ['1.2.3+build.5', '1.2.3', 0],
    [' 1.2.3 ', '1.2.3', 0],
  ] as const)('%s vs %s -> %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  // Semantic Versioning 2.0.0 §11: numeric identifiers by value, numbers before words, a longer list after its prefix.
  it.each([
    ['1.0.0-rc.10', '1.0.0-rc.9', 1],
    ['1.0.0-rc.9', '1.0.0-rc.10', -1],
    ['1.0.0-rc.2', '1.0.0-rc.11', -1],
    ['1.0.0-beta.11', '1.0.0-beta.2', 1],
    ['1.0.0-rc.10', '1.0.0-rc.10', 0],
    ['1.0.0-1', '1.0.0-alpha', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta', -1],
    ['1.0.0-alpha.beta', '1.0.0-beta', -1],
    ['1.0.0-beta.2', '1.0.0-beta.11', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0-rc.99999999999999999999', '1.0.0-rc.99999999999999999998', 1],
    ['12.2.0-rc.10+build.1', '12.2.0-rc.10+build.2', 0],
  ] as const)('pre-release precedence: %s vs %s -> %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('sorts the Semantic Versioning example list into its order', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'];
    const shuffled = [ordered[5]!, ordered[7]!, ordered[0]!, ordered[3]!, ordered[6]!, ordered[1]!, ordered[4]!, ordered[2]!];
    expect(shuffled.sort(compareVersions)).toEqual(ordered);
  });

  it.each(['12.2', '12', '', 'a.b.c', '1..2', '1.2.x', 'v1.2.3', '1.2.3.', '-1.2.3', '1.2.3-', '1.2.3-rc..1', '1.2.3-rc.', '1.2.3+'])(
    'refuses %j with InvalidVersionError',
    (bad) => {
      expect(() => compareVersions(bad, '1.2.3')).toThrow(InvalidVersionError);
      expect(() => compareVersions('1.2.3', bad)).toThrow(InvalidVersionError);
    },
  );

  it('refuses a non-string', () => {
    expect(() => compareVersions(12 as unknown as string, '1.2.3')).toThrow(InvalidVersionError);
  });
});

describe('pathClass (storefront-shell.md §2 "Path classes for the mobile menu type")', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/catalog/12345/detail.aspx', 'product'],
    ['/catalog/12345/detail.aspx?size=1', 'product'],
    ['/resale/product/777', 'product'],
    ['/catalog', 'catalog'],
    ['/catalog/zhenshchinam/odezhda', 'catalog'],
    ['/catalog/12345/other.aspx', 'catalog'],
    ['/subscription', 'subscription'],
    ['/security', 'security'],
    ['/security/login', 'security'],
    ['/lk/basket', 'basket'],
    ['/lk/basket/', 'basket'],
    ['/LK/Basket', 'basket'],
    ['/lk/favorites', 'favorites'],
    ['/lk/myorders/archive', 'orders'],
    ['/lk/myorders/delivery', 'orders'],
    ['/lk/claims', 'claims'],
    ['/lk/refund', 'claims'],
    ['/lk/mywallet', 'wallet'],
    ['/lk/mywallet/purchases', 'wallet'],
    ['/lk', 'profile'],
    ['/lk#notifications', 'profile'],
    ['/lk/favoritebrands', 'profile'],
    ['/lk/myorders', 'profile'],
    ['/services/kontakty', 'contacts'],
    ['/services/o-nas', 'services'],
    ['/promo/black-friday', 'services'],
    ['/presservice', 'services'],
    ['/services', 'other'],
    ['/promotions', 'other'],
    ['/lkfoo', 'other'],
    ['/brands/adidas', 'other'],
  ])('%s is %s', (path, expected) => {
    expect(pathClass(path)).toBe(expected);
  });
});

describe('link targets (storefront-shell.md §2)', () => {
  it('has every header and suggestion target', () => {
    expect(Object.values(LINKS).sort()).toEqual(
      [
        '/',
        '/services/voprosy-i-otvety',
        '/lk',
        '/lk#notifications',
        '/lk/basket',
        '/lk/myorders/delivery',
        '/lk/myorders/archive',
        '/lk/favorites',
        '/lk/favoritebrands',
        '/lk/claims',
        '/lk/discussion/feedback',
        '/lk#bankCard',
        '/lk#personal-safety',
        '/lk/mywallet/purchases',
        '/lk/mywallet',
        '/lk/mywallet/cashback',
        '/lk/myrefunds',
        '/lk/receipts/get',
        '/lk/refund',
        '/subscription',
        '/presservice',
      ].sort(),
    );
  });

  it('switches the wallet link with the wallet redesign', () => {
    expect(walletLink(false)).toBe('/lk/mywallet/purchases');
    expect(walletLink(true)).toBe('/lk/mywallet');
  });

  it('builds the service page paths', () => {
    expect(LINKED_SERVICE_PAGES).toHaveLength(11);
    expect(servicePagePath('bug-bounty')).toBe('/services/bug-bounty');
    expect(LINKED_SERVICE_PAGES.map(servicePagePath).every((p) => pathClass(p) === 'services' || p === '/services/kontakty')).toBe(true);
  });

  it('lists the promotion links of "Other routes"', () => {
    expect(PROMOTION_LINKS).toEqual({
      promotions: '/promotions',
      trend: '/promotions/trend',
      clubDiscounts: '/promotions/klubnye-skidki',
      sale: '/promotions/uhtydazha',
      giftCertificates: '/gift/certificates',
      resale: '/catalog/reseyl',
      subscription: '/subscription',
    });
  });

  it('builds sign-in with returnUrl (default: the full current address) and sign-out', () => {
    expect(signInLink('https://shop.example/lk/basket?x=1')).toBe('/security/login?returnUrl=https%3A%2F%2Fshop.example%2Flk%2Fbasket%3Fx%3D1');
    expect(signInLink()).toBe(`/security/login?returnUrl=${encodeURIComponent(location.href)}`);
    expect(SIGN_OUT_PATH).toBe('/security/exit');
  });

  it('gives the cookie policy path per locale', () => {
    expect(cookiePolicyPath('ru')).toBe('/services/politika-obrabotki-personalnyh-dannyh');
    for (const l of ['ge', 'tm', 'tj'] as const) expect(cookiePolicyPath(l)).toBe('/services/politika-konfidentsialnosti');
    expect(cookiePolicyPath('by')).toBe('/services/cookies-policy');
    expect(cookiePolicyPath('kz')).toBe('/services/politika-obrabotki-personalnyh-dannyh');
  });
});
