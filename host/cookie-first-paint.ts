import { storedLanguage } from '../core/config/preferences';

/**
 * host/index.html paints the cookie notice from the HTML, in the page's language (storefront-shell.md
 * §4 "Cookie notice"). A shopper who chose another language waits for the element's own notice in
 * that language instead of reading the first paint in this one.
 */
export function dropCookieFirstPaintInOtherLanguage(doc: Document, language: string | undefined = storedLanguage()): void {
  if (!language) return;
  for (const firstPaint of doc.querySelectorAll<HTMLElement>('vt-cookie-notice > [data-first-paint]')) {
    if (firstPaint.lang && firstPaint.lang !== language) firstPaint.remove();
  }
}
