import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, toValidDate } from '../../../../core/platform/format/dates';
import { InvalidDateError } from '../../../../core/platform/format/errors';

const MONDAY_5_JAN_2026 = Date.UTC(2026, 0, 5, 9, 5);
const UTC = { timeZone: 'UTC' };

describe("storefront-shell.md §9 date format 'ddd dd MMM yyyy'", () => {
  it('is the default pattern', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('ddd dd MMM yyyy');
  });

  it('formats weekday short, 2-digit day, month short, 4-digit year per language', () => {
    expect(formatDate(MONDAY_5_JAN_2026, 'ru', UTC)).toBe('пн 05 янв. 2026');
    expect(formatDate(MONDAY_5_JAN_2026, 'en', UTC)).toBe('Mon 05 Jan 2026');
  });

  it('accepts a Date, epoch milliseconds and an ISO string alike', () => {
    const expected = formatDate(MONDAY_5_JAN_2026, 'ru', UTC);
    expect(formatDate(new Date(MONDAY_5_JAN_2026), 'ru', UTC)).toBe(expected);
    expect(formatDate('2026-01-05T09:05:00Z', 'ru', UTC)).toBe(expected);
  });

  it('supports other patterns, with month names agreeing with the day', () => {
    expect(formatDate(MONDAY_5_JAN_2026, 'ru', { ...UTC, pattern: 'd MMMM yyyy, HH:mm' })).toBe('5 января 2026, 09:05');
    expect(formatDate(MONDAY_5_JAN_2026, 'en', { ...UTC, pattern: 'dddd dd.MM.yy' })).toBe('Monday 05.01.26');
    expect(formatDate(MONDAY_5_JAN_2026, 'ru', { ...UTC, pattern: 'mm' })).toBe('05');
  });

  it('§5 bad input throws InvalidDateError', () => {
    for (const bad of ['', '   ', 'not a date', Number.NaN, new Date('nope'), null, undefined, {}, []]) {
      expect(() => formatDate(bad as never, 'ru')).toThrow(InvalidDateError);
    }
    expect(() => toValidDate(Number.POSITIVE_INFINITY)).toThrow(InvalidDateError);
  });
});
