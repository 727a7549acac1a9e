import type { PageProps, PageView } from '../../core/routes/page';
import { composePage } from './compose';

/** The promotions page (its full content belongs to the page issues; this composes what exists). */
export function render(container: HTMLElement, props: PageProps): PageView {
  return composePage(container, props, { heading: 'promotions', widgets: [{ tag: 'vt-banner-carousel', attrs: { location: 'promo-page' } }] });
}
