import type { Order } from '../../data/orders';
import type { Deps } from '../deps';
import { notFound } from '../errors';
import { toPositiveInt } from '../input';

/**
 * SpaBasketBuyItNowData (routing-wallet §2.2): ?chrtId (or ?nm with ?size = optionId, else the first
 * size in stock) [&quantity] -> {item: {characteristicId, cod1S, quantity}}; an unknown product is 404, no product asked for {item: null}.
 */
export function buyItNowItem(deps: Deps, q: Record<string, string>) {
  if (!q.chrtId && !q.nm) return { item: null };
  const quantity = toPositiveInt(q.quantity) ?? 1;
  const byChrt = deps.data.sizeByChrt.get(toPositiveInt(q.chrtId) ?? -1);
  if (byChrt) return { item: { characteristicId: byChrt.size.chrtId, cod1S: byChrt.product.nmId, quantity } };
  const product = deps.data.productById.get(toPositiveInt(q.nm) ?? -1);
  if (!product) throw notFound('buy-it-now needs a known chrtId or nm');
  const size = product.sizes.find((s) => String(s.optionId) === q.size) ?? product.sizes.find((s) => s.stocks.some((st) => st.qty > 0)) ?? product.sizes[0];
  if (!size) throw notFound('the product has no sizes');
  return { item: { characteristicId: size.chrtId, cod1S: product.nmId, quantity } };
}

/**
 * SpaOrderConfirmedData and SpaOrderThankYouEntrypoint: ?orderId -> {orderId, order} of the signed-in
 * shopper (order null when unknown: the client falls back to session storage, routing-wallet §8).
 */
export function orderPageData(orders: readonly Order[], q: Record<string, string>) {
  const orderId = q.orderId ?? '';
  return { orderId, order: orders.find((o) => o.orderId === orderId) ?? null };
}
