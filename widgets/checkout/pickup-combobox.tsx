import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PickupOffice } from '../../contracts/delivery';
import type { Translate } from '../../core/platform/i18n';
import { filterOffices, officeKind } from '../../core/domain/checkout';

interface Props {
  offices: readonly PickupOffice[];
  chosen: PickupOffice | undefined;
  /** Business (b2b) mode: only the marketplace's own points are offered (shell §6). */
  business: boolean;
  t: Translate;
  onChoose(office: PickupOffice): void;
}

/**
 * The searchable pickup-point list (WAI-ARIA APG combobox with a listbox popup, list autocomplete):
 * typing filters by name and address, ArrowDown/ArrowUp move the active option (wrapping), Enter
 * chooses it, Escape closes the list (shell §9 "Escape closes popups") and, when already closed,
 * clears the text. The input and its listbox share this shadow root.
 */
export function PickupCombobox({ offices, chosen, business, t, onChoose }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => filterOffices(offices, text, business), [offices, text, business]);
  const activeOffice = active >= 0 ? matches[active] : undefined;

  const choose = (office: PickupOffice) => {
    onChoose(office);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        if (open && activeOffice) {
          event.preventDefault();
          choose(activeOffice);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      default:
    }
  };

  return (
    <div className="combobox" part="pickup-search">
      <label htmlFor={`${id}-input`} className="field-label">
        {t('checkout.pickup.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="text-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeOffice ? `${id}-opt-${activeOffice.id}` : undefined}
        placeholder={t('checkout.pickup.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onBlur={(e) => {
          // A click on an option keeps the list until it is handled.
          if (!e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null)) setOpen(false);
        }}
      />
      <p className="hint" aria-live="polite">
        {open ? t('checkout.pickup.count', { count: matches.length }) : ''}
      </p>
      <ul id={listId} role="listbox" className="listbox" aria-label={t('checkout.pickup.list')} hidden={!open} part="pickup-list">
        {open &&
          matches.map((office, index) => (
            <li
              key={office.id}
              id={`${id}-opt-${office.id}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'option active' : 'option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(office)}
            >
              <span className="option-name">{office.name}</span>
              <span className="option-address">{office.address}</span>
              {officeKind(office) !== 'pickup' && <span className="option-kind">{t(`checkout.pickup.kind.${officeKind(office)}`)}</span>}
              {chosen?.id === office.id && <span className="option-chosen">{t('checkout.pickup.current')}</span>}
            </li>
          ))}
        {open && matches.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className="option empty">
            {t('checkout.pickup.noMatch')}
          </li>
        )}
      </ul>
    </div>
  );
}
