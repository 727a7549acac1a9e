import type { Locale } from '../../../../contracts/locales';
import { cookiePolicyPath } from '../../settings';

/** storefront-routing-wallet.md §2.5: the side-menu groups of the service pages. */
export type ServiceGroupName = 'about' | 'client';

export interface ServicePage {
  slug: string;
  /** /services/{slug}, or /presservice for the press service. */
  path: string;
  group: ServiceGroupName;
  /** Country domains (locales) that hide the page. */
  hiddenOn: readonly Locale[];
}

const ABOUT_HIDDEN: readonly Locale[] = ['ge', 'tm'];
/** "faq, free delivery and how-to-return hidden on ge, tj, tm". */
const FAQ_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm'];
/** "b2b faq hidden on ge, tj, tm, by, am, kg, uz, kz, global". */
const B2B_FAQ_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm', 'by', 'am', 'kg', 'uz', 'kz', 'global'];
/**
 * "payment, order, return, refund, sales-rules and terms-of-use pages are hidden on most domains
 * (ge, tj, tm, ru, by, am, kg, uz, kz, global, depending on the page)": the per-page split is not
 * given. Chosen so that the union is exactly that list:
 * - how to order and payment methods: hidden on ge, tj, tm (no own checkout there);
 * - return of goods: ge, tj, tm, global; refund of money: also ru, where "kak-vernut-tovar-i-dengi"
 *   covers both;
 * - sales rules and terms of use: every listed domain except ru serves them from the legal host.
 */
const ORDER_PAYMENT_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm'];
const RETURN_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm', 'global'];
const REFUND_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm', 'global', 'ru'];
const LEGAL_RULES_HIDDEN: readonly Locale[] = ['ge', 'tj', 'tm', 'by', 'am', 'kg', 'uz', 'kz', 'global'];

const page = (slug: string, group: ServiceGroupName, hiddenOn: readonly Locale[], path = `/services/${slug}`): ServicePage => ({ slug, path, group, hiddenOn });

/** §2.5: group 'About company' then group 'To client', in the spec's order. */
export const SERVICE_PAGES: readonly ServicePage[] = [
  page('o-nas', 'about', ABOUT_HIDDEN),
  page('rekvizity', 'about', ABOUT_HIDDEN),
  page('presservice', 'about', ABOUT_HIDDEN, '/presservice'),
  page('kontakty', 'about', ABOUT_HIDDEN),
  page('bug-bounty', 'about', [...ABOUT_HIDDEN, 'tj']),
  page('sotsialnye-seti', 'about', ABOUT_HIDDEN),
  page('voprosy-i-otvety', 'client', FAQ_HIDDEN),
  page('kak-sdelat-zakaz', 'client', ORDER_PAYMENT_HIDDEN),
  page('sposoby-oplaty', 'client', ORDER_PAYMENT_HIDDEN),
  page('besplatnaya-dostavka', 'client', FAQ_HIDDEN),
  page('vozvrat-tovara', 'client', RETURN_HIDDEN),
  page('vozvrat-denezhnyh-sredstv', 'client', REFUND_HIDDEN),
  page('pravila-prodazhi', 'client', LEGAL_RULES_HIDDEN),
  page('pravila-polzovaniya-torgovoy-ploshchadkoy', 'client', LEGAL_RULES_HIDDEN),
  page('kak-vernut-tovar-i-dengi', 'client', FAQ_HIDDEN),
  page('b2b-voprosy-i-otvety', 'client', B2B_FAQ_HIDDEN),
];

/** §2.5 "Legal paths". */
export const LEGAL_SLUGS = [
  'account-linking-terms',
  'politika-obrabotki-personalnyh-dannyh',
  'pravila-primeneniya-rekomendatelnyh-tehnologiy',
  'politika-videonablyudeniya',
  'politika-konfidentsialnosti',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/**
 * §2.5 "Number of legal pages by locale: ge 2, tj 3, tm 1"; which ones is not shown. Chosen:
 * these domains use the privacy policy (storefront-shell.md §2 cookie policy for ge, tm, tj),
 * ge adds the account-linking terms, tj also the recommendation-technology rules. The other
 * domains have all five.
 */
export const LEGAL_SLUGS_BY_LOCALE: Partial<Record<Locale, readonly LegalSlug[]>> = {
  ge: ['politika-konfidentsialnosti', 'account-linking-terms'],
  tj: ['politika-konfidentsialnosti', 'account-linking-terms', 'pravila-primeneniya-rekomendatelnyh-tehnologiy'],
  tm: ['politika-konfidentsialnosti'],
};

export function isServicePageVisible(pageItem: ServicePage, locale: Locale): boolean {
  return !pageItem.hiddenOn.includes(locale);
}

/** The side menu of a country domain: the two groups with the pages it shows (a group may be empty). */
export function serviceMenu(locale: Locale): Record<ServiceGroupName, ServicePage[]> {
  const visible = SERVICE_PAGES.filter((p) => isServicePageVisible(p, locale));
  return { about: visible.filter((p) => p.group === 'about'), client: visible.filter((p) => p.group === 'client') };
}

export function findServicePage(slug: string): ServicePage | undefined {
  return SERVICE_PAGES.find((p) => p.slug === slug);
}

export function legalSlugs(locale: Locale): readonly LegalSlug[] {
  return LEGAL_SLUGS_BY_LOCALE[locale] ?? LEGAL_SLUGS;
}

export function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

/**
 * "Legal document links are built per country domain from the legal host": the legal host is
 * not shown; it is a base URL the page gives (the demo serves them on the site itself).
 * A page hidden on the domain, or not one of its legal pages, is not shown (404).
 */
export function legalLinks(locale: Locale, legalHost: string): Array<{ slug: LegalSlug; href: string }> {
  const base = legalHost.replace(/\/+$/, '');
  return legalSlugs(locale).map((slug) => ({ slug, href: `${base}/services/${slug}?country=${locale}` }));
}

/**
 * Whether /services/{slug} (or /presservice) exists on this country domain: a visible menu page,
 * one of its legal pages, or the cookie policy the domain links to (storefront-shell.md §2
 * "Cookie policy pages", e.g. /services/cookies-policy on by).
 */
export function serviceSlugAvailable(slug: string, locale: Locale): boolean {
  const known = findServicePage(slug);
  if (known) return isServicePageVisible(known, locale);
  if (cookiePolicyPath(locale) === `/services/${slug}`) return true;
  return isLegalSlug(slug) && legalSlugs(locale).includes(slug);
}
