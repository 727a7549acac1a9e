import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../contracts/locales';
import { cookiePolicyPath, COOKIE_POLICY_BY } from '../../../../core/domain/settings/consent/policy-path';
import { compileRoutes, matchRoute } from '../../../../contracts/pages/match';
import { ROUTES } from '../../../../contracts/pages/table';
import { SERVICE_CONTENT } from '../../../../demo/server/routes/service-content';
import { legalLinks, legalSlugs, serviceMenu, serviceSlugAvailable, SERVICE_PAGES, LEGAL_SLUGS } from '../../../../core/domain/navigation/routes/service-pages';

const slugs = (locale: Locale) => {
  const menu = serviceMenu(locale);
  return { about: menu.about.map((p) => p.slug), client: menu.client.map((p) => p.slug) };
};

describe('service pages (storefront-routing-wallet.md §2.5)', () => {
  it("has the two side-menu groups with the spec's pages", () => {
    expect(slugs('ru').about).toEqual(['o-nas', 'rekvizity', 'presservice', 'kontakty', 'bug-bounty', 'sotsialnye-seti']);
    expect(SERVICE_PAGES.filter((p) => p.group === 'client').map((p) => p.slug)).toEqual([
      'voprosy-i-otvety',
      'kak-sdelat-zakaz',
      'sposoby-oplaty',
      'besplatnaya-dostavka',
      'vozvrat-tovara',
      'vozvrat-denezhnyh-sredstv',
      'pravila-prodazhi',
      'pravila-polzovaniya-torgovoy-ploshchadkoy',
      'kak-vernut-tovar-i-dengi',
      'b2b-voprosy-i-otvety',
    ]);
    expect(SERVICE_PAGES.find((p) => p.slug === 'presservice')?.path).toBe('/presservice');
  });

  it.each(['ge', 'tm'] as const)('%s hides the about-company pages', (locale) => {
    expect(slugs(locale).about).toEqual([]);
  });

  it('bug-bounty is also hidden on tj', () => {
    expect(slugs('tj').about).toEqual(['o-nas', 'rekvizity', 'presservice', 'kontakty', 'sotsialnye-seti']);
    expect(serviceSlugAvailable('bug-bounty', 'tj')).toBe(false);
    expect(serviceSlugAvailable('bug-bounty', 'kz')).toBe(true);
  });

  it('b2b faq is hidden on ge, tj, tm, by, am, kg, uz, kz, global (shown on ru and il)', () => {
    const shown = LOCALES.filter((l) => serviceSlugAvailable('b2b-voprosy-i-otvety', l));
    expect(shown).toEqual(['ru', 'il']);
  });

  it.each(['voprosy-i-otvety', 'besplatnaya-dostavka', 'kak-vernut-tovar-i-dengi'])('%s is hidden on ge, tj, tm only', (slug) => {
    expect(LOCALES.filter((l) => !serviceSlugAvailable(slug, l))).toEqual(['ge', 'tj', 'tm']);
  });

  it('payment, order, return, refund, sales rules and terms of use are hidden on exactly the listed domains together', () => {
    const pages = [
      'sposoby-oplaty',
      'kak-sdelat-zakaz',
      'vozvrat-tovara',
      'vozvrat-denezhnyh-sredstv',
      'pravila-prodazhi',
      'pravila-polzovaniya-torgovoy-ploshchadkoy',
    ];
    const hiddenSomewhere = new Set(pages.flatMap((slug) => LOCALES.filter((l) => !serviceSlugAvailable(slug, l))));
    expect([...hiddenSomewhere].sort()).toEqual(['am', 'by', 'ge', 'global', 'kg', 'kz', 'ru', 'tj', 'tm', 'uz']);
    for (const slug of pages) expect(serviceSlugAvailable(slug, 'il')).toBe(true);
  });

  it('legal pages by locale: ge 2, tj 3, tm 1, others all five', () => {
    expect(legalSlugs('ge')).toHaveLength(2);
    expect(legalSlugs('tj')).toHaveLength(3);
    expect(legalSlugs('tm')).toHaveLength(1);
    expect(legalSlugs('ru')).toEqual(LEGAL_SLUGS);
    expect(serviceSlugAvailable('politika-videonablyudeniya', 'tm')).toBe(false);
    expect(serviceSlugAvailable('politika-konfidentsialnosti', 'tm')).toBe(true);
  });

  it('legal links are built per country domain from the legal host', () => {
    expect(legalLinks('tm', 'https://legal.test/')).toEqual([
      { slug: 'politika-konfidentsialnosti', href: 'https://legal.test/services/politika-konfidentsialnosti?country=tm' },
    ]);
  });

  it('an unknown slug is not available', () => {
    expect(serviceSlugAvailable('nope', 'ru')).toBe(false);
  });

  it.each(LOCALES)('storefront-shell.md §2 the cookie policy page of %s resolves to a service page with content', (locale) => {
    const path = cookiePolicyPath(locale);
    const match = matchRoute(compileRoutes(ROUTES), path);
    expect(match?.route.name).toBe('ServicePagesEntrypoint');
    expect(serviceSlugAvailable(match!.params.slug!, locale)).toBe(true);
    expect(Object.keys(SERVICE_CONTENT)).toContain(match!.params.slug);
  });

  it('the by cookie policy is not a page of the other domains', () => {
    const slug = COOKIE_POLICY_BY.split('/').pop()!;
    expect(serviceSlugAvailable(slug, 'by')).toBe(true);
    expect(serviceSlugAvailable(slug, 'ru')).toBe(false);
  });
});
