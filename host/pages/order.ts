import { resolveConfirmedOrder, minutesToClock } from '../../core/domain/checkout';
import { currencyAtom, languageAtom } from '../../core/platform/locale';
import { isCurrency } from '../../contracts/locales';
import { formatMoney } from '../../core/platform/format';
import type { PageProps, PageView } from '../../core/domain/navigation';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { hostText } from '../texts';
import { coreText } from './core-text';

export const THANK_YOU_ROUTE = 'SpaOrderThankYouEntrypoint';
/** shell §3 banner location "thank-you 105" by its slug in core/banners/codes.ts. */
export const THANK_YOU_BANNER_LOCATION = 'thank-you';

/**
 * The order-confirmed and thank-you pages (routing-wallet §2.2 SpaOrderConfirmedData,
 * SpaOrderThankYouEntrypoint): the order number and items from the route data, else the
 * session-storage copy (routing-wallet §8 confirmed_order_{orderId}), else a broken-order note.
 * The thank-you page adds its ad banners (shell §3 location 105). Server text is set as text.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const orderId = props.url.searchParams.get('orderId');
  const resolved = resolveConfirmedOrder(props.data, orderId);
  const thankYou = props.route.name === THANK_YOU_ROUTE;
  const title = thankYou ? hostText('thankYou') : hostText('order');
  const store = getStore();
  const language = store.get(languageAtom);
  const body: (Node | null)[] = [];
  if (resolved.broken) {
    body.push(h('p', { role: 'status', class: 'page-note' }, hostText('orderBroken')));
  } else {
    const { order } = resolved;
    const currency = isCurrency(order.currency) ? order.currency : store.get(currencyAtom);
    const money = (minor: number) => formatMoney(minor, currency, language);
    body.push(
      h('p', { class: 'order-number' }, `${hostText('orderNumber')}: `, h('strong', { 'data-order-id': order.orderId }, order.orderId)),
      order.address ? h('p', {}, `${hostText('orderAddress')}: ${order.address}`) : null,
      ...order.slots.map((slot) => h('p', {}, `${hostText('orderSlot')}: ${slot.day} ${minutesToClock(slot.from)}–${minutesToClock(slot.to)}`)),
      h('h2', { id: 'order-items' }, hostText('orderItems')),
      h(
        'ul',
        { class: 'order-items', 'aria-labelledby': 'order-items' },
        ...order.items.map((item) =>
          h(
            'li',
            {},
            h('a', { href: `/catalog/${item.nmId}/detail.aspx` }, item.name.trim() || coreText('basket.goodsInfo.untitled')),
            ` · ${item.quantity} × ${money(item.price)}`,
          ),
        ),
      ),
      h('p', { class: 'order-total' }, `${hostText('orderTotal')}: ${money(order.total)}`),
    );
  }
  const section = h(
    'section',
    { class: 'page', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    ...body,
    thankYou ? h('vt-banner-carousel', { location: THANK_YOU_BANNER_LOCATION }) : null,
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
