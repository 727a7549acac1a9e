/**
 * Wire form -> domain for the hint api v7 (storefront-shell.md §7 "GET suggestions hint api v7;
 * returns suggests, max_tags_rows"; §3 "Suggestion").
 */
import { isRecord, optional, readId, readInteger, readNonBlankString, readString, type WireRecord } from './wire';

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

export interface ReshapedSuggestions {
  suggestions: Suggestion[];
  /** max_tags_rows when it is a whole number of 0 or more (the rules apply their default otherwise). */
  maxTagsRows?: number;
  /** Entries left out: not an object, or no text to show. */
  skipped: number;
  /** The answer had no suggests list at all. */
  malformed: boolean;
}

/** Never throws; every string is kept verbatim as plain text (rendered as text, never as HTML). */
export function reshapeSuggestions(payload: unknown): ReshapedSuggestions {
  if (!isRecord(payload) || !Array.isArray(payload.suggests)) return { suggestions: [], skipped: 0, malformed: true };
  const suggestions: Suggestion[] = [];
  let skipped = 0;
  for (const entry of payload.suggests) {
    const suggestion = isRecord(entry) ? reshapeSuggestion(entry) : undefined;
    if (suggestion) suggestions.push(suggestion);
    else skipped += 1;
  }
  const rows = readInteger(payload, 'max_tags_rows');
  return { suggestions, ...optional('maxTagsRows', rows !== undefined && rows >= 0 ? rows : undefined), skipped, malformed: false };
}

const TYPE_BY_KIND: Partial<Record<SuggestionKind, number>> = {
  history: SUGGESTION_TYPE.history,
  brand: SUGGESTION_TYPE.brand,
  tag: SUGGESTION_TYPE.tags,
};
const KIND_BY_TYPE: Readonly<Record<number, SuggestionKind>> = {
  [SUGGESTION_TYPE.history]: 'history',
  [SUGGESTION_TYPE.brand]: 'brand',
  [SUGGESTION_TYPE.tags]: 'tag',
};

function reshapeSuggestion(wire: WireRecord): Suggestion | undefined {
  const label = readNonBlankString(wire, 'name') ?? readNonBlankString(wire, 'search');
  if (label === undefined) return undefined;
  const typeStr = readString(wire, 'typeStr');
  const wireType = readInteger(wire, 'type');
  const knownKind = isSuggestionKind(typeStr) ? typeStr : undefined;
  // A missing type is read from typeStr, a missing typeStr from type; common/suggest when neither says.
  const type = wireType !== undefined && wireType >= 0 ? wireType : ((knownKind && TYPE_BY_KIND[knownKind]) ?? SUGGESTION_TYPE.common);
  const kind: SuggestionKind = knownKind ?? KIND_BY_TYPE[type] ?? 'suggest';
  return {
    type,
    kind,
    label,
    query: readNonBlankString(wire, 'search') ?? label,
    ...optional('typedText', readString(wire, 'typedText')),
    ...optional('position', readInteger(wire, 'pos')),
    ...optional('brand', reshapeBrand(wire)),
    ...optional('id', readId(wire, 'id')),
    ...optional('url', readNonBlankString(wire, 'url')),
    ...optional('trackingParams', readNonBlankString(wire, 'xParams')),
    ...optional('trackingShard', readId(wire, 'xShard')),
  };
}

function reshapeBrand(wire: WireRecord): SuggestionBrand | undefined {
  const brand: SuggestionBrand = {
    ...optional('id', readInteger(wire, 'brandId')),
    ...optional('hash', readNonBlankString(wire, 'brandHash')),
    ...optional('name', readNonBlankString(wire, 'brand_name')),
  };
  return Object.keys(brand).length > 0 ? brand : undefined;
}

export const HINT_API_PATH = '/api/v7/hint';

export const BRAND_LOGO_PATH = '/brand-logo/';
