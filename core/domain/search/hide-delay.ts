/**
 * storefront-shell.md §4 "prohibitSuggestions toggles on focus and outside click (hidden after
 * 150 ms)"; §9 "hide 150 ms". Apart from rules.ts: the search box's first chunk needs this number,
 * the ordering rules load on demand.
 */
export const SUGGEST_HIDE_MS = 150;
