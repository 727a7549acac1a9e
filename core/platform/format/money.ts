import { DEFAULT_LANGUAGE, type Currency, type Language } from '../../../contracts/locales';
import { MINOR_PER_MAJOR } from '../../../contracts/money';
import { currencyInfo, currencySign } from './currency';
import { requireFinite } from './errors';
import { numberFormat } from './intl-cache';

/** storefront-routing-wallet.md §5: prices are grouped by spaces, whatever the language's own separator. */
const GROUP_SPACE = '\u00A0'; // a space that never breaks a price over two lines

/** storefront-shell.md §3 "Size" / §5: prices are integers in minor units (kopecks); divide by 100. */
export function minorToMajor(minor: number): number {
  return requireFinite(minor, 'amount in minor units') / MINOR_PER_MAJOR;
}

/**
 * Each language's decimal separator, as Intl gives it (the unit tests hold the two together).
 * Written down because Intl's number data takes a long task to start on every page that shows a
 * price: 15-30 ms, 60-120 ms at 4x CPU, where these few lines take microseconds.
 */
const DECIMAL_SEPARATOR: Record<Language, string> = { ru: ',', en: '.', ka: ',', kk: ',', ky: ',', uz: ',' };
/** From here on, a number's shortest decimal form has an exponent: Intl does such amounts. */
const PLAIN_DECIMAL_LIMIT = 1e21;
/** Below this, the shortest form has an exponent, and the amount rounds to zero at 2 decimals. */
const NEGLIGIBLE = 1e-6;

/** A string of decimal digits plus one in its last place ("0999" -> "1000", "99" -> "100"). */
function incremented(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    carry = sum === 10 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * The amount with `digits` decimals and its whole part grouped by threes. It rounds as
 * Intl.NumberFormat does: the shortest decimal form of the number (1.005 is "1.005"), half away
 * from zero (1.01).
 */
function groupedAmount(amount: number, digits: number, language: Language): string {
  const size = Math.abs(amount);
  if (size >= PLAIN_DECIMAL_LIMIT) {
    const parts = numberFormat(language, { useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits }).formatToParts(amount);
    return parts.map((p) => (p.type === 'group' ? GROUP_SPACE : p.value)).join('');
  }
  const [whole = '0', fraction = ''] = (size < NEGLIGIBLE ? '0' : String(size)).split('.');
  let kept = whole + fraction.slice(0, digits).padEnd(digits, '0');
  if ((fraction[digits] ?? '0') >= '5') kept = incremented(kept);
  const wholePart = kept.slice(0, kept.length - digits);
  const grouped = wholePart.replace(/\B(?=(\d{3})+$)/g, GROUP_SPACE);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const separator = DECIMAL_SEPARATOR[language] ?? DECIMAL_SEPARATOR[DEFAULT_LANGUAGE];
  return `${sign}${grouped}${digits > 0 ? separator + kept.slice(-digits) : ''}`;
}

/**
 * A plain number grouped by spaces as prices are (routing-wallet §5), with the language's decimal
 * separator: formatNumber(12345, 'ru') === '12 345', formatNumber(1.5, 'ru') === '1,5'. With
 * `fractionDigits` it always shows that many decimals (a rating: 4,0); without, a whole number
 * shows none and any other up to two, trailing zeros dropped.
 */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE, fractionDigits?: number): string {
  requireFinite(value, 'number');
  if (fractionDigits !== undefined) return groupedAmount(value, fractionDigits, language);
  if (Number.isInteger(value)) return groupedAmount(value, 0, language);
  const separator = DECIMAL_SEPARATOR[language] ?? DECIMAL_SEPARATOR[DEFAULT_LANGUAGE];
  const text = groupedAmount(value, 2, language).replace(/0+$/, '');
  return text.endsWith(separator) ? text.slice(0, -separator.length) : text;
}

/**
 * An amount in major units with grouping by spaces and the currency's sign after it.
 * Currencies with coins (BYN, TJS, GEL, USD) show two decimals when there is a fraction;
 * the others are shown in whole units (rounded half away from zero), as they have no coins to show.
 */
export function formatAmount(amount: number, currency: Currency, language: Language = DEFAULT_LANGUAGE): string {
  requireFinite(amount, 'amount');
  const { hasCoins } = currencyInfo(currency);
  const digits = hasCoins && !Number.isInteger(amount) ? 2 : 0;
  return `${groupedAmount(amount, digits, language)}${GROUP_SPACE}${currencySign(currency, language)}`;
}

/** formatMoney(123456, 'RUB') === '1 235 ₽'; formatMoney(123450, 'BYN') === '1 234,50 р.' */
export function formatMoney(minor: number, currency: Currency, language: Language = DEFAULT_LANGUAGE): string {
  return formatAmount(minorToMajor(minor), currency, language);
}
