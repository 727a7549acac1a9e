import type { PageProps, PageView, ServicePage } from '../../core/domain/navigation';
import { readServiceContent, legalLinks, serviceMenu } from '../../core/domain/navigation';
import { h } from '../dom';
import { hostText, serviceTitle as titleOf } from '../texts';

function menuGroup(label: string, pages: readonly ServicePage[], current: string): HTMLElement | null {
  if (pages.length === 0) return null;
  const id = `services-group-${pages[0]!.group}`;
  return h(
    'section',
    { class: 'services-group', 'aria-labelledby': id },
    h('h2', { id }, label),
    h('ul', {}, ...pages.map((p) => h('li', {}, h('a', p.path === current ? { href: p.path, 'aria-current': 'page' } : { href: p.path }, titleOf(p.slug))))),
  );
}

/**
 * A service page under /services (routing-wallet §2.5): the page's text from the server and the
 * legal links of the domain, then the side menu with the two groups as the country domain shows
 * them (beside the text on a wide screen, after it on a phone).
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const { title, paragraphs } = readServiceContent(props.data);
  const heading = title ?? titleOf(props.params.slug ?? 'presservice');
  const menu = serviceMenu(props.locale);
  const legal = legalLinks(props.locale, props.url.origin);
  const layout = h(
    'div',
    { class: 'services', 'data-route': props.route.name },
    h(
      'article',
      { class: 'services-article' },
      h('h1', { id: 'page-title', tabindex: '-1' }, heading),
      ...paragraphs.map((text) => h('p', {}, text)),
      h(
        'section',
        { class: 'services-legal', 'aria-labelledby': 'services-legal' },
        h('h2', { id: 'services-legal' }, hostText('legal')),
        h('ul', {}, ...legal.map((link) => h('li', {}, h('a', { href: link.href }, titleOf(link.slug))))),
      ),
    ),
    h(
      'nav',
      { class: 'services-menu', 'aria-label': hostText('servicesMenu') },
      menuGroup(hostText('aboutCompany'), menu.about, props.url.pathname),
      menuGroup(hostText('toClient'), menu.client, props.url.pathname),
    ),
  );
  container.append(layout);
  return { title: heading, unmount: () => layout.remove() };
}
