import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import type { HeldPress } from './tile-actions-placeholder';
import type { TileSizes } from './tile-sizes';
import { onIdle } from '../shared/on-idle';
import { onDemand } from '../shared/on-demand';

export type TileActionsModule = typeof import('./tile-actions');

export interface TileState {
  inFavorites: boolean;
  inCart: number;
}

const noFavoritesAtom = atom<ReadonlySet<number>>(new Set<number>());
const noCartAtom = atom<{ items: Record<string, { data: { quantity: number } } | undefined> }>({ items: {} });

/** The buttons' code waits for an idle moment after the first paint, at most this long (a press loads it at once). */
export const TILE_ACTIONS_IDLE_TIMEOUT_MS = 500;

/** The tile buttons' chunk; once loaded, later grids on the page render the real buttons from their first commit. */
const tileActions = onDemand((): Promise<TileActionsModule> => import('./tile-actions'));

const buttonSelector = ({ nmId, button }: HeldPress) => `li.tile[data-nm="${nmId}"] ${button === 'favorite' ? 'button.toggle' : 'button.add'}`;

/**
 * The store's favourites and cart read once for all tiles (a tile subscribes to nothing:
 * a change re-renders only the memoised tiles whose values it changes). The buttons' code and the
 * favourites and cart sessions load once the grid shows a tile, in the first idle moment after its
 * first paint; a press on a placeholder button before that loads them at once and is replayed on
 * the real button, and focus moves with it.
 */
export function useTileState(hasTiles: boolean, root: ShadowRoot) {
  const [actions, setActions] = useState<TileActionsModule | null>(() => tileActions.current ?? null);
  const favoriteIds = useAtomValue(actions?.favoriteIdsAtom ?? noFavoritesAtom);
  const cartItems = useAtomValue(actions?.cartStateAtom ?? noCartAtom).items;
  const held = useRef<HeldPress | null>(null);

  const load = useCallback(() => {
    tileActions.load().then(
      // Every shown tile renders again: a transition, in slices that never block input.
      (module) => startTransition(() => setActions((current) => current ?? module)),
      (error: unknown) => console.error('[vitrina] vt-product-grid: the tile buttons did not load', error),
    );
  }, []);

  // Not in the first paint's task: the first screen of tiles paints before the buttons' code runs.
  useEffect(() => (hasTiles && !actions ? onIdle(load, TILE_ACTIONS_IDLE_TIMEOUT_MS) : undefined), [hasTiles, actions, load]);
  useEffect(() => {
    if (actions && hasTiles) void actions.startTileSessions().catch(() => {});
  }, [actions, hasTiles]);
  useEffect(() => {
    const press = held.current;
    if (!actions || !press) return;
    held.current = null;
    const real = () => root.querySelector<HTMLButtonElement>(buttonSelector(press));
    // Focus alone moves only when it was lost with the placeholder (the shopper has not gone elsewhere).
    const focusLost = root.activeElement === null && (document.activeElement === null || document.activeElement === document.body);
    if (press.focusOnly && !focusLost) return;
    real()?.focus();
    if (press.focusOnly) return;
    // The press acts once the sessions it changes have loaded the shopper's data (a failed start still lets the button report).
    // The placeholder heart looked empty: its press means "add", already done when the real one is pressed.
    const click = () => {
      const button = real();
      if (press.button === 'favorite' && button?.getAttribute('aria-pressed') === 'true') return;
      button?.click();
    };
    actions.startTileSessions().then(click, click);
  }, [actions, root]);

  const hold = useCallback(
    (press: HeldPress) => {
      // A press outranks an earlier focus; a later focus does not undo a press.
      if (!press.focusOnly || !held.current || held.current.focusOnly) held.current = press;
      load();
    },
    [load],
  );

  return {
    actions,
    hold,
    of: ({ available, favourite }: TileSizes): TileState => ({
      inFavorites: favourite !== undefined && favoriteIds.has(favourite.characteristicId),
      inCart: available ? (cartItems[String(available.characteristicId)]?.data.quantity ?? 0) : 0,
    }),
  };
}
