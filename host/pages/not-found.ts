import type { PageProps, PageView } from '../../core/domain/navigation';
import { h } from '../dom';
import { hostText } from '../texts';

/** The 404 page (routing-wallet §2.2 entrypoint error404). */
export function render(container: HTMLElement, _props: PageProps): PageView {
  const title = hostText('notFound');
  const section = h(
    'section',
    { class: 'page page--error', 'data-route': 'error404' },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    h('p', {}, hostText('notFoundText')),
    h('p', {}, h('a', { href: '/' }, hostText('toHome'))),
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
