import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../contracts/locales';
import { dateNames } from '../../../../core/platform/format/date-names';
import { DEFAULT_DATE_FORMAT, formatDate, formatDateWithIntl } from '../../../../core/platform/format/dates';

/** The kit's own patterns (delivery estimate, price history, default) and mixes of every table token. */
const PATTERNS = [DEFAULT_DATE_FORMAT, 'd MMMM', 'dd MMM yyyy', 'd MMMM yyyy, HH:mm', 'dd.MM.yy', 'ddd d MMMM', 'ddd', 'HH:mm', 'yyyy', 'MM/yy', 'd'];

/** Every day of a leap year at a changing hour, then spread timestamps from 1971 to 2100. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let day = 0; day < 366; day += 1) dates.push(new Date(2028, 0, 1 + day, day % 24, (day * 7) % 60));
  let seed = 7;
  for (let i = 0; i < 400; i += 1) {
    seed = (seed * 48271) % 2147483647;
    dates.push(new Date(Date.UTC(1971, 0, 1) + (seed / 2147483647) * (Date.UTC(2100, 0, 1) - Date.UTC(1971, 0, 1))));
  }
  return dates;
}

describe('storefront-shell.md §9 dates without Intl: the name table gives what Intl gives', () => {
  it('has 12 months of each form and 7 weekdays in every language', () => {
    for (const language of LANGUAGES) {
      const names = dateNames(language)!;
      expect([names.monthsLong.length, names.monthsShort.length, names.weekdaysShort.length]).toEqual([12, 12, 7]);
    }
  });

  it('formats every pattern of the kit in every language exactly as Intl.DateTimeFormat does', () => {
    const dates = sampleDates();
    let compared = 0;
    for (const language of LANGUAGES) {
      for (const pattern of PATTERNS) {
        for (const date of dates) {
          expect(formatDate(date, language, { pattern }), `${language} ${pattern} ${date.toISOString()}`).toBe(formatDateWithIntl(date, language, { pattern }));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(LANGUAGES.length * PATTERNS.length * 766);
  });

  it('leaves to Intl what the table does not hold: a month with no day, a long weekday, another time zone', () => {
    const date = new Date(2026, 0, 5, 9, 5);
    expect(formatDate(date, 'ru', { pattern: 'MMMM yyyy' })).toBe('январь 2026');
    expect(formatDate(date, 'ru', { pattern: 'dddd' })).toBe('понедельник');
    expect(formatDate(Date.UTC(2026, 0, 5, 23, 30), 'ru', { pattern: 'd MMMM HH:mm', timeZone: 'Asia/Almaty' })).toBe('6 января 04:30');
  });
});
