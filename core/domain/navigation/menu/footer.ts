/** storefront-shell.md §2 "Footer with banners, plus an expandable block on home (by and ge only)", §4, §9. */
import type { Locale } from '../../../../contracts/locales';

/** §9 "footer scroll close 10 px". */
export const FOOTER_SCROLL_CLOSE_PX = 10;
/** §6 "expanded footer by/ge". */
export const EXPANDED_FOOTER_LOCALES: readonly Locale[] = ['by', 'ge'];

export function hasExpandedFooter(locale: Locale, onHome: boolean): boolean {
  return onHome && EXPANDED_FOOTER_LOCALES.includes(locale);
}

/** §4 "closes on outside click or scroll above 10 px": measured from where the block was opened. */
export function shouldCloseOnScroll(openedAtY: number, currentY: number): boolean {
  return Math.abs(currentY - openedAtY) > FOOTER_SCROLL_CLOSE_PX;
}
