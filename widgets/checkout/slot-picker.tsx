import { useId } from 'react';
import type { CourierDay, CourierSlot } from '../../contracts/basket';
import { minutesToClock, sameSlot } from '../../core/domain/checkout';
import type { Language } from '../../contracts/locales';
import { formatDate } from '../../core/platform/format';
import type { Translate } from '../../core/platform/i18n';

interface Props {
  days: readonly CourierDay[];
  chosen: readonly CourierSlot[];
  language: Language;
  t: Translate;
  onChoose(slot: CourierSlot): void;
}

function dayLabel(day: string, language: Language): string {
  try {
    return formatDate(new Date(`${day}T12:00:00`), language);
  } catch {
    return day;
  }
}

/** Courier windows per day: one radio group per day (native radios: arrow keys move within a day). */
export function SlotPicker({ days, chosen, language, t, onChoose }: Props) {
  const id = useId();
  return (
    <div className="slot-days" part="slots">
      {days.map((day) => (
        <fieldset key={day.day} className="slot-day">
          <legend>{dayLabel(day.day, language)}</legend>
          {day.slots.length === 0 && <p className="hint">{t('checkout.courier.noWindows')}</p>}
          {day.slots.map((slot) => {
            const label = `${minutesToClock(slot.from)}–${minutesToClock(slot.to)}`;
            return (
              <label key={`${slot.from}-${slot.to}`} className="choice">
                <input
                  type="radio"
                  name={`${id}-slot`}
                  checked={chosen.some((c) => sameSlot(c, slot))}
                  onChange={() => onChoose(slot)}
                  aria-label={`${dayLabel(day.day, language)}, ${label}`}
                />
                {label}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
