/**
 * The debounced suggestions loader behind one search box (storefront-shell.md §9 "suggestions
 * debounce 100 ms"; §5 "blank-only text is not searched as typed"). Each new text cancels the
 * pending timer and aborts the call in flight, so only the latest text's answer is ever shown.
 * A failing call leaves the server part empty: the box shows the history only.
 */
import { CancelledError } from '../../transport/http';
import type { Language, Locale } from '../../../contracts/locales';
import { fetchHints, type HintQuery } from './hint-api';
import { normalizeQuery } from './query-text';
import { SUGGEST_DEBOUNCE_MS } from './rules';
import type { Suggestion, ReshapedSuggestions } from '../../../contracts/suggest';

export type SuggestStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SuggestState {
  /** The text the server part answers (what the shopper typed, untrimmed). */
  typedText: string;
  status: SuggestStatus;
  /** The hint api's suggestions: for typedText when ready; the previous answer's while loading (no flicker); empty when idle or failed. */
  server: Suggestion[];
  /**
   * The text the shown list belongs to: typedText, except while loading, when the previous
   * answer stays on screen and is marked for the text it answered until the new one arrives (so
   * a keystroke re-renders the field, not every option).
   */
  shownFor: string;
  maxTagsRows?: number;
  /** The last failure, for logging; the box simply shows the history. */
  error?: unknown;
}

export interface SuggestLoaderOptions {
  onChange: (state: SuggestState) => void;
  fetch?: (query: HintQuery) => Promise<ReshapedSuggestions>;
  debounceMs?: number;
}

export interface SuggestLoader {
  /** The shopper's text changed: blank text settles at once (history only), other text after the debounce. */
  update(text: string, context: { locale: Locale; language: Language }): void;
  /** Stops the timer and the call in flight (the box closed, the element left the page). */
  cancel(): void;
}

export const IDLE_STATE: SuggestState = { typedText: '', status: 'idle', server: [], shownFor: '' };

export function createSuggestLoader({ onChange, fetch = fetchHints, debounceMs = SUGGEST_DEBOUNCE_MS }: SuggestLoaderOptions): SuggestLoader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let last: SuggestState = IDLE_STATE;
  const publish = (state: SuggestState) => {
    last = state;
    onChange(state);
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const load = async (typedText: string, context: { locale: Locale; language: Language }) => {
    const own = new AbortController();
    controller = own;
    try {
      const answer = await fetch({ text: normalizeQuery(typedText), ...context, signal: own.signal });
      if (own.signal.aborted) return;
      publish({
        typedText,
        status: 'ready',
        server: answer.suggestions,
        shownFor: typedText,
        ...(answer.maxTagsRows !== undefined ? { maxTagsRows: answer.maxTagsRows } : {}),
      });
    } catch (error) {
      if (own.signal.aborted || error instanceof CancelledError) return;
      publish({ typedText, status: 'failed', server: [], shownFor: typedText, error });
    } finally {
      if (controller === own) controller = undefined;
    }
  };

  return {
    update(text, context) {
      cancel();
      if (!normalizeQuery(text)) {
        publish({ ...IDLE_STATE, typedText: text, shownFor: text });
        return;
      }
      publish({
        typedText: text,
        status: 'loading',
        server: last.server,
        shownFor: last.shownFor,
        ...(last.maxTagsRows !== undefined ? { maxTagsRows: last.maxTagsRows } : {}),
      });
      timer = setTimeout(() => {
        timer = undefined;
        void load(text, context);
      }, debounceMs);
    },
    cancel,
  };
}
