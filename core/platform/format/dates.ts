import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/locales';
import { InvalidDateError } from './errors';
import { dateNames, type DateNames } from './date-names';
import { dateFormat } from './intl-cache';

/** storefront-shell.md §9 "Money and dates": weekday short, 2-digit day, month short, 4-digit year. */
export const DEFAULT_DATE_FORMAT = 'ddd dd MMM yyyy';

type Field = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute';

/** Pattern tokens and the Intl field each one asks for (each field at most once per pattern). */
const TOKENS: Record<string, [Field, Intl.DateTimeFormatOptions]> = {
  yyyy: ['year', { year: 'numeric' }],
  yy: ['year', { year: '2-digit' }],
  MMMM: ['month', { month: 'long' }],
  MMM: ['month', { month: 'short' }],
  MM: ['month', { month: '2-digit' }],
  dddd: ['weekday', { weekday: 'long' }],
  ddd: ['weekday', { weekday: 'short' }],
  dd: ['day', { day: '2-digit' }],
  d: ['day', { day: 'numeric' }],
  HH: ['hour', { hour: '2-digit', hourCycle: 'h23' }],
  mm: ['minute', { minute: '2-digit' }],
};
const TOKEN_PATTERN = /yyyy|yy|MMMM|MMM|MM|dddd|ddd|dd|d|HH|mm/g;

export type DateInput = Date | number | string;

/** A valid Date from a Date, epoch milliseconds or an ISO string; InvalidDateError otherwise. */
export function toValidDate(input: unknown): Date {
  const date = input instanceof Date ? input : typeof input === 'number' || (typeof input === 'string' && input.trim() !== '') ? new Date(input) : null;
  if (!date || Number.isNaN(date.getTime())) throw new InvalidDateError(input);
  return date;
}

/** Names are taken from the table only for tokens in the form it holds: months next to a day, short weekdays. */
function namesCover(tokens: readonly string[]): boolean {
  const hasDay = tokens.includes('d') || tokens.includes('dd');
  return !tokens.includes('dddd') && (hasDay || !tokens.some((token) => token === 'MMM' || token === 'MMMM'));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function fromNames(date: Date, token: string, names: DateNames): string {
  switch (token) {
    case 'yyyy':
      return String(date.getFullYear());
    case 'yy':
      return twoDigits(date.getFullYear() % 100);
    case 'MMMM':
      return names.monthsLong[date.getMonth()]!;
    case 'MMM':
      return names.monthsShort[date.getMonth()]!;
    case 'MM':
      return twoDigits(date.getMonth() + 1);
    case 'ddd':
      return names.weekdaysShort[date.getDay()]!;
    case 'dd':
      return twoDigits(date.getDate());
    case 'd':
      return String(date.getDate());
    case 'HH':
      return twoDigits(date.getHours());
    default:
      return twoDigits(date.getMinutes());
  }
}

/**
 * formatDate(new Date('2026-01-05'), 'ru') === 'пн 05 янв. 2026'; anything in the pattern that is
 * not a token is kept as written. Month names agree with the day ("5 января"). In the page's time
 * zone the names come from date-names.ts; with a `timeZone`, or a token in a form the table does
 * not hold (a long weekday, a month with no day), from Intl.
 */
export function formatDate(
  input: DateInput,
  language: Language = DEFAULT_LANGUAGE,
  { pattern = DEFAULT_DATE_FORMAT, timeZone }: { pattern?: string; timeZone?: string } = {},
): string {
  const date = toValidDate(input);
  const names = timeZone === undefined ? dateNames(language) : undefined;
  if (names && namesCover(pattern.match(TOKEN_PATTERN) ?? [])) return pattern.replace(TOKEN_PATTERN, (token) => fromNames(date, token, names));
  return formatDateWithIntl(date, language, { pattern, timeZone });
}

/** formatDate through Intl.DateTimeFormat parts (the reference the name table is tested against). */
export function formatDateWithIntl(
  input: DateInput,
  language: Language = DEFAULT_LANGUAGE,
  { pattern = DEFAULT_DATE_FORMAT, timeZone }: { pattern?: string; timeZone?: string } = {},
): string {
  const date = toValidDate(input);
  const tokens = pattern.match(TOKEN_PATTERN) ?? [];
  const options: Intl.DateTimeFormatOptions = timeZone ? { timeZone } : {};
  for (const token of tokens) Object.assign(options, TOKENS[token]![1]);
  const parts = new Map<string, string>();
  for (const part of dateFormat(language, options).formatToParts(date)) parts.set(part.type, part.value);
  return pattern.replace(TOKEN_PATTERN, (token) => {
    const value = parts.get(TOKENS[token]![0]) ?? '';
    // V8 leaves a lone 2-digit minute unpadded: keep the promise of the token.
    return token === 'mm' ? value.padStart(2, '0') : value;
  });
}
