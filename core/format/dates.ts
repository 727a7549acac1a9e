import { DEFAULT_LANGUAGE, type Language } from '../config/locales';
import { InvalidDateError } from './errors';
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
  const date =
    input instanceof Date ? input
    : typeof input === 'number' || (typeof input === 'string' && input.trim() !== '') ? new Date(input)
    : null;
  if (!date || Number.isNaN(date.getTime())) throw new InvalidDateError(input);
  return date;
}

/**
 * Starts Intl's date data for the language in a task of its own, ahead of a page's first date: the
 * first DateTimeFormat of a language takes one long task (15-30 ms, 60-120 ms at 4x CPU), and every
 * later one, whatever its options, reuses that data (under a millisecond).
 */
export function prepareDateFormats(language: Language = DEFAULT_LANGUAGE): void {
  dateFormat(language);
}

/**
 * formatDate(new Date('2026-01-05'), 'ru') === 'пн 05 янв. 2026'. The pattern's tokens are filled
 * from Intl.DateTimeFormat parts in the language (so month names agree with the day, e.g. "января");
 * anything else in the pattern is kept as written.
 */
export function formatDate(
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
