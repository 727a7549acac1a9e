import type { PageProps, PageView } from '../../core/routes/page';
import { toBuyItNowItem } from '../../core/checkout/lines';
import { withNetworkNotice } from '../offline/network-notice';
import { composePage } from './compose';

export const BUY_IT_NOW_ROUTE = 'SpaBasketBuyItNowEntrypoint';

/**
 * /lk/basket: <vt-cart> with <vt-checkout>. /lk/basket/buy-it-now (routing-wallet §2.2
 * SpaBasketBuyItNowData): <vt-checkout> ordering the one item of the route data, so the cart
 * beside it is not shown (it is not part of that order); without an item it is the basket.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const item = props.route.name === BUY_IT_NOW_ROUTE ? toBuyItNowItem(props.data) : null;
  const view = item
    ? composePage(container, props, { heading: 'basket', widgets: [{ tag: 'vt-checkout', attrs: { 'buy-it-now': JSON.stringify(item) } }] })
    : // The basket, and buy-it-now without an item to buy.
      composePage(container, props, { heading: 'basket', widgets: [{ tag: 'vt-cart' }, { tag: 'vt-checkout' }] });
  // Offline the cart still works (its changes wait for the sync); placing the order needs the network.
  return withNetworkNotice(container, props.route.name, view, 'vt-checkout');
}
