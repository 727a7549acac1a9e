/**
 * The search combobox's keyboard rules (storefront-shell.md §4 "Search": "Enter on a highlighted
 * brand follows it, otherwise runs the search. Arrow up/down cycles suggestions (wrapping). A tag
 * click appends the tag to the text."; §5 "Search: Enter on empty text does nothing; blank-only
 * text is not searched as typed.").
 */
import { safeHref } from '../../../contracts/banners';
import { normalizeQuery } from './query-text';
import type { Suggestion } from '../../../contracts/suggest';

export type CursorDirection = 'up' | 'down';

/**
 * The highlighted index after an arrow key: down from none goes to the first, up from none to the
 * last, and both wrap round. null when there is nothing to highlight. An index out of range
 * (the list changed under the cursor) counts as none.
 */
export function moveCursor(activeIndex: number | null, count: number, direction: CursorDirection): number | null {
  if (!Number.isSafeInteger(count) || count <= 0) return null;
  const current = activeIndex !== null && Number.isSafeInteger(activeIndex) && activeIndex >= 0 && activeIndex < count ? activeIndex : null;
  if (current === null) return direction === 'down' ? 0 : count - 1;
  return direction === 'down' ? (current + 1) % count : (current - 1 + count) % count;
}

export type EnterAction = { kind: 'follow'; url: string; external: boolean } | { kind: 'search'; text: string } | { kind: 'none' };

const FOLLOWED_KINDS: ReadonlySet<Suggestion['kind']> = new Set(['brand', 'redirect', 'external_redirect']);

/**
 * What Enter does:
 * - a highlighted brand, redirect or external_redirect item with a safe address is followed
 *   (external for external_redirect: a full page load);
 * - any other highlighted item (or one of those whose address is missing or unsafe) runs the
 *   search for its text;
 * - with nothing highlighted the typed text is searched, trimmed; empty or blank-only text does nothing.
 */
export function enterAction(
  items: readonly Suggestion[],
  activeIndex: number | null,
  text: string,
  pageOrigin: string | undefined = globalThis.location?.origin,
): EnterAction {
  const item = activeIndex === null ? undefined : items[activeIndex];
  if (item) {
    const url = FOLLOWED_KINDS.has(item.kind) ? safeHref(item.url, pageOrigin) : null;
    if (url) return { kind: 'follow', url, external: item.kind === 'external_redirect' };
    const query = normalizeQuery(item.query) || normalizeQuery(item.label);
    if (query) return { kind: 'search', text: query };
  }
  const typed = normalizeQuery(text);
  return typed ? { kind: 'search', text: typed } : { kind: 'none' };
}

/** The text after a tag click: the tag appended with single spaces ("платье" + "красное" = "платье красное"). */
export function appendTag(text: string, tag: string): string {
  return normalizeQuery(`${text} ${tag}`);
}
