import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import {
  buyItNowItemAtom,
  toBuyItNowItem,
  checkoutViewAtom,
  followLanguageAndCurrency,
  loadBankCards,
  startCheckout,
  startCheckoutCart,
  placeOrder,
  canRemoveCourierOnly,
  deliverByCourier,
  removeCourierOnlyLines,
} from '../../core/domain/checkout';
import { loadProducts } from '../../core/domain/cart';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { emit } from '../../core/platform/dom';
import { formatMoney } from '../../core/platform/format';
import { getStore } from '../../core/platform/store';
import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { DeliverySection } from './delivery-section';
import { errorKey } from './error-key';
import { useCheckoutParts } from './on-demand';
import { PaymentSection } from './payment-section';
import { PlaceOrderSection } from './place-order-section';
import { TotalsSection } from './totals-section';
import './events';

export interface CheckoutProps {
  /** Buy-it-now mode (routing-wallet §2.2 SpaBasketBuyItNowData): {characteristicId, cod1S, quantity}; unset on the basket. */
  buyItNow?: unknown;
  /** Where the shopper goes after placing the order ({orderId} is replaced); default the thank-you page. */
  doneHref?: string;
}

export const DEFAULT_DONE_HREF = '/lk/basket/thankyou?orderId={orderId}';

/** <vt-checkout>: delivery, payment, totals and the place-order button (storefront-routing-wallet.md §3 basket). */
export function Checkout({ buyItNow, doneHref, container }: CheckoutProps & ElementHostProps) {
  const t = useT();
  const view = useAtomValue(checkoutViewAtom);
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const { part: parts, failed: partsFailed, retry: retryParts } = useCheckoutParts();
  const [cartFailed, setCartFailed] = useState(false);
  const [cartAttempt, setCartAttempt] = useState(0);
  // storefront-shell.md §2 courier-only-items popup: asked for by the order button of a pickup order holding them.
  const [courierOnlyOpen, setCourierOnlyOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const item = toBuyItNowItem(buyItNow);
  const itemKey = item ? `${item.characteristicId}:${item.cod1S}:${item.quantity}` : '';

  useEffect(() => {
    let live = true;
    getStore().set(buyItNowItemAtom, item);
    if (item) void loadProducts([item.cod1S]);
    else void startCheckoutCart().then((started) => live && setCartFailed(!started));
    void startCheckout();
    return () => {
      live = false;
    };
    // itemKey stands for item: a new object with the same item must not restart checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemKey, cartAttempt]);

  // A language or currency switch asks again for what the server words or prices in it.
  const shownIn = useRef(`${language}|${currency}`);
  useEffect(() => {
    if (shownIn.current === `${language}|${currency}`) return;
    shownIn.current = `${language}|${currency}`;
    void followLanguageAndCurrency();
  }, [language, currency]);

  // Signing in (here or in another tab) brings the shopper's cards.
  useEffect(() => {
    if (view.signedIn) void loadBankCards();
  }, [view.signedIn]);

  // A chunk loaded on demand (on-demand.ts, cart-lines.ts) did not come: both are asked again.
  const retryOnDemand = () => {
    if (partsFailed) retryParts();
    if (cartFailed) setCartAttempt((n) => n + 1);
  };

  const closeCourierOnly = () => {
    setCourierOnlyOpen(false);
    setRemoveFailure(null);
  };
  const removeCourierOnly = async () => {
    setRemoving(true);
    setRemoveFailure(null);
    try {
      await removeCourierOnlyLines();
      setCourierOnlyOpen(false);
    } catch (error) {
      console.error('[vitrina] removing the courier-only goods failed', error);
      setRemoveFailure(errorKey(error));
    } finally {
      setRemoving(false);
    }
  };
  // Once none is left in a pickup order (removed here, in the cart, or in another tab) the popup has nothing to ask.
  const courierOnlyAsked = courierOnlyOpen && view.blockers.includes('courierOnly');

  const place = async () => {
    if (view.blockers.includes('courierOnly')) {
      setCourierOnlyOpen(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const order = await placeOrder();
      const url = (doneHref || DEFAULT_DONE_HREF).replace('{orderId}', encodeURIComponent(order.orderId));
      const proceed = emit(
        container.host,
        'vt-checkout-order',
        {
          orderId: order.orderId,
          url,
          currency: order.currency,
          total: order.total,
          items: order.items.map((i) => ({ nmId: i.nmId, characteristicId: i.characteristicId, quantity: i.quantity })),
        },
        { cancelable: true },
      );
      if (proceed) location.assign(url);
    } catch (error) {
      console.error('[vitrina] placing the order failed', error);
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };

  // storefront-shell.md §2 "Cart and checkout": the lines (slotted: the basket page puts <vt-cart>
  // here), delivery and payment; beside them on a wide screen a sticky order summary, and on a
  // phone the order button in a bar held at the bottom of the screen (checkout.css).
  return (
    <section className="checkout" aria-labelledby={headingId} part="checkout">
      <div className="main">
        <slot />
        <h2 id={headingId} className="title" part="title">
          {t(item ? 'checkout.buyItNowTitle' : 'checkout.title')}
        </h2>
        {item && (
          <ul className="items" aria-label={t('checkout.items')} part="items">
            {view.lines.map((line) => (
              <li key={line.characteristicId}>
                <span className="item-name">{line.loaded ? line.name.trim() || t('basket.goodsInfo.untitled') : ''}</span>
                {line.sizeName && <span className="hint"> · {line.sizeName}</span>}
                <span className="hint"> · {t('checkout.quantity', { count: line.quantity })}</span>
                {line.price > 0 && <span className="price"> · {formatMoney(line.price * (line.partQuantity ?? line.quantity), currency, language)}</span>}
              </li>
            ))}
          </ul>
        )}
        {(partsFailed || cartFailed) && (
          <p className="error" role="alert">
            {t('common.errors.connectionLost')}{' '}
            <button type="button" className="vt-button" onClick={retryOnDemand}>
              {t('checkout.retry')}
            </button>
          </p>
        )}
        <DeliverySection view={view} parts={parts} t={t} />
        <PaymentSection view={view} t={t} money={(minor) => formatMoney(minor, currency, language)} />
      </div>
      <div className="summary" part="summary">
        <TotalsSection view={view} currency={currency} language={language} t={t} />
        <PlaceOrderSection
          blockers={view.blockers}
          busy={busy}
          errorKey={failure}
          total={formatMoney(view.totals.total, currency, language)}
          t={t}
          onPlace={() => void place()}
          onCourierOnly={() => setCourierOnlyOpen(true)}
        />
      </div>
      {parts && (
        <parts.CourierOnlyDialog
          root={container}
          open={courierOnlyAsked}
          lines={view.courierOnlyLines}
          canRemove={canRemoveCourierOnly()}
          removing={removing}
          failure={removeFailure}
          t={t}
          onCourier={() => {
            deliverByCourier();
            closeCourierOnly();
          }}
          onRemove={() => void removeCourierOnly()}
          onClose={closeCourierOnly}
        />
      )}
    </section>
  );
}
