import { memo, useState } from 'react';
import { brandLogoUrl } from '../../core/domain/search';
import type { Suggestion } from '../../contracts/suggest';
import { HighlightedText } from './highlighted-text';
import { HistoryIcon, SearchIcon } from './icons';

interface Props {
  index: number;
  id: string;
  item: Suggestion;
  typed: string;
  selected: boolean;
  brandLabel: string;
  /** Stable across renders (memo): told the option's index. */
  onChoose: (index: number) => void;
}

/**
 * One option of the listbox: an icon (history clock, brand logo in its 32x13 box, or a magnifier),
 * the label with matches marked. Memoised: moving the highlight re-renders two options, not all.
 */
export const SuggestionOption = memo(function SuggestionOption({ index, id, item, typed, selected, brandLabel, onChoose }: Props) {
  const logo = brandLogoUrl(item);
  // The address that failed (options are keyed by position: the next brand here gets its own try).
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className="option"
      part={selected ? 'option option-active' : 'option'}
      data-kind={item.kind}
      // Keep focus in the input: a click must not blur it (that would start the 150 ms hide).
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => onChoose(index)}
    >
      <span className="option-icon" aria-hidden="true">
        {item.kind === 'brand' ? (
          logo && logo !== failedLogo ? (
            <img className="brand-logo" src={logo} alt="" width={32} height={13} loading="lazy" onError={() => setFailedLogo(logo)} />
          ) : (
            <span className="brand-logo brand-logo--none" />
          )
        ) : item.kind === 'history' ? (
          <HistoryIcon />
        ) : (
          <SearchIcon />
        )}
      </span>
      <span className="option-text">
        <HighlightedText label={item.label} typed={typed} />
      </span>
      {item.kind === 'brand' && <span className="option-note">{brandLabel}</span>}
    </li>
  );
});
