import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { reshapeWalletDetails } from '../../contracts/wallet';
import { signedInAtom } from '../../core/transport/token';
import { balanceStateAtom, balanceService, isWalletBlocked, replenishMethods, walletDiscountOffer, type ReplenishMethod } from '../../core/domain/wallet';
import { languageAtom, localeAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { settingsAtom } from '../../core/domain/settings';
import { signInLink, walletLink } from '../../core/domain/links';
import { userInfoAtom } from '../../core/domain/account';
import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { BalanceSummary } from './balance-summary';
import { LimitsTable } from './limits-table';
import { Purchases } from './purchases';
import { useWalletAccess } from './use-wallet-access';
import './events';
import { useRuntime } from '../shared/use-runtime';

export interface WalletProps {
  /** The wallet page's data (SpaWalletPurchaseData): status, kind, month remaining, purchases. */
  details?: unknown;
  /** The page already ran the wallet checks (the host page does, before it shows). */
  skipChecks?: boolean;
}

/** Each top-up method's button: card first and primary (routing-wallet §9 crypto for BYN beside it). */
const REPLENISH_BUTTON: Record<ReplenishMethod, { className: string; label: string }> = {
  card: { className: 'vt-button vt-button--primary', label: 'wallet.replenish' },
  crypto: { className: 'vt-button', label: 'wallet.replenishCrypto' },
};

/**
 * The wallet (storefront-routing-wallet.md §5 Wallet, §6; storefront-shell.md §3
 * Balance, §6 wallet kinds, §9 limits): balance, status, limits, the top-up entry and purchases.
 */
export function Wallet({ details, skipChecks = false, container }: WalletProps & ElementHostProps) {
  const t = useT();
  const runtime = useRuntime();
  const signedIn = useAtomValue(signedInAtom);
  const balanceState = useAtomValue(balanceStateAtom);
  const language = useAtomValue(languageAtom);
  const locale = useAtomValue(localeAtom);
  const settings = useAtomValue(settingsAtom);
  const redesign = settings.switches.enableWalletRedesign;
  const businessMode = useAtomValue(userInfoAtom)?.businessMode ?? false;
  const access = useWalletAccess(signedIn && !skipChecks, container.host as HTMLElement, signedIn);
  const wallet = useMemo(() => reshapeWalletDetails(details), [details]);

  useEffect(() => runtime.use(balanceService), [runtime]);

  if (!signedIn) {
    return (
      <section className="wallet" part="wallet" aria-label={t('wallet.label')}>
        <p>{t('wallet.signInText')}</p>
        <a className="vt-button vt-button--primary link-button" part="sign-in" href={signInLink()}>
          {t('wallet.signIn')}
        </a>
      </section>
    );
  }
  if (access.kind === 'checking' || access.kind === 'redirect' || access.kind === 'sign-in') {
    return (
      <section className="wallet" part="wallet" aria-label={t('wallet.label')} aria-busy="true">
        <p role="status">{t('wallet.loading')}</p>
      </section>
    );
  }
  if (access.kind === 'not-found') {
    return (
      <section className="wallet" part="wallet" aria-label={t('wallet.label')}>
        <p role="alert">{t('wallet.unavailable')}</p>
      </section>
    );
  }

  const balance = balanceState.status === 'guest' ? null : balanceState.balance;
  const blocked = isWalletBlocked(wallet.status);
  const currency = balance?.balanceCurrency ?? '';
  const offer = balance
    ? walletDiscountOffer({ locale, currency: balance.balanceCurrency, signedIn, businessMode, walletTypeCode: balance.walletTypeCode, settings })
    : null;
  return (
    <section className="wallet" part="wallet" aria-label={t('wallet.label')}>
      {balanceState.status === 'error' && (
        <p role="alert" className="error" part="balance-error">
          {t('wallet.balanceError')}
        </p>
      )}
      {balance ? <BalanceSummary balance={balance} locale={locale} language={language} t={t} /> : <p role="status">{t('wallet.loading')}</p>}
      <p className="status" part="status">
        {t('wallet.status')}: <strong data-status={wallet.status}>{t(`wallet.statuses.${wallet.status}`)}</strong>
      </p>
      {offer && (
        <p className="offer" part="discount-offer">
          {t('wallet.discountOffer', { percent: offer.percent, amount: offer.upToMajor, currency: 'RUB' })}
        </p>
      )}
      <div className="replenish" part="replenish-methods">
        {replenishMethods(currency).map((method) => (
          <button
            key={method}
            type="button"
            className={REPLENISH_BUTTON[method].className}
            // A literal per method, so the element manifest lists both parts.
            part={method === 'card' ? 'replenish' : 'replenish-crypto'}
            disabled={blocked}
            onClick={() => emit(container.host, 'vt-wallet-replenish', { currency, method })}
          >
            {t(REPLENISH_BUTTON[method].label)}
          </button>
        ))}
      </div>
      <LimitsTable kind={wallet.kind} monthRemaining={wallet.monthRemaining} language={language} t={t} />
      <Purchases purchases={wallet.purchases} href={walletLink(redesign)} language={language} t={t} />
    </section>
  );
}
