import { atom } from 'jotai/vanilla';
import { localeAtom } from '../../../platform/locale';
import { signedInAtom } from '../../../transport/token';
import { settingsAtom } from '../../settings';
import { compileRoutes, matchRoute, ROUTES, type CompiledRoute } from '../../../../contracts/pages';
import type { Locale } from '../../../../contracts/locales';
import { applyGuards } from './guards';

let compiled: CompiledRoute[] | undefined;

export interface LinkAudience {
  locale: Locale;
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
  return applyGuards({ url, match, ...audience }).kind !== 'not-found';
}

/** The page's audience for linkLeadsToPage: the country, the session and the switches, live. */
export const linkAudienceAtom = atom<LinkAudience>((get) => ({
  locale: get(localeAtom),
  signedIn: get(signedInAtom),
  enableFavoriteSellers: get(settingsAtom).switches.enableFavoriteSellers,
}));

/** A menu's items (and their sub-items) without those that would lead to a 404 here. */
export function keepLinksToPages<T extends { href: string; children?: readonly T[] }>(items: readonly T[], audience: LinkAudience): T[] {
  return items
    .filter((item) => linkLeadsToPage(item.href, audience))
    .map((item) => (item.children ? { ...item, children: keepLinksToPages(item.children, audience) } : item));
}
