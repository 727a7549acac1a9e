import { useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { accountMenuTree, activeMenuKeys, type AccountMenuItem, type AccountMenuKey } from '../../core/domain/account';
import { walletMenuHrefAtom } from '../../core/domain/wallet';
import { signedInAtom } from '../../core/transport/token';
import type { Translate } from '../../core/platform/i18n';
import { accountMenuWalletOnly, keepLinksToPages, linkAudienceAtom, menuAudienceAtom } from '../../core/domain/navigation';

/**
 * storefront-shell.md §2 "Account menu: top items and sub-items highlighted by current path with
 * alias routes"; §4 visibility (route settings = hiddenItems, authOnly, the wallet rule — derived
 * from the balance, so a balance update recalculates it). §6 resale by the menu audience.
 */
export function AccountNav({ path, hidden, t }: { path: string; hidden: readonly AccountMenuKey[]; t: Translate }) {
  const walletHref = useAtomValue(walletMenuHrefAtom);
  const signedIn = useAtomValue(signedInAtom);
  const resale = useAtomValue(menuAudienceAtom).resaleEnabled;
  const audience = useAtomValue(linkAudienceAtom);
  const walletOnly = accountMenuWalletOnly(audience);
  // Only links the router opens in this country (storefront-routing-wallet.md §5).
  const tree = keepLinksToPages(accountMenuTree({ walletHref, resale, signedIn, hidden, signOut: false, walletOnly }), audience);
  const active = activeMenuKeys(tree, path);
  const nav = useRef<HTMLElement>(null);

  // A phone shows the menu as one scrolling row: the current page's chip is brought into it.
  useLayoutEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('.nav-link--active');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2);
  }, [path, active.top, active.sub]);

  const link = (item: AccountMenuItem, current: boolean) => (
    <a className={current ? 'nav-link nav-link--active' : 'nav-link'} href={item.href} aria-current={current ? 'page' : undefined} data-key={item.key}>
      {t(`cabinet.menu.${item.key}`)}
    </a>
  );

  return (
    <nav ref={nav} className="nav" part="menu" aria-label={t('cabinet.menuLabel')}>
      <ul className="nav-list">
        {tree.map((item) => (
          <li key={item.key} className={active.top === item.key ? 'nav-item nav-item--open' : 'nav-item'}>
            {link(item, active.top === item.key && active.sub === null)}
            {item.children && item.children.length > 0 && (
              <ul className="nav-sublist">
                {item.children.map((child) => (
                  <li key={child.key}>{link(child, active.sub === child.key)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
