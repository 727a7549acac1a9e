/** storefront-shell.md §4 "Tooltip", §9 "Tooltips and popups", §9 "Layout: mobile breakpoint 1024 px". */
export const TOOLTIP_DEFAULTS = { distance: 10, delay: 0, zIndex: 11111 } as const;
/** §9 "finance tooltip auto-closes after 6 s". */
export const FINANCE_TOOLTIP_CLOSE_MS = 6000;
export const MOBILE_BREAKPOINT_PX = 1024;

export type TooltipTrigger = 'hover' | 'click' | 'always';

/** §4 "In mobile or popup mode it becomes a popup." */
export function isPopupMode(viewportWidth: number, forcePopup = false): boolean {
  return forcePopup || viewportWidth < MOBILE_BREAKPOINT_PX;
}
