import { useAtomValue } from 'jotai/react';
import { signalAuthRequired, signedInAtom } from '../../core/transport/token';
import { signInLink } from '../../core/domain/links';
import type { Translate } from '../../core/platform/i18n';
import { AccountMenu } from './account-menu';
import { BalanceWidget } from './balance-widget';
import { ProfileIcon } from './icons';

/**
 * The profile (storefront-shell.md §6 "Guest: ... on mobile tapping profile shows the login
 * popup"): a guest gets the sign-in link (on mobile the sign-in popup, when the page has one);
 * a signed-in shopper the balance and the account menu.
 */
export function Profile({ t, mobile }: { t: Translate; mobile: boolean }) {
  const signedIn = useAtomValue(signedInAtom);
  if (signedIn) {
    return (
      <>
        {!mobile && <BalanceWidget t={t} />}
        <AccountMenu t={t} compact={mobile} />
      </>
    );
  }
  return (
    <a
      className={mobile ? 'tool tool--compact' : 'tool'}
      part="sign-in"
      href={signInLink()}
      onClick={(event) => {
        if (!mobile) return;
        // The sign-in popup takes it when the page has one; otherwise signalAuthRequired goes to sign-in itself.
        event.preventDefault();
        signalAuthRequired(location.href);
      }}
    >
      <span className="tool-icon">
        <ProfileIcon />
      </span>
      <span className={mobile ? 'vt-visually-hidden' : 'tool-label'}>{t('header.signIn')}</span>
    </a>
  );
}
