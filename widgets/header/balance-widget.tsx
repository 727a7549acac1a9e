import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import {
  balanceAtom,
  balanceHiddenAtom,
  balanceNetworkErrorAtom,
  balanceView,
  followBalanceHidden,
  setBalanceHidden,
  balanceService,
} from '../../core/domain/wallet';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { formatMoney } from '../../core/platform/format';
import { settingsAtom, ratesPerUsd } from '../../core/domain/settings';
import { walletLink } from '../../core/domain/links';
import type { Translate } from '../../core/platform/i18n';
import { EyeIcon, EyeOffIcon } from './icons';
import { useRuntime } from '../shared/use-runtime';

/**
 * The balance in the profile preview (storefront-shell.md §4 "Balance": can be hidden, remembered;
 * hidden with walletTypeCode > 0 shows the wallet title; §8 a failed fetch shows the network-error mark).
 */
export function BalanceWidget({ t }: { t: Translate }) {
  const runtime = useRuntime();
  const balance = useAtomValue(balanceAtom);
  const networkError = useAtomValue(balanceNetworkErrorAtom);
  const hidden = useAtomValue(balanceHiddenAtom);
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const settings = useAtomValue(settingsAtom);

  useEffect(() => {
    runtime.use(balanceService);
    followBalanceHidden();
  }, [runtime]);

  const view = balance ? balanceView(balance, hidden, currency, ratesPerUsd(settings.rates)) : null;
  const text =
    view === null
      ? '—'
      : view.kind === 'amount'
        ? formatMoney(view.minor, view.currency, language)
        : view.kind === 'wallet-title'
          ? t('header.walletTitle')
          : '•••';

  return (
    <div className="balance" part="balance">
      <a className="balance-link" href={walletLink(settings.switches.enableWalletRedesign)}>
        <span className="vt-visually-hidden">{t('header.balance')}: </span>
        <span className="balance-amount" part="balance-amount">
          {text}
        </span>
        {networkError && (
          <span className="balance-error" part="balance-error" role="img" aria-label={t('header.balanceError')} title={t('header.balanceError')}>
            !
          </span>
        )}
      </a>
      <button
        type="button"
        className="icon-button"
        part="balance-toggle"
        aria-pressed={hidden}
        aria-label={t('header.hideBalance')}
        onClick={() => setBalanceHidden(!hidden)}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
