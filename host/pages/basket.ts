import type { PageProps, PageView } from '../../core/domain/navigation';
import { toBuyItNowItem } from '../../core/domain/checkout';
import { withNetworkNotice } from '../offline/network-notice';
import { basketRecommendations } from './basket-recommendations';
import { composePage } from './compose';

export const BUY_IT_NOW_ROUTE = 'SpaBasketBuyItNowEntrypoint';

/**
 * /lk/basket: <vt-checkout> holding the cart's lines (<vt-cart lines-only> in its slot): the lines,
 * delivery and payment, with the order summary beside them (one heading: the page's). /lk/basket/buy-it-now (routing-wallet §2.2
 * SpaBasketBuyItNowData): <vt-checkout> ordering the one item of the route data, so the cart
 * beside it is not shown (it is not part of that order); without an item it is the basket.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const item = props.route.name === BUY_IT_NOW_ROUTE ? toBuyItNowItem(props.data) : null;
  const view = item
    ? composePage(container, props, { heading: 'basket', widgets: [{ tag: 'vt-checkout', attrs: { 'buy-it-now': JSON.stringify(item) } }] })
    : // The basket, and buy-it-now without an item to buy.
      composePage(container, props, {
        heading: 'basket',
        widgets: [{ tag: 'vt-checkout', children: [{ tag: 'vt-cart', attrs: { 'lines-only': '' } }] }],
      });
  // Offline the cart's lines still work (their changes wait for the sync); what places the order
  // (the checkout's delivery, payment and summary) needs the network and is hidden meanwhile.
  return withNetworkNotice(container, props.route.name, item ? view : withBasketRecommendations(container, props, view), 'vt-checkout');
}

function withBasketRecommendations(container: HTMLElement, props: PageProps, view: PageView): PageView {
  const stop = basketRecommendations(container.querySelector<HTMLElement>('section.page') ?? container, props.signal);
  return {
    ...view,
    unmount: () => {
      stop();
      view.unmount();
    },
  };
}
