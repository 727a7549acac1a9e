import type { Language } from '../../../contracts/locales';
import type { Translate } from '../../../core/platform/i18n';
import {
  canCancel,
  cancelMinutesLeft,
  deliveryGroup,
  formatRecordAmount,
  formatRecordDate,
  orderStatusName,
  paymentStatusName,
  type OrderView,
} from '../../../core/domain/account';

/**
 * Active orders (SpaGetGroupedDeliveries) with their statuses (storefront-routing-wallet.md §3 order
 * and payment statuses, delivery type groups, order-item actions) and the 60-min cancel window
 * (storefront-shell.md §9). No cancel call is given by the spec: the window is shown, not acted on.
 */
export function Deliveries({ orders, now, language, t }: { orders: OrderView[]; now: number; language: Language; t: Translate }) {
  return (
    <section className="card" part="deliveries" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{t('cabinet.deliveriesTitle')}</h2>
      {orders.length === 0 ? (
        <p>{t('cabinet.noDeliveries')}</p>
      ) : (
        <ul className="orders">
          {orders.map((order) => (
            <li key={order.orderId} className="order" data-order={order.orderId}>
              <h3>{t('cabinet.order', { id: order.orderId })}</h3>
              <dl className="order-facts">
                <div>
                  <dt>{t('cabinet.orderedAt')}</dt>
                  <dd>{formatRecordDate(order.orderedAtMs, language)}</dd>
                </div>
                <div>
                  <dt>{t('cabinet.orderStatus')}</dt>
                  <dd data-status={order.status}>{t(`cabinet.orderStatuses.${orderStatusName(order.status) ?? 'unknown'}`)}</dd>
                </div>
                <div>
                  <dt>{t('cabinet.paymentStatus')}</dt>
                  <dd data-payment-status={order.paymentStatus}>{t(`cabinet.paymentStatuses.${paymentStatusName(order.paymentStatus) ?? 'Unknown'}`)}</dd>
                </div>
                <div>
                  <dt>{t('cabinet.deliveryType')}</dt>
                  <dd>
                    {t(`cabinet.deliveryGroups.${deliveryGroup(order.deliveryType)}`)}
                    {order.address ? `, ${order.address}` : ''}
                  </dd>
                </div>
              </dl>
              <ul className="items">
                {order.items.map((item) => (
                  <li key={item.rid} className="item">
                    <span>{[item.brand, item.name].filter(Boolean).join(' / ') || t('basket.goodsInfo.untitled')}</span>
                    <span className="amount">{formatRecordAmount(item.priceMinor, order.currency, language)}</span>
                    {canCancel(order.orderedAtMs, item.cancelItem, now) && (
                      <span className="cancel-window" part="cancel-window">
                        {t('cabinet.cancelWindow', { count: cancelMinutesLeft(order.orderedAtMs, now) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
