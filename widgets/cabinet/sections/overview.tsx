import { useAtomValue } from 'jotai/react';
import { isRecord, readNumber, readString } from '../../../contracts/wire';
import type { Translate } from '../../../core/platform/i18n';
import { settingsAtom } from '../../../core/domain/settings';
import { LINKS, walletLink } from '../../../core/domain/links';
import { confirmSecurityCode, confirmTwoFactor, SECURITY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../../core/domain/wallet';
import { ProofForm } from './proof-form';
import { SecondFactorWindow } from './second-factor-window';

/** The hash sections of /lk (storefront-routing-wallet.md §2.3: #notifications, #check2fa, #securityCode, #no-wallet-for-b2b). */
export const LK_HASHES = {
  notifications: '#notifications',
  check2fa: '#check2fa',
  securityCode: '#securityCode',
  noWalletForB2b: '#no-wallet-for-b2b',
} as const;

/** The personal cabinet's start (SpaPersonalCabinetData **(demo)** {user:{name}, activeOrders, archiveOrders}) and its hash sections. */
export function Overview({ data, hash, t }: { data: unknown; hash: string; t: Translate }) {
  const redesign = useAtomValue(settingsAtom).switches.enableWalletRedesign;
  const walletHref = walletLink(redesign);
  const user = isRecord(data) && isRecord(data.user) ? data.user : {};
  const name = readString(user, 'name');
  const record = isRecord(data) ? data : {};
  const active = readNumber(record, 'activeOrders');
  const archive = readNumber(record, 'archiveOrders');

  return (
    <>
      {hash === LK_HASHES.noWalletForB2b && (
        <section className="card card--notice" part="notice" id="no-wallet-for-b2b" role="alert">
          <h2>{t('cabinet.noWalletForB2bTitle')}</h2>
          <p>{t('cabinet.noWalletForB2b')}</p>
        </section>
      )}
      {hash === LK_HASHES.check2fa && (
        <ProofForm
          id="check2fa"
          title={t('cabinet.check2faTitle')}
          text={t('cabinet.check2faText')}
          label={t('cabinet.code2faLabel')}
          length={TWO_FACTOR_CODE_LENGTH}
          confirm={confirmTwoFactor}
          walletHref={walletHref}
          t={t}
        >
          <SecondFactorWindow walletHref={walletHref} t={t} />
        </ProofForm>
      )}
      {hash === LK_HASHES.securityCode && (
        <ProofForm
          id="securityCode"
          title={t('cabinet.securityCodeTitle')}
          text={t('cabinet.securityCodeText')}
          label={t('cabinet.securityCodeLabel')}
          length={SECURITY_CODE_LENGTH}
          confirm={confirmSecurityCode}
          walletHref={walletHref}
          t={t}
        />
      )}
      {hash === LK_HASHES.notifications && (
        <section className="card" part="notifications" id="notifications" aria-labelledby="notifications-title">
          <h2 id="notifications-title">{t('cabinet.notificationsTitle')}</h2>
          <vt-notifications></vt-notifications>
        </section>
      )}
      <section className="card" part="overview" aria-labelledby="overview-title">
        <h2 id="overview-title">{name ? t('cabinet.greeting', { name }) : t('cabinet.overviewTitle')}</h2>
        <ul className="facts">
          {active !== undefined && (
            <li>
              <a className="link" href={LINKS.deliveries}>
                {t('cabinet.activeOrders', { count: active })}
              </a>
            </li>
          )}
          {archive !== undefined && (
            <li>
              <a className="link" href={LINKS.purchases}>
                {t('cabinet.archiveOrders', { count: archive })}
              </a>
            </li>
          )}
          <li>
            <a className="link" href={LINKS.notifications}>
              {t('cabinet.notificationsTitle')}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
