import type { PageProps, PageView } from '../../core/routes/page';
import { composePage } from './compose';

/** The cabinet page (its full content belongs to the page issues; this composes what exists). */
export function render(container: HTMLElement, props: PageProps): PageView {
  return composePage(container, props, { heading: 'cabinet', widgets: [{ tag: 'vt-cabinet' }] });
}
