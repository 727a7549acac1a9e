/**
 * The account menu (storefront-shell.md §2 "Account menu: top items and sub-items highlighted by
 * current path with alias routes. Items: purchases, favorites, delivery, e-check, favourite brands,
 * refund registration, wallet/balance, resale (sellers)"; §4 "Visibility depends on route settings,
 * the authOnly flag and the wallet entry-point rule"). Shared by <vt-header> and <vt-cabinet>.
 */
import { LINKS, SIGN_OUT_PATH } from '../links';

/** **(demo)** the sellers' resale section (the C2C ad page of the route table; the spec shows no path). */
export const RESALE_SELLER_PATH = '/lk/resale/ad';

export type AccountMenuKey =
  'account' | 'purchases' | 'deliveries' | 'favorites' | 'favoriteBrands' | 'receipts' | 'refund' | 'refunds' | 'wallet' | 'cashback' | 'resale' | 'signOut';

export interface AccountMenuItem {
  key: AccountMenuKey;
  href: string;
  /** Paths that also highlight this item (its alias routes). */
  aliases?: readonly string[];
  /** Shown to signed-in users only. */
  authOnly?: boolean;
  children?: readonly AccountMenuItem[];
}

export interface AccountMenuOptions {
  /** The wallet entry's link when the wallet rule shows it, else null. */
  walletHref: string | null;
  resale: boolean;
  signedIn?: boolean;
  /** Route settings: item keys a page turns off. */
  hidden?: readonly AccountMenuKey[];
  /** Add the sign-out entry (the header's menu has it; the cabinet side menu does not). */
  signOut?: boolean;
  /** storefront-routing-wallet.md §5: in the wallet-only locales the other account pages are 404, so only the wallet shows. */
  walletOnly?: boolean;
}

/** The menu's items in order, with sub-items under purchases and the wallet. */
export function accountMenuTree({
  walletHref,
  resale,
  signedIn = true,
  hidden = [],
  signOut = true,
  walletOnly = false,
}: AccountMenuOptions): AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    { key: 'account', href: LINKS.account, authOnly: true },
    {
      key: 'purchases',
      href: LINKS.purchases,
      authOnly: true,
      aliases: ['/lk/myorders'],
      children: [{ key: 'refunds', href: LINKS.refunds, authOnly: true }],
    },
    { key: 'deliveries', href: LINKS.deliveries, authOnly: true },
    { key: 'favorites', href: LINKS.favorites, aliases: ['/lk/favorites/arrived'] },
    { key: 'favoriteBrands', href: LINKS.favoriteBrands, authOnly: true },
    { key: 'receipts', href: LINKS.receipts },
    { key: 'refund', href: LINKS.refund, authOnly: true },
    ...(walletHref
      ? [
          {
            key: 'wallet' as const,
            href: walletHref,
            authOnly: true,
            aliases: [LINKS.walletPurchases, LINKS.walletRedesign],
            children: [{ key: 'cashback' as const, href: LINKS.cashback, authOnly: true }],
          },
        ]
      : []),
    ...(resale ? [{ key: 'resale' as const, href: RESALE_SELLER_PATH, authOnly: true, aliases: ['/lk/resale'] }] : []),
    ...(signOut ? [{ key: 'signOut' as const, href: SIGN_OUT_PATH, authOnly: true }] : []),
  ];
  const visible = (item: AccountMenuItem) =>
    !hidden.includes(item.key) && (signedIn || !item.authOnly) && (!walletOnly || item.key === 'wallet' || item.key === 'cashback' || item.key === 'signOut');
  return items.filter(visible).map((item) => (item.children ? { ...item, children: item.children.filter(visible) } : item));
}

/** The flat list the header shows (top items only). */
export function accountMenuItems(walletHref: string | null, resale = false): { key: AccountMenuKey; href: string }[] {
  return accountMenuTree({ walletHref, resale }).map(({ key, href }) => ({ key, href }));
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

function matches(item: AccountMenuItem, path: string): boolean {
  const exact = [item.href, ...(item.aliases ?? [])].map(normalise);
  // An alias covers its sub-paths (/lk/myorders covers /lk/myorders/archive); the item's own href must match exactly.
  return exact.includes(path) || (item.aliases ?? []).some((alias) => path.startsWith(`${normalise(alias)}/`));
}

/**
 * The highlighted top item and sub-item for a path: a sub-item's match highlights its parent too;
 * the most specific (longest) match wins, so /lk highlights only "account".
 */
export function activeMenuKeys(tree: readonly AccountMenuItem[], pathname: string): { top: AccountMenuKey | null; sub: AccountMenuKey | null } {
  const path = normalise(pathname);
  for (const item of tree) {
    const sub = item.children?.find((child) => matches(child, path));
    if (sub) return { top: item.key, sub: sub.key };
  }
  const exact = tree.find((item) => normalise(item.href) === path);
  if (exact) return { top: exact.key, sub: null };
  const byAlias = tree.find((item) => matches(item, path));
  return { top: byAlias?.key ?? null, sub: null };
}
