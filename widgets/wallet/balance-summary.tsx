import type { Balance } from '../../contracts/balance';
import type { Language, Locale } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';

/**
 * storefront-shell.md §3 "Balance: totalBalance, cashbackBalance, balanceCurrency ...;
 * moneyBalanceGEL and moneyBalanceTJS": the GEL and TJS money balances show in their locales or when non-zero.
 */
export function BalanceSummary({ balance, locale, language, t }: { balance: Balance; locale: Locale; language: Language; t: Translate }) {
  const rows: Array<[string, string, string]> = [
    ['total', t('wallet.total'), formatMoney(balance.totalBalance, balance.balanceCurrency, language)],
    ['cashback', t('wallet.cashback'), formatMoney(balance.cashbackBalance, balance.balanceCurrency, language)],
  ];
  if (locale === 'ge' || balance.moneyBalanceGEL !== 0) rows.push(['gel', t('wallet.moneyGel'), formatMoney(balance.moneyBalanceGEL, 'GEL', language)]);
  if (locale === 'tj' || balance.moneyBalanceTJS !== 0) rows.push(['tjs', t('wallet.moneyTjs'), formatMoney(balance.moneyBalanceTJS, 'TJS', language)]);
  return (
    <dl className="figures" part="balance">
      {rows.map(([key, label, value]) => (
        <div className="figure" key={key} data-figure={key}>
          <dt>{label}</dt>
          <dd className={key === 'total' ? 'amount amount--total' : 'amount'}>{value}</dd>
        </div>
      ))}
      <div className="figure" data-figure="currency">
        <dt>{t('wallet.currency')}</dt>
        <dd className="amount">{balance.balanceCurrency}</dd>
      </div>
    </dl>
  );
}
