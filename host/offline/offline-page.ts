import { offlineAtom } from '../../core/network/connection';
import type { PageView } from '../../core/routes/page';
import { getStore } from '../../core/store';
import { h } from '../dom';
import type { HostTextKey } from '../i18n/types';
import { hostText } from '../texts';
import { retryRoute } from './retry';

/**
 * The page shown instead of one the shopper cannot have offline (headed by the page's title, or
 * by 'No internet connection' when null): a page that needs the network
 * (network-need.ts), or one whose data was never saved (the error page's offline face). It says
 * why and offers a retry, and runs the route again by itself when the network comes back.
 */
export function renderOfflinePage(container: HTMLElement, route: string, pageTitle: string | null, why: HostTextKey): PageView {
  const title = pageTitle ?? hostText('offlineTitle');
  const store = getStore();
  const retry = h('button', { type: 'button', class: 'page-retry' }, hostText('offlineRetry'));
  retry.addEventListener('click', () => retryRoute());
  const section = h(
    'section',
    { class: 'page page--offline', 'data-route': route, 'data-offline': '', 'aria-labelledby': 'page-title' },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('section', { class: 'network-notice', role: 'status' }, pageTitle ? h('h2', {}, hostText('offlineTitle')) : null, h('p', {}, hostText(why)), retry),
  );
  container.append(section);
  let retried = false;
  const stop = store.sub(offlineAtom, () => {
    if (retried || store.get(offlineAtom)) return;
    retried = true;
    retryRoute();
  });
  return {
    title,
    unmount: () => {
      stop();
      section.remove();
    },
  };
}
