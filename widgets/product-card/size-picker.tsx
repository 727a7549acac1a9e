import { useId } from 'react';
import type { ProductSizeView } from '../../contracts/products';
import { isSizeAvailable } from '../../core/domain/catalog';
import type { Translate } from '../../core/platform/i18n';

export interface SizePickerProps {
  sizes: readonly ProductSizeView[];
  chosen?: number;
  onChoose: (size: ProductSizeView) => void;
  t: Translate;
}

/**
 * The size choice as a native radio group (APG radio group: one tab stop, arrows move and
 * choose); a size without price or stock is shown but cannot be chosen.
 */
export function SizePicker({ sizes, chosen, onChoose, t }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset className="sizes" part="sizes">
      <legend>{t('productCard.sizes')}</legend>
      {sizes.map((size) => {
        const available = isSizeAvailable(size);
        const label = size.name || size.origName || String(size.characteristicId);
        return (
          <label key={size.characteristicId} className={available ? 'size' : 'size size--out'} part="size">
            <input
              type="radio"
              name={name}
              value={String(size.characteristicId)}
              checked={size.characteristicId === chosen}
              disabled={!available}
              onChange={() => onChoose(size)}
            />
            <span>{label}</span>
            {!available && <span className="vt-visually-hidden">, {t('productCard.sizeSoldOut')}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
