import { atom } from 'jotai/vanilla';
import { countryKnownAtom, localeAtom } from '../../../platform/locale';
import { signedInAtom } from '../../../transport/token';
import { settingsAtom } from '../../settings';
import { compileRoutes, matchRoute, ROUTES, type CompiledRoute } from '../../../../contracts/pages';
import { LOCALES, type Locale } from '../../../../contracts/locales';
import { applyGuards, WALLET_ONLY_LOCALES } from './guards';

let compiled: CompiledRoute[] | undefined;

export interface LinkAudience {
  /** null while the page's country is not decided yet (countryKnownAtom). */
  locale: Locale | null;
  signedIn: boolean;
  enableFavoriteSellers: boolean;
}

/**
 * Whether a same-site link leads to a page in this country: the router's own rule (the route
 * table, then the guards of storefront-routing-wallet.md §2.4, §5, §6), so a menu built from it
 * never shows a link the router answers with 404. A path in no route is a 404 (the table names
 * the server's own pages too, such as sign-out).
 */
export function linkLeadsToPage(path: string, audience: LinkAudience): boolean {
  const url = new URL(path, 'http://storefront.invalid/');
  compiled ??= compileRoutes(ROUTES);
  const match = matchRoute(compiled, url.pathname);
  if (!match) return false;
  const { locale, ...rest } = audience;
  // Before the country is known, only a link that leads to a page in every country: a shopper on a
  // wallet-only host is never offered the Russian account pages while the service map loads.
  const locales = locale === null ? LOCALES : [locale];
  return locales.every((each) => applyGuards({ url, match, ...rest, locale: each }).kind !== 'not-found');
}

/** The page's audience for linkLeadsToPage: the country, the session and the switches, live. */
export const linkAudienceAtom = atom<LinkAudience>((get) => ({
  locale: get(countryKnownAtom) ? get(localeAtom) : null,
  signedIn: get(signedInAtom),
  enableFavoriteSellers: get(settingsAtom).switches.enableFavoriteSellers,
}));

/** A menu's items (and their sub-items) without those that would lead to a 404 here. */
export function keepLinksToPages<T extends { href: string; children?: readonly T[] }>(items: readonly T[], audience: LinkAudience): T[] {
  return items
    .filter((item) => linkLeadsToPage(item.href, audience))
    .map((item) => (item.children ? { ...item, children: keepLinksToPages(item.children, audience) } : item));
}

/**
 * storefront-routing-wallet.md §5: the account menus show only the wallet in the wallet-only
 * countries, and so while the country is not known yet (a Russian menu must not flash on kz).
 */
export function accountMenuWalletOnly(audience: LinkAudience): boolean {
  return audience.locale === null || WALLET_ONLY_LOCALES.includes(audience.locale);
}
