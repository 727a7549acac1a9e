/**
 * The suggestions call (storefront-shell.md §7 "GET suggestions hint api v7; returns suggests,
 * max_tags_rows"): GET {suggest}/api/v7/hint?query=&locale=&lang=, through core/http so it
 * waits for the service map, times out and is abortable like every other call.
 */
import { reshapeSuggestions, type ReshapedSuggestions } from '../../../contracts/suggest';
import type { Language, Locale } from '../../../contracts/locales';
import { request } from '../../transport/http';
import { HINT_API_PATH } from '../../../contracts/suggest';

export interface HintQuery {
  text: string;
  locale: Locale;
  language: Language;
  signal?: AbortSignal;
}

/** Rejects only with the HttpError family; a payload without a suggests list counts as empty (never a TypeError). */
export async function fetchHints({ text, locale, language, signal }: HintQuery): Promise<ReshapedSuggestions> {
  const reshaped = await request<ReshapedSuggestions>({
    url: { group: 'suggest', path: HINT_API_PATH },
    query: { query: text, locale, lang: language },
    parse: reshapeSuggestions,
    ...(signal ? { signal } : {}),
  });
  return reshaped ?? { suggestions: [], skipped: 0, malformed: false };
}
