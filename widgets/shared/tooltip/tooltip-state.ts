import { atom } from 'jotai/vanilla';
import { getStore } from '../../../core/platform/store';

/** §4 "Only one at a time": the id of the open tooltip, page-wide (every element shares the store). */
export const activeTooltipAtom = atom<string | null>(null);

export function showTooltip(id: string): void {
  getStore().set(activeTooltipAtom, id);
}

export function hideTooltip(id: string): void {
  const store = getStore();
  if (store.get(activeTooltipAtom) === id) store.set(activeTooltipAtom, null);
}
