import { useId } from 'react';
import type { CheckoutTotals } from '../../core/domain/checkout';
import type { Currency, Language } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';

interface Props {
  totals: CheckoutTotals;
  currency: Currency;
  language: Language;
  t: Translate;
}

/** Goods at prices before the sale, the sale, the wallet discount when shown, and what the shopper pays. */
export function TotalsSection({ totals, currency, language, t }: Props) {
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, currency, language);
  return (
    <section className="section totals" aria-labelledby={headingId} part="totals">
      <h3 id={headingId} className="section-title">
        {t('checkout.totals.title')}
      </h3>
      <dl className="sums">
        <div>
          <dt>{t('checkout.totals.goods', { count: totals.quantity })}</dt>
          <dd>{money(totals.goods)}</dd>
        </div>
        {totals.sale > 0 && (
          <div>
            <dt>{t('checkout.totals.sale')}</dt>
            <dd>−{money(totals.sale)}</dd>
          </div>
        )}
        {totals.walletDiscount > 0 && (
          <div>
            <dt>{t('checkout.totals.wallet')}</dt>
            <dd>−{money(totals.walletDiscount)}</dd>
          </div>
        )}
        <div className="grand">
          <dt>{t('checkout.totals.total')}</dt>
          <dd aria-live="polite">{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
