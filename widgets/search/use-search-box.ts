import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useAtomValue } from 'jotai/react';
import { languageAtom, localeAtom } from '../../core/platform/locale';
import {
  SUGGEST_HIDE_MS,
  followSearchHistory,
  rememberSearch,
  searchHistoryAtom,
  clearSearchHistory,
  activeSellerFilterAtom,
  toSubmission,
  appendTag,
  enterAction,
  moveCursor,
} from '../../core/domain/search';
import type { SuggestLoader, SuggestState, EnterAction, OrderedSuggestions } from '../../core/domain/search';
import { submitSearch } from './navigate';
import { useSuggestionsPart, type SuggestionsPart } from './use-suggestions-part';

/** The dropdown's content until the suggestions part has loaded: nothing, so it stays closed. */
const NOTHING_YET: OrderedSuggestions = { tags: [], list: [], maxTagsRows: 0, tagAreaMaxHeightPx: 0 };

export interface SearchBox {
  text: string;
  /** What the options' matches are marked for (loader.ts shownFor). */
  markedText: string;
  open: boolean;
  active: number | null;
  ordered: OrderedSuggestions;
  status: SuggestState['status'];
  historyCount: number;
  /** The on-demand suggestions part (options, tags, ordering, loader); undefined until it has loaded. */
  part: SuggestionsPart | undefined;
  /** Its download failed: the popup says so; the next sign of interest asks again. */
  partFailed: boolean;
  /** A sign of interest in the box (pointer, focus, key): starts loading the part. */
  want(): void;
  /** The handlers below keep their identity for the element's life. */
  setInput(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  /** Focus left the search (or a pointer went down outside): hide after §9's 150 ms. */
  scheduleHide(): void;
  close(): void;
  choose(index: number): void;
  pickTag(tag: string): void;
  submitTyped(): void;
  clearHistory(): void;
}

export interface SearchBoxOptions {
  host: Element;
  /** The element's shadow root (the suggestions part adopts its styles there). */
  root: ShadowRoot;
  resultsUrl?: string | undefined;
  /** Called after a submission (the mobile popup closes). */
  onSubmitted?: () => void;
}

/**
 * The combobox's state and rules (storefront-shell.md §4 "Search", §5, §9 "Search"): the typed
 * text, the debounced suggestions, the ordered list, the highlighted option, Enter/arrows/Escape,
 * tags, the 150 ms hide, submitting. The state lives here, in the element's own chunk: text typed,
 * keys pressed and Enter before the suggestions part has loaded take effect as always (the list is
 * simply empty), and the suggestions for the text in the box are asked as soon as it arrives.
 */
export function useSearchBox({ host, root, resultsUrl, onSubmitted }: SearchBoxOptions): SearchBox {
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(languageAtom);
  const history = useAtomValue(searchHistoryAtom);
  const seller = useAtomValue(activeSellerFilterAtom);
  // Each piece of state is mirrored in a ref: two key presses in one task must see each other's effect.
  const [text, setTextState] = useState('');
  const [open, setOpenState] = useState(false);
  const [active, setActiveState] = useState<number | null>(null);
  const latest = useRef({ text: '', open: false, active: null as number | null, list: [] as OrderedSuggestions['list'], tagCount: 0 });
  const [suggest, setSuggest] = useState<SuggestState | null>(null);
  const { part, failed: partFailed, want } = useSuggestionsPart(root);
  const loader = useRef<SuggestLoader | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => followSearchHistory(), []);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Another language or country asks again for the same text.
  const context = useMemo(() => ({ locale, language }), [locale, language]);
  const contextRef = useRef(context);
  useEffect(() => {
    if (contextRef.current === context) return;
    contextRef.current = context;
    if (text.trim()) loader.current?.update(text, context);
  }, [context, text]);

  const ordered = useMemo(
    () =>
      part
        ? part.orderSuggestions({
            history,
            server: suggest?.server ?? [],
            typedText: text,
            ...(suggest?.maxTagsRows !== undefined ? { maxTagsRows: suggest.maxTagsRows } : {}),
          })
        : NOTHING_YET,
    [part, history, suggest, text],
  );
  latest.current.list = ordered.list;
  latest.current.tagCount = ordered.tags.length;

