import { useId, useMemo, type RefObject } from 'react';
import type { Translate } from '../../core/platform/i18n';
import { normalizeQuery } from '../../core/domain/search';
import { ImageSearch } from './image-search';
import { SearchIcon } from './icons';
import { SellerPopup, SellerToggle } from './seller-toggle';
import type { SearchBox } from './use-search-box';

interface Props {
  box: SearchBox;
  host: Element;
  t: Translate;
  mobile: boolean;
  placeholder: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The WAI-ARIA 1.2 combobox (APG "combobox with listbox popup", list autocomplete): the input
 * owns focus, aria-activedescendant names the highlighted option, input and listbox share this
 * shadow root. The popup holds the tag chips above the list (§5 ordering map "6 then 0, 1, 2, 5").
 * The options and chips come with the on-demand suggestions part (box.part); the field, the
 * buttons and the (empty) listbox the input controls are here from the first paint.
 */
export function Combobox({ box, host, t, mobile, placeholder, inputRef }: Props) {
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}listbox`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const { ordered, text, part } = box;
  const historyOnly = !normalizeQuery(text);
  const hasContent = ordered.list.length > 0 || ordered.tags.length > 0;
  const expanded = box.open && hasContent;
  // The suggestions part did not download: said in the popup while the shopper uses the box (which still searches).
  const partLost = box.open && box.partFailed && !part;
  // Translated once per language, not on every keystroke.
  const labels = useMemo(
    () => ({
      label: t('search.label'),
      placeholder: t('search.placeholder'),
      submit: t('search.submit'),
      tags: t('search.tags'),
      history: t('search.history'),
      suggestions: t('search.suggestions'),
      brand: t('search.brand'),
      clearHistory: t('search.clearHistory'),
      connectionLost: t('common.errors.connectionLost'),
    }),
    [t],
  );
  const count = expanded && !historyOnly ? ordered.list.length : null;
  const countText = useMemo(() => (count === null ? '' : t('search.count', { count })), [t, count]);

  return (
    <div
      className="combobox"
      onBlur={(event) => {
        // Focus staying inside (a tag, the clear button) keeps the popup; leaving hides it after 150 ms.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) box.scheduleHide();
      }}
      onFocus={() => box.onFocus()}
    >
      <form
        className="field"
        part="field"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          box.submitTyped();
        }}
      >
        <label className="vt-visually-hidden" htmlFor={inputId}>
          {labels.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="input"
          part="input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && box.active !== null ? optionId(box.active) : undefined}
          placeholder={placeholder ?? labels.placeholder}
          value={text}
          onChange={(event) => box.setInput(event.currentTarget.value)}
          onKeyDown={box.onKeyDown}
        />
        {!mobile && <SellerToggle t={t} />}
        <ImageSearch host={host} t={t} />
        <button type="submit" className="icon-button submit" part="submit" aria-label={labels.submit}>
          <SearchIcon />
        </button>
      </form>
      {mobile && <SellerPopup t={t} />}
      <div className="popup" part="popup" hidden={!expanded && !partLost}>
        {part && (
          <part.TagChips tags={ordered.tags} maxRows={ordered.maxTagsRows} maxHeightPx={ordered.tagAreaMaxHeightPx} label={labels.tags} onPick={box.pickTag} />
        )}
        <ul id={listboxId} role="listbox" className="listbox" part="listbox" aria-label={historyOnly ? labels.history : labels.suggestions}>
          {part &&
            ordered.list.map((item, index) => (
              // Keyed by position: a new answer updates the rows in place instead of replacing them.
              <part.SuggestionOption
                key={index}
                index={index}
                id={optionId(index)}
                item={item}
                typed={box.markedText}
                selected={index === box.active}
                brandLabel={labels.brand}
                onChoose={box.choose}
              />
            ))}
        </ul>
        {part && historyOnly && box.historyCount > 0 && (
          <button type="button" className="clear-history" part="clear-history" onClick={box.clearHistory}>
            {labels.clearHistory}
          </button>
        )}
        {partLost && (
          <p className="popup-error" role="alert">
            {labels.connectionLost}
          </p>
        )}
      </div>
      <div className="vt-visually-hidden" role="status" aria-live="polite">
        {countText}
      </div>
    </div>
  );
}
