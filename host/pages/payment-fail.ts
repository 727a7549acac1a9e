import type { PageProps, PageView } from '../../core/domain/navigation';
import { withNetworkNotice } from '../offline/network-notice';
import { composeAccountPage } from './account-widgets';

/**
 * /lk/payment/fail?status&failReason (storefront-routing-wallet.md §2.3, §2.4 card-linking return,
 * §4 failed payments shown 150 min with the countdown): the failReason of the address wins over the data's.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const reason = props.url.searchParams.get('failReason');
  const data = reason ? { ...(typeof props.data === 'object' && props.data !== null ? props.data : {}), failReason: reason } : props.data;
  return withNetworkNotice(container, props.route.name, composeAccountPage(container, { ...props, data }, 'payment-fail', 'payment-fail'));
}
