import { rememberLanguageForServer, storedLanguage } from '../core/domain/settings';

/**
 * host/index.html paints the cookie notice from the HTML, and the demo server a product page's
 * title, in the page's language (storefront-shell.md §4 "Cookie notice"). A shopper who chose
 * another language waits for the elements' own texts in that language instead of reading the
 * first paint in this one; the language is remembered for the server (a cookie), so its next
 * first paint is in that language already.
 */
export function dropFirstPaintInOtherLanguage(doc: Document, language: string | undefined = storedLanguage()): void {
  if (!language) return;
  if (language === storedLanguage()) rememberLanguageForServer();
  for (const firstPaint of doc.querySelectorAll<HTMLElement>('vt-cookie-notice > [data-first-paint], #route-preview > [data-first-paint]')) {
    if (firstPaint.lang && firstPaint.lang !== language) firstPaint.remove();
  }
}
