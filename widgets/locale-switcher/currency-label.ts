import type { Currency, Language } from '../../contracts/locales';
import { displayNames } from '../../core/platform/format';

/** "Российский рубль" / "Russian Ruble", from Intl (falls back to the code). */
export function currencyName(currency: Currency, language: Language): string {
  try {
    return displayNames([language, 'ru'], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
