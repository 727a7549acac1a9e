import type { Language } from '../../../contracts/locales';
import type { Translate } from '../../../core/platform/i18n';
import { formatCountdown, formatRecordAmount, visibleFailedPayments, type FailedPayment } from '../../../core/domain/account';
import { LINKS } from '../../../core/domain/links';

/**
 * The payment-fail page (/lk/payment/fail?status&failReason; storefront-routing-wallet.md §4 "A
 * failed payment stays displayed for failedPaymentsDisplayMinutes minutes; remaining seconds are
 * counted down"; storefront-shell.md §9 "Failed payments shown 150 min").
 */
export function PaymentFail({
  payments,
  reason,
  now,
  language,
  t,
}: {
  payments: FailedPayment[];
  reason: string;
  now: number;
  language: Language;
  t: Translate;
}) {
  const visible = visibleFailedPayments(payments, now);
  return (
    <section className="card" part="payment-fail" aria-labelledby="payment-fail-title">
      <h2 id="payment-fail-title">{t('cabinet.paymentFailTitle')}</h2>
      {reason && <p part="fail-reason">{t('cabinet.failReason', { reason })}</p>}
      {visible.length === 0 ? (
        <p>{t('cabinet.noFailedPayments')}</p>
      ) : (
        <ul className="records">
          {visible.map((payment) => (
            <li key={payment.orderId} className="record" data-order={payment.orderId}>
              <span>{t('cabinet.failedPayment', { id: payment.orderId })}</span>
              <span className="amount">{formatRecordAmount(payment.amountMinor, payment.currency, language)}</span>
              <span className="countdown" part="countdown">
                {t('cabinet.timeLeft')}: <span role="timer">{formatCountdown(payment.secondsLeft)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <a className="link" href={LINKS.deliveries}>
        {t('cabinet.toDeliveries')}
      </a>
    </section>
  );
}
