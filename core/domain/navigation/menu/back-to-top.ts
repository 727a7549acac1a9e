/**
 * storefront-shell.md §2 "Back-to-top button: on desktop (width 768 or more) once scrolled below
 * the app container; on mobile when scrolling up beyond 1.5 screen heights".
 */
export const BACK_TO_TOP_DESKTOP_MIN_WIDTH_PX = 768;
export const BACK_TO_TOP_MOBILE_SCREENS = 1.5;

export interface ScrollPosition {
  viewportWidth: number;
  viewportHeight: number;
  scrollY: number;
  /** scrollY at the previous scroll event (direction). */
  previousScrollY: number;
  /**
   * Page Y of the app container's top edge: "scrolled below the app container" is read as the
   * page scrolled past where the container starts. null when there is none (one screen is used).
   */
  containerTop: number | null;
}

export function isBackToTopVisible(p: ScrollPosition): boolean {
  if (p.viewportWidth >= BACK_TO_TOP_DESKTOP_MIN_WIDTH_PX) {
    const threshold = p.containerTop ?? p.viewportHeight;
    return p.scrollY > Math.max(threshold, 0);
  }
  const scrollingUp = p.scrollY < p.previousScrollY;
  return scrollingUp && p.scrollY > BACK_TO_TOP_MOBILE_SCREENS * p.viewportHeight;
}
