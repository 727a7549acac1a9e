import { onDemand } from '../shared/on-demand';
import { useOnDemand, type OnDemandState } from '../shared/use-on-demand';

export type DetailPart = typeof import('./detail-part');

/**
 * The full card's part (its data, the detail view and its styles), loaded when a page or popup
 * card first mounts, never for shelf tiles (DESIGN.md "Budgets": the home page's
 * shelves load only the tile). Kept for the cards mounted later, which render it at once.
 * detail-part.tsx imports nothing the element's own chunk holds: that chunk stays its define
 * module's facade (tools/rollup/manifest.mjs).
 */
const detailPart = onDemand((): Promise<DetailPart> => import('./detail-part'), 'detail-part');

/** Fetches the part ahead of a card that will need it (the host's desktop popup prefetch). */
export const preloadDetailPart = (): Promise<unknown> => detailPart.load();

/** Asks for the part once the card has painted; again on retry() after a failed download. */
export function useDetailPart(): OnDemandState<DetailPart> {
  return useOnDemand(detailPart, true, '<vt-product-card> could not load its detail view');
}
