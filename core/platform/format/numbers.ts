import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';
import { InvalidNumberError, requireFinite } from './errors';
import { numberFormat } from './intl-cache';

/**
 * storefront-routing-wallet.md §5: thousands, millions, billions, trillions with 1 decimal.
 * Intl's compact notation gives the language's own suffixes (ru "1,2 тыс.", en "1.2K").
 */
export function shortenNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(requireFinite(value));
}

/** storefront-routing-wallet.md §5: bytes units up to gigabytes, at 1024. */
export const BYTES_PER_UNIT_STEP = 1024;
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** formatBytes(1536, 'ru') === '1,5 кБ'; unit names from Intl, gigabytes the largest unit. */
export function formatBytes(bytes: number, language: Language = DEFAULT_LANGUAGE): string {
  if (requireFinite(bytes, 'byte count') < 0) throw new InvalidNumberError(bytes, 'byte count');
  let value = bytes;
  let unit = 0;
  while (value >= BYTES_PER_UNIT_STEP && unit < BYTE_UNITS.length - 1) {
    value /= BYTES_PER_UNIT_STEP;
    unit += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A rating out of 5 with one decimal in the language's own way ("4,8" in ru, "4.8" in en). */
export function formatRating(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(requireFinite(value));
}
