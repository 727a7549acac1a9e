/**
 * Every tag the kit defines and how to load it. Literal import() calls make rollup emit one
 * chunk per widget; the loader imports a chunk when its tag first appears in the DOM.
 */
export const WIDGET_CHUNKS: Record<string, () => Promise<unknown>> = {
  'vt-store': () => import('../store/store.define'),
  'vt-cookie-notice': () => import('../cookie-notice/cookie-notice.define'),
  'vt-locale-switcher': () => import('../locale-switcher/locale-switcher.define'),
};
