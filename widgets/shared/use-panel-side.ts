import { useLayoutEffect, type RefObject } from 'react';

/** The room kept between a panel and the viewport's edge, px (the panels' width leaves 8 px each side). */
const EDGE_GAP = 8;

/**
 * Opens a popup panel towards the side with room: end-aligned under a header's right corner,
 * start-aligned when its button sits near the left edge of the viewport. When neither side has
 * room (a phone: the bell sits a little left of the corner), the end-aligned panel is moved right
 * just enough to stay inside the viewport. The panel's CSS reads `data-align` ('end' | 'start').
 */
export function usePanelSide(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.style.removeProperty('translate');
    panel.dataset.align = 'end';
    const end = panel.getBoundingClientRect();
    if (end.left >= 0) return;
    panel.dataset.align = 'start';
    if (panel.getBoundingClientRect().right <= document.documentElement.clientWidth) return;
    panel.dataset.align = 'end';
    panel.style.translate = `${EDGE_GAP - end.left}px 0`;
  }, [open, panelRef]);
}
