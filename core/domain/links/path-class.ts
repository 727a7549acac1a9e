/** storefront-shell.md §2 "Path classes for the mobile menu type". */
export type PathClass =
  | 'home'
  | 'product'
  | 'catalog'
  | 'subscription'
  | 'security'
  | 'basket'
  | 'favorites'
  | 'orders'
  | 'claims'
  | 'wallet'
  | 'profile'
  | 'contacts'
  | 'services'
  | 'other';

/** "/lk*" read as the path itself or anything below it: '/lk/x' yes, '/lkfoo' no. */
const under = (prefix: string) => (p: string) => p === prefix || p.startsWith(`${prefix}/`);
const exactly =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

/** First match wins: the spec's lines in order, the specific ones before the catch-alls. */
const RULES: ReadonlyArray<readonly [PathClass, (path: string) => boolean]> = [
  ['home', exactly('/')],
  ['product', (p) => /^\/catalog\/[^/]+\/detail\.aspx$/.test(p) || /^\/resale\/product\/[^/]+$/.test(p)],
  ['catalog', under('/catalog')],
  ['subscription', exactly('/subscription')],
  ['security', under('/security')],
  ['basket', exactly('/lk/basket')],
  ['favorites', exactly('/lk/favorites')],
  ['orders', exactly('/lk/myorders/archive', '/lk/myorders/delivery')],
  ['claims', exactly('/lk/claims', '/lk/refund')],
  ['wallet', under('/lk/mywallet')],
  ['profile', under('/lk')],
  ['contacts', exactly('/services/kontakty')],
  ['services', (p) => p.startsWith('/services/') || p.startsWith('/promo/') || p === '/presservice'],
];

/** The class of a path (query, hash, case and a trailing slash do not matter). */
export function pathClass(pathname: string): PathClass {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').toLowerCase().replace(/(.)\/+$/, '$1') || '/';
  return RULES.find(([, test]) => test(path))?.[0] ?? 'other';
}
