import { useId } from 'react';
import type { Language } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';
import { WALLET_KIND_LIMITS } from '../../core/domain/wallet';
import { WALLET_KINDS, type WalletKind } from '../../contracts/wallet';

/** The §9 limits are given in minor units without a currency: shown in roubles. */
const LIMITS_CURRENCY = 'RUB';

/** storefront-shell.md §6 wallet kinds, §9 wallet limits: the table with the shopper's kind marked. */
export function LimitsTable({
  kind,
  monthRemaining,
  language,
  t,
}: {
  kind: WalletKind | null;
  monthRemaining: number | null;
  language: Language;
  t: Translate;
}) {
  const captionId = useId();
  return (
    <div className="limits" part="limits">
      <table aria-labelledby={captionId}>
        <caption id={captionId}>{t('wallet.limits')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallet.kind')}</th>
            <th scope="col">{t('wallet.monthLimit')}</th>
            <th scope="col">{t('wallet.oneTimeLimit')}</th>
          </tr>
        </thead>
        <tbody>
          {WALLET_KINDS.map((name) => (
            <tr key={name} className={name === kind ? 'current' : undefined} aria-current={name === kind ? 'true' : undefined}>
              <th scope="row">
                {t(`wallet.kinds.${name}`)}
                {name === kind && <span className="badge"> ({t('wallet.yourKind')})</span>}
              </th>
              <td>{formatMoney(WALLET_KIND_LIMITS[name].month, LIMITS_CURRENCY, language)}</td>
              <td>{formatMoney(WALLET_KIND_LIMITS[name].oneTime, LIMITS_CURRENCY, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {monthRemaining !== null && (
        <p className="remaining" part="month-remaining">
          {t('wallet.monthRemaining')}: {formatMoney(monthRemaining, LIMITS_CURRENCY, language)}
        </p>
      )}
    </div>
  );
}
