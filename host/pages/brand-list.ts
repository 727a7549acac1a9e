import type { PageProps, PageView } from '../../core/domain/navigation';
import { CYRILLIC_LETTERS, LATIN_LETTERS, brandLetterPath, brandPath, loadBrandsByLetter, parseBrandLetter } from '../../core/domain/catalog';
import { BRAND_DIGITS_GROUP } from '../../core/platform/format';
import { NotFoundError } from '../../core/transport/http';
import { h } from '../dom';
import { hostText } from '../texts';

/** The letters rows: every group of §9, the current one marked for the shopper and assistive tech. */
function letterNav(current: string | null): HTMLElement {
  return h(
    'nav',
    { class: 'brand-letters', 'aria-label': hostText('brandLetters') },
    // One row per alphabet, then the digits group, as a shopper scans them.
    ...[LATIN_LETTERS, [...CYRILLIC_LETTERS, BRAND_DIGITS_GROUP]].map((row) =>
      h(
        'ul',
        {},
        ...row.map((group) => h('li', {}, h('a', { href: brandLetterPath(group), ...(group === current ? { 'aria-current': 'page' } : {}) }, group))),
      ),
    ),
  );
}

export function brandListHeading(group: string | null): string {
  if (group === null) return hostText('brand-list');
  return group === BRAND_DIGITS_GROUP ? hostText('brandsOnDigits') : hostText('brandsOnLetter', { letter: group });
}

/**
 * The brand list page by letter (storefront-routing-wallet.md §2.3 /{product}/brandlist.aspx?letter=,
 * §2.6 "brand list (and by letter)"): the letters row and the brands of the chosen letter group,
 * read from their brand shards (§9). Without a letter it offers the letters; an unknown letter is
 * a 404.
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const raw = props.url.searchParams.get('letter');
  const group = parseBrandLetter(raw);
  if (raw !== null && group === null) throw new NotFoundError(`${props.url.pathname}${props.url.search}`);
  const brands = group === null ? null : await loadBrandsByLetter(group, props.signal);
  const title = brandListHeading(group);
  let body: HTMLElement;
  if (brands === null) body = h('p', { class: 'page-note' }, hostText('brandListChoose'));
  else if (brands.length === 0) body = h('p', { class: 'page-note' }, hostText('brandListEmpty'));
  else body = h('ul', { class: 'brand-list' }, ...brands.map((brand) => h('li', {}, h('a', { href: brandPath(brand.slug) }, brand.name))));
  const section = h(
    'section',
    { class: 'page page--brand-list', 'data-route': props.route.name },
    h('h1', { id: 'page-title', tabindex: '-1' }, title),
    letterNav(group),
    body,
  );
  container.append(section);
  return { title, unmount: () => section.remove() };
}
