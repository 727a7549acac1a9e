import { useId } from 'react';
import { useAtomValue } from 'jotai/react';
import { balanceAtom, walletMenuVisible } from '../../core/balance';
import { currencyAtom, localeAtom } from '../../core/config/atoms';
import { menuAudienceAtom } from '../../core/menu/atoms';
import { settingsAtom } from '../../core/settings/atoms';
import { LINKS, SIGN_OUT_PATH, walletLink } from '../../core/urls/links';
import type { Translate } from '../../core/i18n';
import { ProfileIcon } from './icons';
import { useDisclosure } from '../shared/use-disclosure';

/** **(demo)** the sellers' resale section (the C2C ad page of the route table; the spec shows no path). */
export const RESALE_SELLER_PATH = '/lk/resale/ad';

/**
 * storefront-shell.md §2 "Account menu ... Items: purchases, favorites, delivery, e-check,
 * favourite brands, refund registration, wallet/balance, resale (sellers)".
 */
export function accountMenuItems(walletHref: string | null, resale = false): { key: string; href: string }[] {
  return [
    { key: 'account', href: LINKS.account },
    { key: 'purchases', href: LINKS.purchases },
    { key: 'deliveries', href: LINKS.deliveries },
    { key: 'favorites', href: LINKS.favorites },
    { key: 'favoriteBrands', href: LINKS.favoriteBrands },
    { key: 'receipts', href: LINKS.receipts },
    { key: 'refund', href: LINKS.refund },
    ...(walletHref ? [{ key: 'wallet', href: walletHref }] : []),
    ...(resale ? [{ key: 'resale', href: RESALE_SELLER_PATH }] : []),
    { key: 'signOut', href: SIGN_OUT_PATH },
  ];
}

/** The signed-in profile: a disclosure of the account links (§4 "Account menu": the wallet entry by its rule). */
export function AccountMenu({ t, compact = false }: { t: Translate; compact?: boolean }) {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const balance = useAtomValue(balanceAtom);
  const settings = useAtomValue(settingsAtom);
  const menu = useDisclosure();
  const panelId = useId();
  const wallet = walletMenuVisible(locale, currency, balance) ? walletLink(settings.switches.enableWalletRedesign) : null;
  // §6 "Seller: resale menu item only if resale is enabled": one decision for this menu and the
  // catalog menu (core/menu isResaleEnabled: signed in, main locale, not business, switch on,
  // rollout range or employee), made by the session's user data.
  const resale = useAtomValue(menuAudienceAtom).resaleEnabled;

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
            {accountMenuItems(wallet, resale).map((item) => (
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
