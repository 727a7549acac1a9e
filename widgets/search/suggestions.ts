/**
 * What <vt-search> needs only once the shopper shows interest in the box (a pointer over it, focus,
 * a key): the suggestions loader and the hint api call, the §5 ordering, and the dropdown's
 * options and tag chips. One chunk, asked for on that first sign of interest
 * (use-suggestions-part.ts; DESIGN.md "Budgets" home page JS). The box itself, the keyboard
 * rules, submitting and the history stay in the element's chunk: Enter works before this arrives.
 *
 * Import nothing here that only the element's own chunk holds (search.tsx and its imports):
 * rollup would then make that chunk export it, the chunk would stop being the facade of
 * search.define.ts, and dist/manifest.json would lose <vt-search>.
 */
import css from './suggestions.css?inline';

export { createSuggestLoader } from '../../core/domain/search';
export { orderSuggestions } from '../../core/domain/search';
export { SuggestionOption } from './suggestion-option';
export { TagChips } from './tag-chips';

/** The options' and chips' styles (suggestions.css), adopted into each search box that renders them. */
export const SUGGESTIONS_STYLES: readonly string[] = [css];
