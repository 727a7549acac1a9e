/**
 * storefront-shell.md §5 "Suggestions: common capped at 7; duplicates of history removed; order
 * by type history, common, brand, tags (ordering map 6 then 0, 1, 2, 5); history limit 20; tags
 * limited by max_tags_rows rows of 47 px. When no suggestions exist for the typed text, the typed
 * text itself is offered." §9 "Search".
 */
import { HISTORY_LIMIT } from './history';
import { normalizeQuery, queryKey } from './query-text';
import { SUGGESTION_TYPE, type Suggestion } from '../../../contracts/suggest';

export { SUGGEST_HIDE_MS } from './hide-delay';

/** §9 "suggestions debounce 100 ms; hide 150 ms (hide-delay.ts); max suggestions 7; ... tag row 47 px". */
export const SUGGEST_DEBOUNCE_MS = 100;
export const MAX_SUGGESTIONS = 7;
export const TAG_ROW_HEIGHT_PX = 47;
/** §9 "offset of brand logo images 32x13": the box a brand logo is drawn in. */
export const BRAND_LOGO_SIZE_PX = { width: 32, height: 13 } as const;
/** max_tags_rows when the answer has none (the spec gives no default): one row. */
export const DEFAULT_MAX_TAGS_ROWS = 1;

/**
 * The §5 ordering map, "6 then 0, 1, 2, 5": tags (6) come first, as the chip rows drawn above the
 * list, then the list itself in type order history (0), common (1), brand (2), then type 5; any
 * other type the server sends goes after those. The prose "history, common, brand, tags" names
 * the four types in the order §3 defines them; the map is the more specific statement of where
 * each group goes, so it is what is implemented: the list keeps history, common, brand (as the
 * prose and the issue say) and tags are a separate leading block.
 */
export const SUGGESTION_TYPE_ORDER: readonly number[] = [SUGGESTION_TYPE.tags, SUGGESTION_TYPE.history, SUGGESTION_TYPE.common, SUGGESTION_TYPE.brand, 5];

export interface OrderSuggestionsInput {
  /** The local search history, newest first (history.ts). */
  history: readonly string[];
  /** The hint api's suggestions, reshaped (core/api/suggestions.ts). */
  server: readonly Suggestion[];
  typedText: string;
  /** The answer's max_tags_rows. */
  maxTagsRows?: number;
}

export interface OrderedSuggestions {
  /** Tag chips (type 6), drawn first; cut to what fits with tagsThatFit once measured. */
  tags: Suggestion[];
  /** The rows the keyboard moves through: history, common (at most 7), brand, type 5, others. */
  list: Suggestion[];
  maxTagsRows: number;
  /** max_tags_rows rows of 47 px. */
  tagAreaMaxHeightPx: number;
}

/**
 * Builds the dropdown content:
 * - history: the local entries containing the typed text (all of them while nothing is typed),
 *   then the server's own history items, de-duplicated, at most 20;
 * - server items whose text repeats a history entry are dropped ("duplicates of history removed"),
 *   as are repeats within the answer;
 * - common items are capped at 7;
 * - when nothing at all is left for a non-blank typed text, that text is offered (kind 'self').
 */
export function orderSuggestions({ history, server, typedText, maxTagsRows }: OrderSuggestionsInput): OrderedSuggestions {
  const typed = normalizeQuery(typedText);
  const typedKey = typed.toLowerCase();

  const historyItems = uniqueByText([
    ...history.filter((entry) => queryKey(entry).includes(typedKey)).map(historySuggestion),
    ...server.filter((item) => item.type === SUGGESTION_TYPE.history),
  ]).slice(0, HISTORY_LIMIT);
  const historyKeys = new Set(historyItems.map((item) => queryKey(item.label)));

  const rest = uniqueByText(server.filter((item) => item.type !== SUGGESTION_TYPE.history && !historyKeys.has(queryKey(item.label))));
  const common = rest.filter((item) => item.type === SUGGESTION_TYPE.common).slice(0, MAX_SUGGESTIONS);
  const tags = rest.filter((item) => item.type === SUGGESTION_TYPE.tags);
  const others = rest
    .filter((item) => item.type !== SUGGESTION_TYPE.common && item.type !== SUGGESTION_TYPE.tags)
    .sort((a, b) => typeRank(a.type) - typeRank(b.type));

  let list = [...historyItems, ...common, ...others];
  if (typed && list.length === 0 && tags.length === 0) list = [selfSuggestion(typed)];

  const rows = validRows(maxTagsRows);
  return { tags, list, maxTagsRows: rows, tagAreaMaxHeightPx: rows * TAG_ROW_HEIGHT_PX };
}

/** The first of each (type, text) pair: a brand "Apple" and a common "apple" are both kept. */
function uniqueByText(items: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.type}:${queryKey(item.label)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Position in the ordering map; types it does not name go last (Array.sort keeps their order). */
function typeRank(type: number): number {
  const rank = SUGGESTION_TYPE_ORDER.indexOf(type);
  return rank === -1 ? SUGGESTION_TYPE_ORDER.length : rank;
}

function validRows(rows: number | undefined): number {
  return rows !== undefined && Number.isSafeInteger(rows) && rows >= 0 ? rows : DEFAULT_MAX_TAGS_ROWS;
}

export function historySuggestion(text: string): Suggestion {
  const label = normalizeQuery(text);
  return { type: SUGGESTION_TYPE.history, kind: 'history', label, query: label };
}

/** "the typed text itself is offered". */
export function selfSuggestion(typedText: string): Suggestion {
  const label = normalizeQuery(typedText);
  return { type: SUGGESTION_TYPE.common, kind: 'self', label, query: label, typedText: label };
}

/**
 * How many tags, in order, fit in `maxRows` rows of `containerWidth` (a flex-wrap layout with
 * `gapPx` between chips; each row is TAG_ROW_HEIGHT_PX high, so the area is rows x 47 px).
 * A chip wider than the container takes a row of its own. Widths that are not finite
 * non-negative numbers count as 0.
 */
export function tagsThatFit(widths: readonly number[], containerWidth: number, maxRows: number, gapPx = 0): number {
  if (!(containerWidth > 0) || !(maxRows >= 1)) return 0;
  let row = 1;
  let used = 0;
  let rowEmpty = true;
  for (let index = 0; index < widths.length; index += 1) {
    const raw = widths[index];
    const width = raw !== undefined && Number.isFinite(raw) && raw > 0 ? raw : 0;
    if (!rowEmpty && used + gapPx + width > containerWidth) {
      row += 1;
      if (row > maxRows) return index;
      rowEmpty = true;
    }
    used = rowEmpty ? width : used + gapPx + width;
    rowEmpty = false;
  }
  return widths.length;
}
