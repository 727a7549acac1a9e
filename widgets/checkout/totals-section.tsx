import { useId } from 'react';
import type { CheckoutView } from '../../core/domain/checkout';
import type { Currency, Language } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';

interface Props {
  view: CheckoutView;
  currency: Currency;
  language: Language;
  t: Translate;
}

/**
 * The order summary: goods at prices before the sale, the sale, the club discount of a premium
 * shopper (shell §6 premium rule), the wallet discount when shown, the VAT in business mode,
 * where the order goes (the pickup point or the courier address, once chosen), and what the
 * shopper pays.
 */
export function TotalsSection({ view, currency, language, t }: Props) {
  const headingId = useId();
  const { totals } = view;
  const destination = view.deliveryWay === 'courier' ? view.choices.courierAddress.trim() : (view.pickupOffice?.name ?? '');
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
        {totals.club > 0 && (
          <div className="club" part="club-discount">
            <dt>{t('checkout.totals.club')}</dt>
            <dd>−{money(totals.club)}</dd>
          </div>
        )}
        {totals.walletDiscount > 0 && (
          <div>
            <dt>{t('checkout.totals.wallet')}</dt>
            <dd>−{money(totals.walletDiscount)}</dd>
          </div>
        )}
        {totals.customs > 0 && (
          <div>
            <dt>{t('checkout.totals.customs')}</dt>
            <dd>{money(totals.customs)}</dd>
          </div>
        )}
        {destination && (
          <div className="destination">
            <dt>{t(`checkout.delivery.${view.deliveryWay}`)}</dt>
            <dd>{destination}</dd>
          </div>
        )}
        <div className="grand">
          <dt>{t('checkout.totals.total')}</dt>
          <dd aria-live="polite">{money(totals.total)}</dd>
        </div>
        {/* shell §6 business mode shows the VAT inside the total, per rate (§9 5, 7, 10, 20). */}
        {view.business &&
          totals.quantity > 0 &&
          (view.vat.length > 0 ? (
            view.vat.map((share) => (
              <div key={share.percent} className="vat" part="vat">
                <dt>{t('checkout.totals.vat', { percent: share.percent })}</dt>
                <dd>{money(share.amount)}</dd>
              </div>
            ))
          ) : (
            <div className="vat" part="vat">
              <dt>{t('checkout.totals.noVat')}</dt>
              <dd />
            </div>
          ))}
      </dl>
    </section>
  );
}
