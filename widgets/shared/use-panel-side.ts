import { useLayoutEffect, type RefObject } from 'react';

/**
 * Opens a popup panel towards the side with room: end-aligned under a header's right corner,
 * start-aligned when its button sits near the left edge of the viewport. The panel's CSS reads
 * `data-align` ('end' | 'start').
 */
export function usePanelSide(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.dataset.align = 'end';
    if (panel.getBoundingClientRect().left < 0) panel.dataset.align = 'start';
  }, [open, panelRef]);
}
