import { useId } from 'react';
import { useAtomValue } from 'jotai/react';
import { accountMenuWalletOnly, keepLinksToPages, linkAudienceAtom, menuAudienceAtom } from '../../core/domain/navigation';
import { accountMenuTree } from '../../core/domain/account';
import { walletMenuHrefAtom } from '../../core/domain/wallet';
import type { Translate } from '../../core/platform/i18n';
import { ProfileIcon } from './icons';
import { useDisclosure } from '../shared/use-disclosure';

// The items live in core (shared with <vt-cabinet>): storefront-shell.md §2 "Account menu".
export { accountMenuItems, RESALE_SELLER_PATH } from '../../core/domain/account';

/** The signed-in profile: a disclosure of the account links (§4 "Account menu": the wallet entry by its rule). */
export function AccountMenu({ t, compact = false }: { t: Translate; compact?: boolean }) {
  const menu = useDisclosure();
  const panelId = useId();
  // §4 the wallet entry rule, recalculated whenever the balance changes (shared with <vt-cabinet>).
  const wallet = useAtomValue(walletMenuHrefAtom);
  // §6 "Seller: resale menu item only if resale is enabled": one decision for this menu and the
  // catalog menu (core/menu isResaleEnabled: signed in, main locale, not business, switch on,
  // rollout range or employee), made by the session's user data.
  const resale = useAtomValue(menuAudienceAtom).resaleEnabled;
  // storefront-routing-wallet.md §5: in the wallet-only countries the other account pages are 404;
  // and only links the router opens in this country show.
  const audience = useAtomValue(linkAudienceAtom);
  const walletOnly = accountMenuWalletOnly(audience);
  const items = keepLinksToPages(accountMenuTree({ walletHref: wallet, resale, walletOnly }), audience);

  return (
    <div className="account" onKeyDown={menu.onKeyDown}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={compact ? 'tool tool--compact' : 'tool'}
        part="profile"
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        <span className="tool-icon">
          <ProfileIcon />
        </span>
        <span className={compact ? 'vt-visually-hidden' : 'tool-label'}>{t('header.profile')}</span>
      </button>
      <div ref={menu.panelRef} id={panelId} className="panel panel--end" part="account-menu" hidden={!menu.open}>
        <nav aria-label={t('header.accountMenu')}>
          <ul className="menu-list">
            {items.map((item) => (
              <li key={item.key}>
                <a className="menu-link" href={item.href}>
                  {t(`header.menu.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
