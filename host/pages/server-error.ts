import { offlineAtom } from '../../core/transport/connection';
import type { PageProps, PageView, ServerErrorDetails } from '../../core/domain/navigation';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { networkNeedOf } from '../offline/network-need';
import { renderOfflinePage } from '../offline/offline-page';
import { hostText } from '../texts';

function detailsOf(data: unknown): ServerErrorDetails | null {
  return data && typeof data === 'object' && typeof (data as ServerErrorDetails).error === 'string' ? (data as ServerErrorDetails) : null;
}

/** A failure of the network, not of the server: the page's data (or code) could not be fetched. */
function isNetworkFailure(details: ServerErrorDetails | null): boolean {
  return getStore().get(offlineAtom) || /^NetworkError\b/.test(details?.error ?? '');
}

/**
 * The 500 (critical-error) page with the error and its details (routing-wallet §8). Offline it is
 * the offline page instead: the page was not saved for offline use, or needs the network (checkout,
 * wallet, payment), with a retry.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const details = detailsOf(props.data);
  if (isNetworkFailure(details)) return renderOfflinePage(container, 'error500', null, networkNeedOf(details?.route) ?? 'offlineNotSaved');
  const title = hostText('serverError');
  const rows: Array<[string, string]> = details
    ? [
        ['error', details.error],
        ['method', details.method],
        ['route', details.route],
        ['url', details.url],
        ['initial', String(details.initial)],
        ['forced', String(details.forced)],
      ]
    : [];
  const retry = h('button', { type: 'button', class: 'page-retry' }, hostText('retry'));
  retry.addEventListener('click', () => location.reload());
  const section = h(
    'section',
    { class: 'page page--error', 'data-route': 'error500' },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('p', {}, hostText('serverErrorText')),
    retry,
    rows.length ? h('details', {}, h('summary', {}, hostText('details')), h('dl', {}, ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]))) : null,
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
