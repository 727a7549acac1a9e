import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { languageAtom } from '../../core/platform/locale';
import type { CheckoutView, PaymentBanner } from '../../core/domain/checkout';
import { chooseBankCard, choosePaymentType, loadBankCards, loadPaymentBanner, retryPayments, usableCards, readyValue } from '../../core/domain/checkout';
import type { Translate } from '../../core/platform/i18n';
import { PAYMENT_METHOD } from '../../contracts/orders';
import { errorKey } from './error-key';
import { LoadingHint } from './loading-hint';

/** Payment types (POST {basketApi}/payment/list/fordeliveriesv2) and, for the card payment, the shopper's cards with the default one preselected. */
export function PaymentSection({ view, t, money }: { view: CheckoutView; t: Translate; money: (minor: number) => string }) {
  const headingId = useId();
  const types = readyValue(view.payments);
  const cards = usableCards(readyValue(view.bankCards) ?? []);
  return (
    <section className="section" aria-labelledby={headingId} part="payment">
      <h3 id={headingId} className="section-title">
        {t('checkout.payment.title')}
      </h3>
      {view.payments.status === 'loading' && <LoadingHint t={t} />}
      {view.payments.status === 'error' && (
        <p className="error" role="alert">
          {t(errorKey(view.payments.error))}{' '}
          <button type="button" className="vt-button" onClick={() => void retryPayments()}>
            {t('checkout.retry')}
          </button>
        </p>
      )}
      {types && (
        <fieldset className="choices">
          <legend className="vt-visually-hidden">{t('checkout.payment.type')}</legend>
          {types.map((type) => (
            <label key={type.id} className="choice">
              <input type="radio" name="checkout-payment" checked={view.paymentTypeId === type.id} onChange={() => choosePaymentType(type.id)} />
              {type.name}
            </label>
          ))}
        </fieldset>
      )}
      {view.paymentTypeId === PAYMENT_METHOD.PDL && view.installment && (
        <div className="installment" part="installment">
          <p className="hint">{t('checkout.payment.installmentPlans')}</p>
          <ul className="installment-plans">
            {view.installment.map((plan) => (
              <li key={plan.months}>{t('checkout.payment.installmentPlan', { count: plan.months, amount: money(plan.monthlyMinor) })}</li>
            ))}
          </ul>
        </div>
      )}
      {view.needsCard && view.signedIn && (
        <>
          {view.bankCards.status === 'loading' && <LoadingHint t={t} />}
          {view.bankCards.status === 'error' && (
            <p className="error" role="alert">
              {t(errorKey(view.bankCards.error))}{' '}
              <button type="button" className="vt-button" onClick={() => void loadBankCards(true)}>
                {t('checkout.retry')}
              </button>
            </p>
          )}
          {view.bankCards.status === 'ready' && (
            <>
              <fieldset className="choices cards">
                <legend>{t('checkout.payment.cards')}</legend>
                {cards.length === 0 && <p className="hint">{t('checkout.payment.noCards')}</p>}
                {cards.map((card) => (
                  <label key={card.id} className="choice">
                    <input type="radio" name="checkout-card" checked={view.bankCardId === card.id} onChange={() => chooseBankCard(card.id)} />
                    <span>
                      {card.paymentSystem} {card.mask}
                    </span>
                    {card.isDefault && <span className="badge">{t('checkout.payment.defaultCard')}</span>}
                  </label>
                ))}
              </fieldset>
              <CardBanner mask={cards.find((card) => card.id === view.bankCardId)?.mask ?? null} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The partner bank's offer for the chosen card (shell §7 "POST /webapi/lk/payment/marketing/banner?pan="); nothing when there is none. */
function CardBanner({ mask }: { mask: string | null }) {
  const [banner, setBanner] = useState<PaymentBanner | null>(null);
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    let current = true;
    setBanner(null);
    if (mask) void loadPaymentBanner(mask).then((next) => current && setBanner(next));
    return () => {
      current = false;
    };
  }, [mask, language]);
  if (!banner) return null;
  return (
    <p className="card-banner" part="card-banner">
      {banner.href ? <a href={banner.href}>{banner.text}</a> : banner.text}
    </p>
  );
}
