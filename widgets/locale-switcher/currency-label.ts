import type { Currency, Language } from '../../core/config/locales';

/** "Российский рубль" / "Russian Ruble", from Intl (falls back to the code). */
export function currencyName(currency: Currency, language: Language): string {
  try {
    return new Intl.DisplayNames([language, 'ru'], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
