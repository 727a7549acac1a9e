import type { PageProps, PageView } from '../../core/domain/navigation';
import { h } from '../dom';
import { composePage, type Composition } from './compose';

/**
 * An account page: the route's heading (composePage) followed by the account menu <vt-cabinet>,
 * given the route's name and, for an account section, the route's data as a property (never an
 * attribute: a 150-position list stays a property). Further elements (the wallet, an ad area) are
 * its children: it shows them after its section, in the column beside the menu.
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
  cabinet.append(...extra);
  if (title) title.after(cabinet);
  else container.append(cabinet);
  return view;
}
