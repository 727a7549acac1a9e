import { beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '../../../../core/platform/store/store';
import { countryKnownAtom, localeAtom } from '../../../../core/platform/locale/atoms';
import { createHostCountry } from '../../../../core/runtime/host-country';
import { accountMenuWalletOnly, keepLinksToPages, linkLeadsToPage, type LinkAudience } from '../../../../core/domain/navigation/routes/link-availability';
import { footerGroupsAtom } from '../../../../core/domain/navigation/menu/footer-links';
import { accountMenuTree } from '../../../../core/domain/account/menu';
import type { Locale } from '../../../../contracts/locales';

const signedIn = (locale: Locale): LinkAudience => ({ locale, signedIn: true, enableFavoriteSellers: true });
const shownFooterPaths = () =>
  getStore()
    .get(footerGroupsAtom)
    .flatMap((group) => group.links.map((link) => link.path));
const footerPaths = (locale: Locale) => {
  getStore().set(localeAtom, locale);
  getStore().set(countryKnownAtom, true);
  return shownFooterPaths();
};

describe('links filtered by the router rule (storefront-routing-wallet.md §2.5, §5)', () => {
  beforeEach(() => {
    getStore().set(localeAtom, 'ru');
    getStore().set(countryKnownAtom, false);
  });

  it('§2.5 ge hides the about-company pages and the faq: its footer has neither "О нас" nor "Вопросы и ответы"', () => {
    const ge = footerPaths('ge');
    expect(ge).not.toContain('/services/o-nas');
    expect(ge).not.toContain('/presservice');
    expect(ge).not.toContain('/services/voprosy-i-otvety');
    expect(footerPaths('ru')).toEqual(expect.arrayContaining(['/services/o-nas', '/services/voprosy-i-otvety', '/services/b2b-voprosy-i-otvety']));
  });

  it('§2.5 b2b faq hidden on kz; bug-bounty hidden on tj', () => {
    expect(footerPaths('kz')).not.toContain('/services/b2b-voprosy-i-otvety');
    expect(footerPaths('kz')).toContain('/services/o-nas');
    expect(footerPaths('tj')).not.toContain('/services/bug-bounty');
  });

  it('§5 in the wallet-only locales the account menu keeps the wallet and drops purchases and deliveries', () => {
    const tree = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: false });
    const kz = keepLinksToPages(tree, signedIn('kz')).map((item) => item.href);
    expect(kz).not.toContain('/lk/myorders/delivery');
    expect(kz).not.toContain('/lk');
    expect(kz).toContain('/lk/mywallet/purchases');
    expect(keepLinksToPages(tree, signedIn('ru')).map((item) => item.href)).toContain('/lk');
  });

  it('§5 B2B paths only on ru; a path in no route is a 404 anywhere', () => {
    expect(linkLeadsToPage('/b2b', signedIn('ru'))).toBe(true);
    expect(linkLeadsToPage('/b2b', signedIn('kz'))).toBe(false);
    expect(linkLeadsToPage('/travel', signedIn('ru'))).toBe(false);
    expect(linkLeadsToPage('/lk/travel', signedIn('ru'))).toBe(true);
  });

  it('sign-in pages are not 404s for a guest (they go to sign-in)', () => {
    expect(linkLeadsToPage('/lk/myorders/archive', { locale: 'ru', signedIn: false, enableFavoriteSellers: false })).toBe(true);
  });

  it('until the host name has given the country, only links that lead to a page in every country show', () => {
    const early = shownFooterPaths();
    // hidden on ge (§2.5) and b2b-only on ru (§5): not offered before the country is known
    expect(early).not.toContain('/services/o-nas');
    expect(early).not.toContain('/services/b2b-voprosy-i-otvety');
    for (const locale of ['ru', 'ge', 'kz'] as const) expect(footerPaths(locale)).toEqual(expect.arrayContaining(early));
    const tree = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: false });
    const unknown: LinkAudience = { locale: null, signedIn: true, enableFavoriteSellers: true };
    const walletOnly = accountMenuWalletOnly(unknown);
    expect(walletOnly).toBe(true);
    const earlyMenu = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: false, walletOnly });
    expect(keepLinksToPages(earlyMenu, unknown).map((item) => item.href)).toEqual(['/lk/mywallet/purchases', '/security/exit']);
    // what the router answers before the country is known: a page everywhere
    expect(keepLinksToPages(tree, unknown).map((item) => item.href)).not.toContain('/lk/refund');
  });

  it('the host name decides the country: global.localhost, once the table is in, shows the wallet-only menu', () => {
    const country = createHostCountry(getStore(), () => 'global.localhost');
    country.set('global');
    expect(getStore().get(countryKnownAtom)).toBe(true);
    expect(shownFooterPaths()).toContain('/services/o-nas');
    const tree = accountMenuTree({ walletHref: '/lk/mywallet/purchases', resale: false });
    expect(keepLinksToPages(tree, signedIn('global')).map((item) => item.href)).not.toContain('/lk/refund');
  });
});
