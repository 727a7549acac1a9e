/** The domain suggestion (storefront-shell.md §3 "Suggestion"), as widgets see it: no server field names. */

/** §3 "type: history 0, common 1, brand 2, tags 6". The server may send others (5 is in the §5 ordering map). */
export const SUGGESTION_TYPE = { history: 0, common: 1, brand: 2, tags: 6 } as const;
export type NamedSuggestionType = (typeof SUGGESTION_TYPE)[keyof typeof SUGGESTION_TYPE];

/** §3 typeStr values. */
export const SUGGESTION_KINDS = ['tag', 'brand', 'redirect', 'external_redirect', 'suggest', 'history', 'self'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export function isSuggestionKind(value: unknown): value is SuggestionKind {
  return typeof value === 'string' && (SUGGESTION_KINDS as readonly string[]).includes(value);
}

export interface SuggestionBrand {
  id?: number;
  hash?: string;
  name?: string;
}

export interface Suggestion {
  /** A SUGGESTION_TYPE value, or another whole number the server sent. */
  type: number;
  kind: SuggestionKind;
  /** What is shown (plain text, never HTML). */
  label: string;
  /** What is searched when it is chosen (the label when the server gave none). */
  query: string;
  /** The text the server answered to. */
  typedText?: string;
  position?: number;
  brand?: SuggestionBrand;
  id?: string;
  /** For brand, redirect and external_redirect: where choosing it leads (checked again before following). */
  url?: string;
  /** Opaque tracking values passed back to analytics (§3 xParams, xShard). */
  trackingParams?: string;
  trackingShard?: string;
}
