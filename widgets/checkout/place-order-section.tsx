import { useId } from 'react';
import { signalAuthRequired, signInUrl } from '../../core/transport/token';
import type { BlockReason } from '../../core/domain/checkout';
import type { Translate } from '../../core/platform/i18n';

interface Props {
  blockers: readonly BlockReason[];
  busy: boolean;
  errorKey: string | null;
  /** What the shopper pays, formatted: shown beside the button in the phone's bottom bar. */
  total: string;
  t: Translate;
  onPlace(): void;
  /** Opens the courier-only-items popup (storefront-shell.md §2). */
  onCourierOnly(): void;
}

/** The place-order button: disabled while anything blocks it, with every reason listed and tied to it (aria-describedby). */
export function PlaceOrderSection({ blockers, busy, errorKey, total, t, onPlace, onCourierOnly }: Props) {
  const reasonsId = useId();
  // A pickup order with courier-only goods: the button asks how to deliver them (the popup) before anything else.
  const disabled = (blockers.length > 0 && !blockers.includes('courierOnly')) || busy;
  return (
    <div className="place" part="place-order">
      {blockers.length > 0 && (
        <div id={reasonsId} className="reasons" part="reasons">
          <p className="reasons-title">{t('checkout.blocked.title')}</p>
          <ul>
            {blockers.map((reason) => (
              <li key={reason} data-reason={reason}>
                {reason === 'signIn' ? (
                  <a
                    href={signInUrl(location.href)}
                    onClick={(event) => {
                      // The sign-in popup, so the shopper stays at checkout (storefront-shell.md §6).
                      event.preventDefault();
                      signalAuthRequired(location.href);
                    }}
                  >
                    {t('checkout.blocked.signIn')}
                  </a>
                ) : reason === 'courierOnly' ? (
                  <button type="button" className="link-button" onClick={onCourierOnly}>
                    {t('checkout.blocked.courierOnly')}
                  </button>
                ) : (
                  t(`checkout.blocked.${reason}`)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {errorKey && (
        <p className="error" role="alert">
          {t(errorKey)} {t('checkout.keptChoices')}
        </p>
      )}
      <div className="order-bar" part="order-bar">
        {/* The totals above say it to assistive technology; the bar repeats it for the eye. */}
        <p className="bar-total" aria-hidden="true">
          <span className="bar-total-label">{t('checkout.totals.total')}</span> <span className="bar-total-sum">{total}</span>
        </p>
        <button
          type="button"
          className="vt-button vt-button--primary place-button"
          disabled={disabled}
          aria-describedby={blockers.length > 0 ? reasonsId : undefined}
          onClick={onPlace}
        >
          {busy ? t('checkout.placing') : errorKey ? t('checkout.retryOrder') : t('checkout.placeOrder')}
        </button>
      </div>
    </div>
  );
}
