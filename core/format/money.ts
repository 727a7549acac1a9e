import { DEFAULT_LANGUAGE, type Currency, type Language } from '../config/locales';
import { currencyInfo } from './currency';
import { requireFinite } from './errors';
import { numberFormat } from './intl-cache';

/** storefront-routing-wallet.md §5: prices are grouped by spaces, whatever the language's own separator. */
const GROUP_SPACE = '\u00A0'; // a space that never breaks a price over two lines
const MINOR_UNITS_PER_MAJOR = 100;

/** storefront-shell.md §3 "Size" / §5: prices are integers in minor units (kopecks); divide by 100. */
export function minorToMajor(minor: number): number {
  return requireFinite(minor, 'amount in minor units') / MINOR_UNITS_PER_MAJOR;
}

const amountFormat = (language: Language, digits: number) =>
  numberFormat(language, { useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Builds the whole-unit price format ahead of the first price: Intl's number data takes one long
 * task to start (about 12 ms, 50 ms at 4x CPU), better spent while a listing is on its way than in
 * the render that shows it.
 */
export function prepareMoneyFormat(language: Language = DEFAULT_LANGUAGE): void {
  amountFormat(language, 0);
}

/**
 * An amount in major units with grouping by spaces and the currency's sign after it.
 * Currencies with coins (BYN, TJS, GEL, USD) show two decimals when there is a fraction;
 * the others are shown in whole units (rounded by Intl), as they have no coins to show.
 */
export function formatAmount(amount: number, currency: Currency, language: Language = DEFAULT_LANGUAGE): string {
  requireFinite(amount, 'amount');
  const { sign, hasCoins } = currencyInfo(currency);
  const digits = hasCoins && !Number.isInteger(amount) ? 2 : 0;
  const parts = amountFormat(language, digits).formatToParts(amount);
  const number = parts.map((p) => (p.type === 'group' ? GROUP_SPACE : p.value)).join('');
  return `${number}${GROUP_SPACE}${sign}`;
}

/** formatMoney(123456, 'RUB') === '1 235 ₽'; formatMoney(123450, 'BYN') === '1 234,50 р.' */
export function formatMoney(minor: number, currency: Currency, language: Language = DEFAULT_LANGUAGE): string {
  return formatAmount(minorToMajor(minor), currency, language);
}
