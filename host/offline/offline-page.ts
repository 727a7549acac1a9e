import { offlineAtom } from '../../core/transport/connection';
import type { PageView } from '../../core/domain/navigation';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import type { HostTextKey } from '../i18n/types';
import { hostText } from '../texts';
import { retryRoute } from './retry';

/**
 * The browser says online, yet the page could not be fetched: the connection is often not up yet
 * just after the `online` event, and the worker only hears of the network again through a
 * request. The route runs again after these waits (the last one repeating) while the page shows.
 */
export const ONLINE_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;
/** Failed runs since the browser last went offline: the next wait's index. */
let onlineFailures = 0;

/**
 * The page shown instead of one the shopper cannot have offline (headed by the page's title, or
 * by 'No internet connection' when null): a page that needs the network
 * (network-need.ts), or one whose data was never saved (the error page's offline face). It says
 * why and offers a retry, and runs the route again by itself when the network comes back, and
 * again after a while when it was back already (ONLINE_RETRY_DELAYS_MS).
 */
export function renderOfflinePage(container: HTMLElement, route: string, pageTitle: string | null, why: HostTextKey): PageView {
  const title = pageTitle ?? hostText('offlineTitle');
  const store = getStore();
  const retry = h('button', { type: 'button', class: 'page-retry' }, hostText('offlineRetry'));
  retry.addEventListener('click', () => retryRoute());
  const section = h(
    'section',
    { class: 'page page--offline', 'data-route': route, 'data-offline': '' },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('section', { class: 'network-notice', role: 'status' }, pageTitle ? h('h2', {}, hostText('offlineTitle')) : null, h('p', {}, hostText(why)), retry),
  );
  container.append(section);
  let retried = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retryOnce = () => {
    if (retried) return;
    retried = true;
    clearTimeout(timer);
    retryRoute();
  };
  const browserOnline = () => container.ownerDocument.defaultView?.navigator.onLine !== false;
  const stop = store.sub(offlineAtom, () => {
    if (!store.get(offlineAtom)) retryOnce();
    else if (!browserOnline()) onlineFailures = 0;
  });
  if (browserOnline()) {
    timer = setTimeout(retryOnce, ONLINE_RETRY_DELAYS_MS[Math.min(onlineFailures, ONLINE_RETRY_DELAYS_MS.length - 1)]);
    onlineFailures++;
  } else {
    onlineFailures = 0;
  }
  return {
    title,
    unmount: () => {
      stop();
      clearTimeout(timer);
      section.remove();
    },
  };
}
