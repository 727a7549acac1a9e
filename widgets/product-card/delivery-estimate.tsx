import type { ProductStockView } from '../../contracts/products';
import { deliveryEstimate, isDeliveryDelayed, canDeliverToday, windowSlotStarts } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

export interface DeliveryProps {
  stocks: readonly ProductStockView[];
  /** When the card was read (ms): the estimate counts from it. */
  since: number;
  now: number;
  t: Translate;
}

/** The delivery estimate of the chosen size; §8 past due shows the delayed status; routing-wallet §5 express today. */
export function DeliveryEstimate({ stocks, since, now, t }: DeliveryProps) {
  const estimate = deliveryEstimate(stocks, since);
  if (!estimate) return null;
  const delayed = isDeliveryDelayed(estimate, now);
  const fastestHours = (estimate.earliest - since) / 3_600_000;
  const today = !delayed && canDeliverToday({ now: new Date(now), deliveryHours: fastestHours, slotStarts: windowSlotStarts() });
  return (
    <p className={delayed ? 'delivery delivery--delayed' : 'delivery'} part="delivery" role="status">
      {delayed ? t('productCard.deliveryDelayed') : t('productCard.delivery', { from: estimate.earliest, to: estimate.latest })}
      {today && <span className="badge badge--today"> · {t('productCard.deliveryToday')}</span>}
      {estimate.kind !== 'marketplace' && <span className="kind"> · {t(`productCard.kinds.${estimate.kind}`)}</span>}
    </p>
  );
}
