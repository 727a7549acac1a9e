import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import {
  cartLinesAtom,
  cartNetworkErrorAtom,
  cartProductIdsAtom,
  cartTotalsAtom,
  removeFromCart,
  setCartQuantity,
  setIncludeInOrder,
  loadProducts,
  productsAtom,
  deliveryWayAtom,
  setDeliveryWay,
  DELIVERY_WAYS,
  startCart,
} from '../../core/domain/cart';
import { currencyAtom, languageAtom, localeAtom } from '../../core/platform/locale';
import { loadSubjectRules, returnPolicy, subjectRulesAtom } from '../../core/domain/catalog';
import { emit } from '../../core/platform/dom';
import { formatMoney } from '../../core/platform/format';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { CartLine, cartLineLabels, type CartLineActions } from './cart-line';
import { VirtualList } from '../shared/list/virtual-list';
import '../shared/events/cart';

export interface CartProps {
  /** Only the lines: no title, delivery way or totals (the basket page, where <vt-checkout> shows them beside the lines). */
  linesOnly?: boolean;
}

/** The cart: storefront-shell.md §2 "Cart and checkout". */
export function Cart({ linesOnly = false, container }: CartProps & ElementHostProps) {
  const t = useT();
  const lines = useAtomValue(cartLinesAtom);
  const products = useAtomValue(productsAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const networkError = useAtomValue(cartNetworkErrorAtom);
  const deliveryWay = useAtomValue(deliveryWayAtom);
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const locale = useAtomValue(localeAtom);
  // shell §7 static no-return subjects and return days: each line says whether and for how long it can be returned.
  const subjectRules = useAtomValue(subjectRulesAtom);
  useEffect(() => void loadSubjectRules(), []);
  const returnNote = (subjectId: number | undefined): string => {
    if (!subjectId) return '';
    const policy = returnPolicy(subjectRules, subjectId, locale);
    return policy.kind === 'noReturn' ? t('cart.noReturn') : policy.kind === 'days' ? t('cart.returnDays', { count: policy.days }) : '';
  };

  const labels = useMemo(() => cartLineLabels(t), [t]);
  useEffect(() => void startCart(), []);
  const productIds = useAtomValue(cartProductIdsAtom);
  useEffect(() => {
    if (productIds.length > 0) void loadProducts(productIds);
  }, [productIds]);

  const actions = useMemo<CartLineActions>(() => {
    const host = container.host;
    const report = (action: 'quantity' | 'remove' | 'include', characteristicId: number, product: number, quantity: number) =>
      emit(host, 'vt-cart-change', { action, characteristicId, product, quantity });
    return {
      setQuantity: (line, quantity) =>
        void setCartQuantity(line.characteristicId, quantity).then(() => report('quantity', line.characteristicId, line.cod1S, Math.max(1, quantity))),
      setInclude: (line, include) =>
        void setIncludeInOrder(line.characteristicId, include).then(() => report('include', line.characteristicId, line.cod1S, line.quantity)),
      remove: (line) => void removeFromCart([line.characteristicId]).then(() => report('remove', line.characteristicId, line.cod1S, 0)),
    };
  }, [container]);

  return (
    <section className="cart" part="cart" aria-label={t('cart.title')}>
      {!linesOnly && <h2 className="title">{t('cart.title')}</h2>}
      {networkError && (
        <p className="notice" role="status">
          {t('common.errors.connectionLost')}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="empty-state" part="empty">
          {t('cart.empty')}
        </p>
      ) : (
        <VirtualList
          items={lines}
          rowHeight={112}
          narrowRowHeight={176}
          label={t('cart.lines')}
          keyOf={(line) => line.characteristicId}
          renderRow={(line) => (
            <CartLine
              line={line}
              product={products[line.cod1S]}
              currency={currency}
              language={language}
              t={t}
              labels={labels}
              actions={actions}
              returnNote={returnNote(products[line.cod1S]?.subjectId)}
            />
          )}
        />
      )}
      {!linesOnly && (
        <>
          <fieldset className="delivery" part="delivery">
            <legend>{t('cart.deliveryWay')}</legend>
            {DELIVERY_WAYS.map((way) => (
              <label key={way} className="choice">
                <input type="radio" name="delivery-way" value={way} checked={deliveryWay === way} onChange={() => setDeliveryWay(way)} />
                {t(`cart.delivery.${way}`)}
              </label>
            ))}
          </fieldset>
          <p className="totals" part="totals" aria-live="polite">
            <span>{t('cart.totalItems', { count: totals.orderedQuantity })}</span>
            <span className="price">{formatMoney(totals.total, currency, language)}</span>
          </p>
        </>
      )}
    </section>
  );
}
