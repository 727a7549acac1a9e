/**
 * The desktop product popup on the host page (storefront-shell.md §2 "Product-card clicks:
 * desktop opens a popup, mobile navigates to the product page"; §4 "Product popup": one at a
 * time, remembers the target, resets on page transition). The card's address goes into history
 * as a local entry (routing-wallet §2.1 isLocalHandler: the router handles it without a route
 * change), so Back closes the popup.
 *
 * When product links open in a new tab (routing-wallet §6, by setting or experiment; never on
 * mobile), the tiles and shelf cards send no vt-product-select and their target=_blank link opens
 * the page beside the list instead of this popup (widgets/shared/use-product-new-tab.ts says why).
 */
import { closeProductPopup, openProductPopup, productPopupAtom, resetProductPopup } from '../core/domain/catalog';
import { findSpaHistoryEntry, historyIdOf, newHistoryId, saveSpaHistoryEntry, type HistoryState } from '../core/domain/navigation';
import { getStore } from '../core/platform/store';
import '../widgets/shared/events/product-select';
import '../widgets/product-popup/events';

/** §9 "desktop-only breakpoint 1024" / "mobile breakpoint 1024 px". */
export const POPUP_MIN_WIDTH = 1024;
const POPUP_TAG = 'vt-product-popup';
const POPUP_CARD_TAG = 'vt-product-card';
/** Elements whose product links open the popup: their pointer over them fetches its chunks (they are not preloaded, core/routes/table.ts `later`). */
const PRODUCT_LISTS = 'vt-product-grid, vt-product-card';
const started = new WeakSet<Document>();

type LoaderApi = { whenDefined(tag: string): Promise<unknown> };
/** The card's class (widgets/product-card/product-card.element.ts): its full view is a part of its own. */
type CardClass = { preloadDetail?(): Promise<unknown> };

/**
 * Fetches the popup's chunks, the card's detail part among them, the first time the pointer comes
 * over a product list on desktop, or the keyboard focus comes into one (a tile's link opens the popup).
 */
function prefetchOnIntent(doc: Document, desktop: MediaQueryList): void {
  const onIntent = (event: Event) => {
    if (!desktop.matches || !(event.target instanceof Element) || !event.target.closest(PRODUCT_LISTS)) return;
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    const loader = (globalThis as { vitrina?: LoaderApi }).vitrina;
    // A failure shows when the popup opens.
    void loader?.whenDefined(POPUP_TAG).catch(() => undefined);
    void loader
      ?.whenDefined(POPUP_CARD_TAG)
      .then((card) => (card as CardClass).preloadDetail?.())
      .catch(() => undefined);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
}

/** Pushes the popup's address as a local entry of the current route (what the router's own pushLocalEntry writes). */
function pushLocalEntry(win: Window, href: string): void {
  const route = findSpaHistoryEntry(historyIdOf(win.history.state))?.name ?? '';
  const id = newHistoryId();
  saveSpaHistoryEntry({ id, name: route, title: '', isLocalHandler: true });
  const state: HistoryState = { spaId: id };
  win.history.pushState(state, '', href);
}

/** Starts the popup behaviour once per document (page modules showing product cards may call it too). */
export function startProductPopup(doc: Document = document): void {
  if (started.has(doc)) return;
  started.add(doc);
  const win = doc.defaultView ?? window;
  const desktop = win.matchMedia(`(min-width: ${POPUP_MIN_WIDTH}px)`);
  /** The address of the open popup's history entry, when we pushed one. */
  let pushedHref: string | null = null;
  prefetchOnIntent(doc, desktop);

  doc.addEventListener('vt-product-select', (event) => {
    if (!desktop.matches || event.defaultPrevented) return;
    const target = new URL(event.detail.href, win.location.href);
    if (target.origin !== win.location.origin) return; // not ours to show: the link navigates
    const href = target.pathname + target.search;
    event.preventDefault();
    if (!doc.querySelector(POPUP_TAG)) doc.body.append(doc.createElement(POPUP_TAG));
    const { nmId, size } = event.detail;
    openProductPopup({ nmId, href, ...(size !== undefined ? { size } : {}) });
    if (pushedHref !== null) win.history.replaceState(win.history.state, '', href);
    else pushLocalEntry(win, href);
    pushedHref = href;
  });

  // Closed from the popup (Escape, the close button, the backdrop): leave its history entry.
  doc.addEventListener('vt-product-popup-close', () => {
    if (pushedHref === null) return;
    pushedHref = null;
    win.history.back();
  });

  // Back (or forward) away from the popup's entry closes it.
  win.addEventListener('popstate', () => {
    if (pushedHref === null) return;
    if (win.location.pathname + win.location.search !== pushedHref) {
      pushedHref = null;
      closeProductPopup();
    }
  });

  // §4 "Resets on page transition".
  doc.addEventListener('vt-route-change', () => {
    pushedHref = null;
    const state = getStore().get(productPopupAtom);
    if (state.current || state.offline) resetProductPopup();
  });
}
