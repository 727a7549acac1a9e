import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onDemand } from '../shared/on-demand';
import { adoptStyleSheet } from '../shared/style-sheet';

export type SuggestionsPart = typeof import('./suggestions');

/** Kept for the next search box on the page, which then suggests from its first keystroke. */
const suggestionsPart = onDemand((): Promise<SuggestionsPart> => import('./suggestions'));

export interface SuggestionsPartState {
  /** undefined until the chunk is here: the box takes text, keys and submits meanwhile, the dropdown stays closed. */
  part: SuggestionsPart | undefined;
  /** The last download failed: the box says so until a later interest loads it. */
  failed: boolean;
  /**
   * A sign of interest: loads the part unless it is here or on its way; after a failure, asks
   * again (which helps only where the browser fetches a failed module again: Chromium keeps a
   * failed dynamic import failed for the page's life, so there the message stays). Stable.
   */
  want(): void;
}

/** The part for one search box, whose shadow root gets the part's styles before the part's first paint in it. */
export function useSuggestionsPart(root: ShadowRoot): SuggestionsPartState {
  const [part, setPart] = useState(suggestionsPart.current);
  const [failed, setFailed] = useState(false);
  const state = useRef({ loaded: part !== undefined, asking: false, live: true });

  useEffect(() => {
    state.current.live = true;
    return () => {
      state.current.live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (part) adoptStyleSheet(root, part.suggestionsStyleSheet());
  }, [part, root]);

  const want = useCallback(() => {
    if (state.current.loaded || state.current.asking) return;
    state.current.asking = true;
    suggestionsPart.load().then(
      (ready) => {
        state.current.loaded = true;
        state.current.asking = false;
        if (!state.current.live) return;
        setFailed(false);
        setPart(ready);
      },
      (error: unknown) => {
        state.current.asking = false;
        console.error('[vitrina] <vt-search> could not load its suggestions', error);
        if (state.current.live) setFailed(true);
      },
    );
  }, []);

  return { part, failed, want };
}
