import { atom } from 'jotai/vanilla';
import { getStore } from '../../../platform/store';

/**
 * The card's data module comes with the popup's first opening, not with the host page that starts
 * the popup (it is not part of the home page's JS); the desktop prefetch has usually fetched it by then.
 */
const detailModule = () => import('./detail');

/** What the grid asked for: the product, its page address and the chosen size. */
export interface PopupRequest {
  nmId: number;
  href: string;
  size?: string;
}

export interface PopupState {
  /** The product shown (null: closed). */
  current: PopupRequest | null;
  /** Loading the current product's card. */
  processing: boolean;
  /** §4 "A second request for a different product while processing is remembered as the target." */
  target: PopupRequest | null;
  /** §8 "if offline, a modal error 'Internet connection is lost' is shown and state reset". */
  offline: boolean;
}

const CLOSED: PopupState = { current: null, processing: false, target: null, offline: false };
export const productPopupAtom = atom<PopupState>(CLOSED);

const set = (next: PopupState) => getStore().set(productPopupAtom, next);
const get = () => getStore().get(productPopupAtom);

async function show(request: PopupRequest): Promise<void> {
  set({ current: request, processing: true, target: null, offline: false });
  const { loadProductDetail, productDetailsAtom } = await detailModule();
  if (get().current?.nmId !== request.nmId) return; // reset or replaced while the module came
  await loadProductDetail(request.nmId);
  const state = get();
  if (state.current?.nmId !== request.nmId) return; // reset or replaced meanwhile
  const loaded = getStore().get(productDetailsAtom)[request.nmId];
  if (loaded?.status === 'error' && loaded.failure === 'offline') {
    set({ ...CLOSED, offline: true });
    return;
  }
  if (state.target && state.target.nmId !== request.nmId) {
    void show(state.target);
    return;
  }
  set({ ...state, processing: false, target: null });
}

/** §4 "Product popup: One at a time": opens the popup for a product, or remembers it while one is loading. */
export function openProductPopup(request: PopupRequest): void {
  const state = get();
  if (state.processing && state.current) {
    if (request.nmId !== state.current.nmId) set({ ...state, target: request });
    return;
  }
  void show(request);
}

/** Closes the popup (Escape, back, the close button). */
export function closeProductPopup(): void {
  set(CLOSED);
}

/** §4 "Resets on page transition"; also after the offline modal is dismissed. */
export const resetProductPopup = closeProductPopup;
