/**
 * A product shelf of the host pages (home: popular, recommendations, recent views): a heading and
 * a row of <vt-product-card variant="shelf">. The cards are put in only when the shelf nears the
 * viewport (DESIGN.md: widgets below the fold load on visibility); until then each place holds a
 * plain link of the same size, so the first view needs no script and nothing shifts.
 */
import { productPath } from '../../core/domain/catalog';
import { h } from '../dom';

export interface ShelfItem {
  nmId: number;
  /** Shown in the plain link before the card arrives. */
  name?: string;
  /** The listing's card data, passed to the card (no request). */
  card?: unknown;
}

/** Starts loading a little before the shelf scrolls into view. */
const NEAR_VIEWPORT = '200px';

const SHELF_CSS = `
.vt-shelf { margin-block: 24px; }
.vt-shelf h2 { margin: 0 0 12px; font-size: 1.25em; }
/* position: relative makes the row the containing block of the cards' absolutely placed parts (visually hidden labels): its scrolling clips them, so they never widen the page (a phone zoomed out to 1648 px). */
.vt-shelf-row { position: relative; display: flex; gap: 16px; list-style: none; margin: 0; padding: 0 0 8px; overflow-x: auto; }
.vt-shelf-row > li { flex: 0 0 var(--vt-shelf-card-width, 180px); min-block-size: calc(var(--vt-shelf-card-width, 180px) * 4 / 3 + 96px); }
.vt-shelf-link { display: block; min-block-size: 44px; overflow-wrap: anywhere; }
.vt-page-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

let adopted = false;
export function adoptShelfStyles(doc: Document): void {
  if (adopted) return;
  adopted = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(SHELF_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    /* old engines: the shelf still works unstyled */
  }
}

function card(item: ShelfItem): HTMLElement {
  const element = document.createElement('vt-product-card');
  element.setAttribute('variant', 'shelf');
  element.setAttribute('nm-id', String(item.nmId));
  if (item.card !== undefined) (element as HTMLElement & { product?: unknown }).product = item.card;
  return element;
}

/** Observes until the shelf is near, then swaps each plain link for its card. */
function upgradeWhenNear(row: HTMLElement, items: readonly ShelfItem[]): () => void {
  const upgrade = () => items.forEach((item, i) => row.children[i]?.replaceChildren(card(item)));
  if (typeof IntersectionObserver === 'undefined') {
    upgrade();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      upgrade();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(row);
  return () => observer.disconnect();
}

export interface Shelf {
  element: HTMLElement;
  dispose(): void;
}

export function productShelf(id: string, title: string, items: readonly ShelfItem[]): Shelf {
  adoptShelfStyles(document);
  const headingId = `shelf-${id}`;
  const row = h(
    'ul',
    { class: 'vt-shelf-row' },
    ...items.map((item) => h('li', {}, h('a', { class: 'vt-shelf-link', href: productPath(item.nmId) }, item.name || String(item.nmId)))),
  );
  const element = h('section', { class: 'vt-shelf', 'aria-labelledby': headingId, 'data-shelf': id }, h('h2', { id: headingId }, title), row);
  return { element, dispose: upgradeWhenNear(row, items) };
}
