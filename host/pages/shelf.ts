/**
 * A product shelf of the host pages (home: popular, recommendations, recent views): a heading with
 * previous and next buttons, and a row of <vt-product-card variant="shelf">. The cards are put in
 * only when the shelf nears the viewport (DESIGN.md: widgets below the fold load on visibility);
 * until then each place holds a plain link of the same size, so the first view needs no script and
 * nothing shifts. The row is a slider (swiper, widgets/shared/slider, in its native-scroll mode:
 * touch momentum, trackpads and wheels as any scrolling row) started at the same moment; the
 * buttons move it a page of cards at a time and show once it runs and the row overflows.
 */
import { CAROUSEL_TRANSITION_MS } from '../../core/domain/banners';
import { productPath } from '../../core/domain/catalog';
import type { Slider, SliderState } from '../../widgets/shared/slider/slider';
import { h } from '../dom';
import { hostText } from '../texts';

export interface ShelfItem {
  nmId: number;
  /** Shown in the plain link before the card arrives. */
  name?: string;
  /** The listing's card data, passed to the card (no request). */
  card?: unknown;
}

/** Cards per shelf (a layout choice; the spec gives none). */
export const SHELF_SIZE = 20;

/** Starts loading a little before the shelf scrolls into view. */
const NEAR_VIEWPORT = '200px';
/** Space between the cards, in CSS pixels (the slider's, and the row's own until it starts). */
const SHELF_GAP_PX = 16;

const SHELF_CSS = `
.vt-shelf { margin-block: 24px; }
.vt-shelf-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin: 0 0 12px; }
.vt-shelf h2 { margin: 0; font-size: 1.25em; }
.vt-shelf-controls { display: flex; gap: 8px; }
.vt-shelf-controls[hidden] { display: flex; visibility: hidden; }
.vt-shelf-move { display: inline-flex; align-items: center; justify-content: center; inline-size: 44px; block-size: 44px; padding: 0; border: 1px solid #d6d6de; border-radius: 50%; background: #fff; color: inherit; cursor: pointer; }
.vt-shelf-move:disabled { opacity: 0.4; cursor: default; }
.vt-shelf-move::before { content: ''; inline-size: 10px; block-size: 10px; border-block-start: 2px solid currentColor; border-inline-start: 2px solid currentColor; transform: translateX(2px) rotate(-45deg); }
.vt-shelf-move--next::before { transform: translateX(-2px) rotate(135deg); }
/* z-index 0 (swiper's is 1): the row stays under whatever the page lays over it. */
.vt-shelf-slider { position: relative; z-index: 0; }
/* position: relative makes the row the containing block of the cards' absolutely placed parts (visually hidden labels): its scrolling clips them, so they never widen the page (a phone zoomed out to 1648 px). */
.vt-shelf-row { position: relative; display: flex; list-style: none; margin: 0; padding: 0 0 8px; overflow-x: auto; scrollbar-width: none; }
.vt-shelf-row::-webkit-scrollbar { display: none; }
.vt-shelf-slider:not(.swiper-initialized) > .vt-shelf-row { gap: ${SHELF_GAP_PX}px; }
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

interface ShelfParts {
  section: HTMLElement;
  slider: HTMLElement;
  row: HTMLElement;
  controls: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
}

/** Starts the row's slider: the buttons move it and follow its ends; none show for a row that fits. */
function startSlider(parts: ShelfParts, isDisposed: () => boolean): Promise<Slider | null> {
  const follow = ({ atStart, atEnd }: SliderState) => {
    parts.previous.disabled = atStart;
    parts.next.disabled = atEnd;
    parts.controls.hidden = atStart && atEnd;
  };
  return import('../../widgets/shared/slider/slider-engine').then(
    (engine) => {
      if (isDisposed()) return null;
      const slider = engine.createSlider(parts.slider, {
        nativeScroll: true,
        multiple: true,
        paged: true,
        gapPx: SHELF_GAP_PX,
        speedMs: CAROUSEL_TRANSITION_MS,
        keyboardScope: parts.section,
        onChange: follow,
      });
      parts.previous.onclick = () => slider.previous();
      parts.next.onclick = () => slider.next();
      follow(slider.state);
      return slider;
    },
    (error: unknown) => {
      // The row still scrolls natively (touch, trackpad, wheel); only the buttons stay hidden.
      console.warn('[vitrina] a product shelf could not load its slider (swiper)', error);
      return null;
    },
  );
}

/** Observes until the shelf is near, then swaps each plain link for its card and starts the slider. */
function upgradeWhenNear(parts: ShelfParts, items: readonly ShelfItem[]): () => void {
  let disposed = false;
  let slider: Slider | null = null;
  const upgrade = () => {
    items.forEach((item, i) => parts.row.children[i]?.replaceChildren(card(item)));
    void startSlider(parts, () => disposed).then((started) => (slider = started));
  };
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === 'undefined') upgrade();
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer?.disconnect();
        upgrade();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(parts.row);
  }
  return () => {
    disposed = true;
    observer?.disconnect();
    slider?.destroy();
  };
}

export interface Shelf {
  element: HTMLElement;
  dispose(): void;
}

function moveButton(direction: 'previous' | 'next', rowId: string): HTMLButtonElement {
  const button = h('button', {
    type: 'button',
    class: `vt-shelf-move vt-shelf-move--${direction}`,
    'aria-label': hostText(direction === 'previous' ? 'shelfPrevious' : 'shelfNext'),
    'aria-controls': rowId,
  });
  button.disabled = true;
  return button;
}

export function productShelf(id: string, title: string, items: readonly ShelfItem[]): Shelf {
  adoptShelfStyles(document);
  const headingId = `shelf-${id}`;
  const rowId = `shelf-row-${id}`;
  const row = h(
    'ul',
    { class: 'vt-shelf-row swiper-wrapper', id: rowId },
    ...items.map((item) =>
      h('li', { class: 'swiper-slide' }, h('a', { class: 'vt-shelf-link', href: productPath(item.nmId) }, item.name || String(item.nmId))),
    ),
  );
  const slider = h('div', { class: 'vt-shelf-slider swiper' }, row);
  const previous = moveButton('previous', rowId);
  const next = moveButton('next', rowId);
  const controls = h('div', { class: 'vt-shelf-controls' }, previous, next);
  controls.hidden = true;
  const section = h(
    'section',
    { class: 'vt-shelf', 'aria-labelledby': headingId, 'data-shelf': id },
    h('div', { class: 'vt-shelf-head' }, h('h2', { id: headingId }, title), controls),
    slider,
  );
  return { element: section, dispose: upgradeWhenNear({ section, slider, row, controls, previous, next }, items) };
}
