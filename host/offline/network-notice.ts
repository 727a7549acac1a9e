import { offlineAtom } from '../../core/transport/connection';
import type { PageView } from '../../core/domain/navigation';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import type { HostTextKey } from '../i18n/types';
import { hostText } from '../texts';
import { networkNeedOf } from './network-need';
import { retryRoute } from './retry';

export interface NetworkNotice {
  element: HTMLElement;
  dispose(): void;
}

/**
 * "No internet connection: <why this page needs it>. [Try again]" on a page that needs the
 * network (network-need.ts), shown while the page is offline (core/transport/connection); the
 * elements in `needsNetwork` (the checkout) carry `data-offline` meanwhile, and host.css hides
 * what of them needs the network (the checkout's delivery, payment and summary). What works
 * from the device (the cart's lines, queued for the sync) stays usable.
 */
export function networkNotice(why: HostTextKey, needsNetwork: readonly HTMLElement[] = []): NetworkNotice {
  const store = getStore();
  const retry = h('button', { type: 'button', class: 'page-retry' }, hostText('offlineRetry'));
  retry.addEventListener('click', () => retryRoute());
  const element = h(
    'section',
    { class: 'network-notice', role: 'status', 'aria-labelledby': 'network-notice-title' },
    h('h2', { id: 'network-notice-title' }, hostText('offlineTitle')),
    h('p', {}, hostText(why)),
    retry,
  );
  const render = () => {
    const offline = store.get(offlineAtom);
    element.hidden = !offline;
    for (const part of needsNetwork) part.toggleAttribute('data-offline', offline);
  };
  render();
  return { element, dispose: store.sub(offlineAtom, render) };
}

/**
 * Puts the route's network notice (network-need.ts) on a rendered page, after its heading; the
 * elements matching `needsNetwork` carry `data-offline` while offline. The page view as it was for a route that works
 * offline.
 */
export function withNetworkNotice(container: HTMLElement, route: string, view: PageView, needsNetwork = ''): PageView {
  const why = networkNeedOf(route);
  if (!why) return view;
  const parts = needsNetwork ? [...container.querySelectorAll<HTMLElement>(needsNetwork)] : [];
  const notice = networkNotice(why, parts);
  const heading = container.querySelector('#page-title');
  if (heading) heading.after(notice.element);
  else container.prepend(notice.element);
  return {
    title: view.title,
    unmount: () => {
      notice.dispose();
      notice.element.remove();
      view.unmount();
    },
  };
}
