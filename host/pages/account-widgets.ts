import type { PageProps, PageView } from '../../core/domain/navigation';
import { h } from '../dom';
import { composePage, type Composition } from './compose';

/**
 * An account page: the route's heading (composePage) followed by the account menu <vt-cabinet>,
 * given the route's name and, for an account section, the route's data as a property (never an
 * attribute: a 150-position list stays a property), then any further elements.
 */
export function composeAccountPage(
  container: HTMLElement,
  props: PageProps,
  heading: Composition['heading'],
  section: string | null,
  extra: HTMLElement[] = [],
): PageView {
  const view = composePage(container, props, { heading });
  const cabinet = h('vt-cabinet', { 'route-name': props.route.name, ...(section ? { section } : {}) }) as HTMLElement & { data?: unknown };
  if (section) cabinet.data = props.data;
  const title = container.querySelector('#page-title');
  if (title) title.after(cabinet, ...extra);
  else container.append(cabinet, ...extra);
  return view;
}
