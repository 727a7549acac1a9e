import type { PageProps, PageView, ServerErrorDetails } from '../../core/domain/navigation';
import { h } from '../dom';
import { hostText } from '../texts';

function detailsOf(data: unknown): ServerErrorDetails | null {
  return data && typeof data === 'object' && typeof (data as ServerErrorDetails).error === 'string' ? (data as ServerErrorDetails) : null;
}

/** The 500 (critical-error) page with the error and its details (routing-wallet §8). */
export function render(container: HTMLElement, props: PageProps): PageView {
  const title = hostText('serverError');
  const details = detailsOf(props.data);
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
    { class: 'page page--error', 'data-route': 'error500', 'aria-labelledby': 'page-title' },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('p', {}, hostText('serverErrorText')),
    retry,
    rows.length ? h('details', {}, h('summary', {}, hostText('details')), h('dl', {}, ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]))) : null,
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
