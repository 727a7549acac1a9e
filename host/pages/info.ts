import type { PageProps, PageView } from '../../core/domain/navigation';
import { composePage } from './compose';

/** The info page (its full content belongs to the page issues; this composes what exists). */
export function render(container: HTMLElement, props: PageProps): PageView {
  return composePage(container, props, { heading: 'info' });
}
