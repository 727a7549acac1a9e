import { useCallback, useRef, useState } from 'react';
import { onDemand } from '../shared/on-demand';
import { useOnDemand } from '../shared/use-on-demand';
import { usePartStyles } from '../shared/use-part-styles';

export type SuggestionsPart = typeof import('./suggestions');

/** Kept for the next search box on the page, which then suggests from its first keystroke. */
const suggestionsPart = onDemand((): Promise<SuggestionsPart> => import('./suggestions'));

const NO_STYLES: readonly string[] = [];

export interface SuggestionsPartState {
  /** undefined until the chunk is here: the box takes text, keys and submits meanwhile, the dropdown stays closed. */
  part: SuggestionsPart | undefined;
  /** The last download failed: the box says so until a later interest loads it. */
  failed: boolean;
  /**
   * A sign of interest: loads the part unless it is here or on its way; after a failure, asks
   * again (which helps where the browser fetches a failed module again: Chromium keeps a module
   * whose download answered an HTTP error failed for the page's life, so there the message stays).
   * Stable.
   */
  want(): void;
}

/** The part for one search box, whose shadow root gets the part's styles before the part's first paint in it. */
export function useSuggestionsPart(root: ShadowRoot): SuggestionsPartState {
  const [wanted, setWanted] = useState(false);
  const { part, failed, retry } = useOnDemand(suggestionsPart, wanted, '<vt-search> could not load its suggestions');
  usePartStyles(root, part?.SUGGESTIONS_STYLES ?? NO_STYLES);
  const latest = useRef({ failed, retry });
  latest.current = { failed, retry };
  const want = useCallback(() => {
    setWanted(true);
    if (latest.current.failed) latest.current.retry();
  }, []);
  return { part, failed, want };
}
