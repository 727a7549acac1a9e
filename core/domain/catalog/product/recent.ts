import { atom } from 'jotai/vanilla';
import { getTokenData } from '../../../transport/token';
import { addRecentView, readRecentViews } from '../recent';
import { getStore } from '../../../platform/store';

/** The shopper whose recent views these are (storefront-shell.md §3 "Recent views (per user)"); a guest has their own list. */
function currentUser(): string | number | null {
  return getTokenData()?.user ?? null;
}

/** The product numbers viewed, newest first, as the page last read them. */
export const recentViewIdsAtom = atom<number[]>([]);

export function refreshRecentViews(): number[] {
  const ids = readRecentViews(currentUser()).nm.map((entry) => entry.nmId);
  getStore().set(recentViewIdsAtom, ids);
  return ids;
}

/** A product card was shown: it goes first in the shopper's recent views (§5: numeric ids only, cap 100). */
export function recordProductView(nmId: unknown, url?: string): void {
  addRecentView(currentUser(), nmId, url === undefined ? {} : { url });
  refreshRecentViews();
}