  // Everything the handlers need from this render, so the handlers themselves never change
  // (memoised options and sub-components do not re-render for a new callback on each keystroke).
  const current = useRef({ context, seller, resultsUrl, host, onSubmitted });
  current.current = { context, seller, resultsUrl, host, onSubmitted };

  useEffect(() => {
    if (!part) return undefined;
    const created = part.createSuggestLoader({
      // An answer is drawn in the task that received it (keystroke to painted suggestions, §9 budget);
      // the states published while the shopper types join that event's own render.
      onChange: (state) => (state.status === 'ready' || state.status === 'failed' ? flushSync(() => setSuggest(state)) : setSuggest(state)),
    });
    loader.current = created;
    // Text typed before the part arrived gets its suggestions now, with no further keystroke.
    if (latest.current.text) created.update(latest.current.text, current.current.context);
    return () => {
      created.cancel();
      loader.current = null;
    };
  }, [part]);

  const actions = useMemo(() => {
    const cancelHide = () => clearTimeout(hideTimer.current);
    const close = () => {
      clearTimeout(hideTimer.current);
      latest.current.open = false;
      latest.current.active = null;
      setOpenState(false);
      setActiveState(null);
    };
    const setText = (value: string) => {
      latest.current.text = value;
      setTextState(value);
    };
    const setOpen = (value: boolean) => {
      latest.current.open = value;
      setOpenState(value);
    };
    const setActive = (value: number | null) => {
      latest.current.active = value;
      setActiveState(value);
    };
    const setInput = (value: string) => {
      want(); // text that came without a key (a paste, dictation) is interest too
      cancelHide();
      setText(value);
      setActive(null);
      setOpen(true);
      loader.current?.update(value, current.current.context);
    };
    const run = (action: EnterAction) => {
      const { seller, resultsUrl, host, onSubmitted } = current.current;
      const submission = toSubmission(action, { seller, ...(resultsUrl ? { resultsUrl } : {}), typedText: latest.current.text });
      if (!submission) return;
      if (submission.kind === 'search') {
        rememberSearch(submission.query);
        setText(submission.query);
      }
      close();
      onSubmitted?.();
      submitSearch(host, submission);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      const { open, active, text, list, tagCount } = latest.current;
      const count = list.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          if (event.altKey) {
            // APG combobox: Alt+Down opens without moving, Alt+Up closes.
            if (event.key === 'ArrowDown') setOpen(true);
            else close();
            return;
          }
          setOpen(true);
          setActive(moveCursor(open ? active : null, count, event.key === 'ArrowDown' ? 'down' : 'up'));
          return;
        }
        case 'Enter':
          if (event.nativeEvent.isComposing) return;
          event.preventDefault();
          run(enterAction(list, open ? active : null, text));
          return;
        case 'Escape':
          // §9 "Escape closes popups"; a second Escape clears the text (APG).
          if (open && (count > 0 || tagCount > 0)) {
            event.preventDefault();
            event.stopPropagation();
            close();
          } else if (text) {
            event.preventDefault();
            event.stopPropagation();
            setInput('');
            setOpen(false);
          }
          return;
        default:
      }
    };
    return {
      setInput,
      onKeyDown,
      onFocus: () => {
        cancelHide();
        setOpen(true);
      },
      scheduleHide: () => {
        cancelHide();
        hideTimer.current = setTimeout(close, SUGGEST_HIDE_MS);
      },
      close,
      choose: (index: number) => run(enterAction(latest.current.list, index, latest.current.text)),
      pickTag: (tag: string) => setInput(appendTag(latest.current.text, tag)),
      submitTyped: () => run(enterAction([], null, latest.current.text)),
      clearHistory: () => {
        clearSearchHistory();
      },
    };
  }, [want]);

  return {
    text,
    markedText: suggest?.status === 'loading' ? suggest.shownFor : text,
    open,
    active: active !== null && active < ordered.list.length ? active : null,
    ordered,
    status: suggest?.status ?? 'idle',
    historyCount: history.length,
    part,
    partFailed,
    want,
    ...actions,
  };
}
