/**
 * Where a search goes instead of its results (storefront-routing-wallet.md §3 "Search response
 * metadata ... catalog_type (redirect, product-redirect), catalog_value"; §5 "A product-redirect
 * search goes to the product only if the numeric query is above 1000 and below 1000000000 and
 * the product has pictures"; "Search redirect targets on the provider's own host must be catalog
 * paths existing in the menu, or /lk/communications").
 */
import { productRedirectTarget } from './product/redirect';
import type { MenuItem } from '../../../contracts/menu';
import { WEB_PROTOCOLS } from '../../../contracts/safe-url';

export const COMMUNICATIONS_PATH = '/lk/communications';
const CATALOG_PREFIX = '/catalog/';

export interface SearchRedirect {
  kind: 'redirect' | 'product-redirect';
  value: string;
}

export interface RedirectContext {
  /** The page's origin: the provider's own host. */
  origin: string;
  /** Paths of every menu item (menuPaths). */
  menuPaths: ReadonlySet<string>;
  /** Pictures of the product a product-redirect names (0 when unknown: no redirect). */
  productPictures: number;
}

/** Every same-site path in the menu tree. */
export function menuPaths(items: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.url?.startsWith('/') && !item.url.startsWith('//')) paths.add(item.url.split(/[?#]/)[0]!);
      walk(item.children);
    }
  };
  walk(items);
  return paths;
}

/** The address to go to instead of the results, or null to show the results. */
export function searchRedirectTarget(query: string, redirect: SearchRedirect | null, context: RedirectContext): string | null {
  if (!redirect) return null;
  if (redirect.kind === 'product-redirect') return productRedirectTarget(query, context.productPictures);
  let target: URL;
  try {
    target = new URL(redirect.value, context.origin);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.includes(target.protocol)) return null;
  if (target.origin !== new URL(context.origin).origin) return target.href;
  const path = target.pathname.replace(/\/+$/, '') || '/';
  const allowed = path === COMMUNICATIONS_PATH || (path.startsWith(CATALOG_PREFIX) && context.menuPaths.has(path));
  return allowed ? `${path}${target.search}${target.hash}` : null;
}
