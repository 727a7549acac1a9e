import { useSyncExternalStore } from 'react';

/** storefront-shell.md §9 "mobile breakpoint 1024 px": below it the mobile layouts apply. */
export const MOBILE_BREAKPOINT_PX = 1024;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * One MediaQueryList per query for the page: React reads the snapshot on every render, and
 * matchMedia() parses the query and creates a new list each time (it showed in the keystroke profile).
 */
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** 'auto' follows the §9 breakpoint; an integrator may pin a layout. */
export type LayoutMode = 'auto' | 'desktop' | 'mobile';

export function useIsMobile(layout: string | undefined): boolean {
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (layout === 'mobile') return true;
  if (layout === 'desktop') return false;
  return mobile;
}
