import type { PageProps, PageView } from '../../core/domain/navigation';
import { summarizeRouteData, SERVER_ERROR_KEY } from '../../core/domain/navigation';
import type { PageKey } from '../../contracts/pages';
import { h } from '../dom';
import { hostText } from '../texts';
import { coreText } from './core-text';

export interface Composition {
  /** The heading when the data gives none. */
  heading: PageKey;
  /** vt-* elements composed on the page (a tag whose chunk does not exist yet stays empty). */
  widgets?: readonly ComposedWidget[];
}

export interface ComposedWidget {
  tag: string;
  attrs?: Record<string, string>;
  /** Elements placed inside it (its <slot>). */
  children?: readonly ComposedWidget[];
}

function widgetElement({ tag, attrs, children }: ComposedWidget): HTMLElement {
  return h(tag, attrs ?? {}, ...(children ?? []).map(widgetElement));
}

/**
 * A route's page: its heading, the widgets it composes and what the data step gave. Server text
 * is rendered as text.
 */
export function composePage(container: HTMLElement, props: PageProps, composition: Composition): PageView {
  const summary = summarizeRouteData(props.data);
  const title = summary.heading ?? hostText(composition.heading);
  const section = h(
    'section',
    { class: 'page', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    props.hasError ? h('p', { role: 'alert', class: 'page-error' }, props.errorMessage ?? coreText(SERVER_ERROR_KEY)) : null,
    props.cardLinked ? h('p', { role: 'status', class: 'page-note' }, coreText('basket.cardIsSuccessfullyLinked')) : null,
    ...(composition.widgets ?? []).map(widgetElement),
    summary.facts.length ? h('p', { class: 'page-facts' }, summary.facts.join(' · ')) : null,
    summary.links.length ? h('ul', { class: 'page-links' }, ...summary.links.map((link) => h('li', {}, h('a', { href: link.href }, link.text)))) : null,
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
