import type { i18n } from 'i18next';
import { isCurrency, isLanguage, DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';
import { formatAmount, formatDate, formatNumber } from '../format';

const languageOf = (lng: string | undefined): Language => (isLanguage(lng) ? lng : DEFAULT_LANGUAGE);

/**
 * Numbers, money and dates inside texts go through core/format, as they do everywhere else on the
 * storefront (grouping by spaces, the currency's sign after the amount, the §9 date patterns):
 * - `{{count, number}}`: 12 345; `{{rating, number(digits: 1)}}`: 4,0;
 * - `{{amount, money}}` with `currency` among the values: 1 235 ₽ (the amount in major units);
 * - `{{from, date(pattern: d MMMM)}}`: 5 января (epoch ms, a Date or an ISO string).
 * A value a formatter cannot take is shown as given rather than breaking the text.
 */
export function addFormatters(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value: unknown, lng: string | undefined, options: { digits?: unknown }) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return String(value);
    const digits = typeof options.digits === 'number' ? options.digits : undefined;
    return formatNumber(number, languageOf(lng), digits);
  });
  formatter.add('money', (value: unknown, lng: string | undefined, options: { currency?: unknown }) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || !isCurrency(options.currency)) return String(value);
    return formatAmount(value, options.currency, languageOf(lng));
  });
  formatter.add('date', (value: unknown, lng: string | undefined, options: { pattern?: unknown }) => {
    try {
      return formatDate(value as never, languageOf(lng), typeof options.pattern === 'string' ? { pattern: options.pattern } : {});
    } catch {
      return String(value);
    }
  });
}
