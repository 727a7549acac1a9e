import { describe, expect, it } from 'vitest';
import { BYTES_PER_UNIT_STEP, formatBytes, formatRating, shortenNumber } from '../../../../core/platform/format/numbers';
import { formatVideoDuration } from '../../../../core/platform/format/duration';
import { LEGAL_FORM_WORDS, SPECIAL_SUPPLIER_IDS, cleanSupplierName, isMarketplaceSeller, supplierDisplayName } from '../../../../core/platform/format/supplier';
import { brandLetterGroup, brandShardPath } from '../../../../core/platform/format/brand';
import { InvalidNumberError } from '../../../../core/platform/format/errors';

/** ICU picks the space characters (no-break, narrow, plain); the tests compare words, not space kinds. */
const norm = (s: string) => s.replace(/\s/gu, ' ');

describe('storefront-routing-wallet.md §5 number shortening (1 decimal)', () => {
  it('uses thousands, millions, billions, trillions suffixes in ru', () => {
    expect(norm(shortenNumber(999, 'ru'))).toBe('999');
    expect(norm(shortenNumber(1234, 'ru'))).toBe('1,2 тыс.');
    expect(norm(shortenNumber(1_250_000, 'ru'))).toBe('1,3 млн');
    expect(norm(shortenNumber(3_400_000_000, 'ru'))).toBe('3,4 млрд');
    expect(norm(shortenNumber(5_600_000_000_000, 'ru'))).toBe('5,6 трлн');
  });

  it('uses K, M, B, T in en', () => {
    expect([1234, 1_250_000, 3_400_000_000, 5_600_000_000_000].map((n) => shortenNumber(n, 'en'))).toEqual(['1.2K', '1.3M', '3.4B', '5.6T']);
  });

  it('refuses a non-finite number', () => {
    expect(() => shortenNumber(Number.NaN)).toThrow(InvalidNumberError);
  });
});

describe('storefront-routing-wallet.md §5 bytes up to gigabytes at 1024', () => {
  it('steps at 1024', () => {
    expect(BYTES_PER_UNIT_STEP).toBe(1024);
    expect(norm(formatBytes(1023, 'ru'))).toBe('1 023 Б');
    expect(norm(formatBytes(1024, 'ru'))).toBe('1 кБ');
    expect(norm(formatBytes(1536, 'ru'))).toBe('1,5 кБ');
    expect(norm(formatBytes(2.5 * 1024 ** 2, 'en'))).toBe('2.5 MB');
  });

  it('stops at gigabytes', () => {
    expect(norm(formatBytes(3 * 1024 ** 3, 'en'))).toBe('3 GB');
    expect(norm(formatBytes(2048 * 1024 ** 3, 'en'))).toBe('2,048 GB');
  });

  it('refuses negative or non-finite sizes', () => {
    expect(() => formatBytes(-1)).toThrow(InvalidNumberError);
    expect(() => formatBytes(Number.POSITIVE_INFINITY)).toThrow(InvalidNumberError);
  });
});

describe('storefront-routing-wallet.md §5 feedback video duration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [75, '1:15'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36000, '10:00:00'],
  ])('%d s -> %s', (seconds, expected) => {
    expect(formatVideoDuration(seconds)).toBe(expected);
  });

  it('refuses negative or non-finite durations', () => {
    expect(() => formatVideoDuration(-1)).toThrow(InvalidNumberError);
    expect(() => formatVideoDuration(Number.NaN)).toThrow(InvalidNumberError);
  });
});

describe('storefront-routing-wallet.md §5 supplier names lose legal-form words', () => {
  it('lists the spec words', () => {
    expect(LEGAL_FORM_WORDS).toEqual(['ООО', 'ПАО', 'ОАО', 'ЗАО', 'ИП', 'Фонд', 'Ассоциации', 'Союзы', 'НАО', 'ТОО', 'АО']);
  });

  it.each([
    ['ООО «Ромашка»', 'Ромашка'],
    ['ООО "Ромашка"', 'Ромашка'],
    ['ИП Иванов Иван Иванович', 'Иванов Иван Иванович'],
    ['ПАО Сбер', 'Сбер'],
    ['АО «Тандер»', 'Тандер'],
    ['ТОО Kaspi', 'Kaspi'],
    ['Фонд Добро', 'Добро'],
    ['Ромашка ООО', 'Ромашка'],
    ['"ООО Ромашка"', 'Ромашка'],
    ['ооо ромашка', 'ромашка'],
  ])('%s -> %s', (raw, expected) => {
    expect(cleanSupplierName(raw)).toBe(expected);
  });

  it('removes whole words only', () => {
    expect(cleanSupplierName('АОРТА')).toBe('АОРТА');
    expect(cleanSupplierName('ТИПАЖ')).toBe('ТИПАЖ');
    expect(cleanSupplierName('Фондю Хаус')).toBe('Фондю Хаус');
    expect(cleanSupplierName('ЗАОблачные')).toBe('ЗАОблачные');
  });

  it('keeps inner quotes and a name made only of legal words', () => {
    expect(cleanSupplierName('ООО "Рога" и копыта')).toBe('"Рога" и копыта');
    expect(cleanSupplierName('ИП')).toBe('ИП');
    expect(cleanSupplierName('  ')).toBe('');
  });
});

describe('storefront-routing-wallet.md §9 special supplier ids', () => {
  it('count as the marketplace seller, as number or numeric string', () => {
    for (const id of SPECIAL_SUPPLIER_IDS) {
      expect(isMarketplaceSeller(id)).toBe(true);
      expect(isMarketplaceSeller(String(id))).toBe(true);
    }
    expect(SPECIAL_SUPPLIER_IDS).toEqual([32477, 12399, 17887, 23316, 28906]);
    expect(isMarketplaceSeller(1)).toBe(false);
    expect(isMarketplaceSeller([32477])).toBe(false);
    expect(isMarketplaceSeller(null)).toBe(false);
  });

  it('show the display names Brands Seller, Best Brands, First Choice (documented pairing)', () => {
    expect(supplierDisplayName(32477, 'ООО Вайлдберриз')).toBe('Brands Seller');
    expect(supplierDisplayName('12399', 'x')).toBe('Best Brands');
    expect(supplierDisplayName(17887, 'x')).toBe('First Choice');
    expect(new Set(SPECIAL_SUPPLIER_IDS.map((id) => supplierDisplayName(id, '')))).toEqual(new Set(['Brands Seller', 'Best Brands', 'First Choice']));
    expect(supplierDisplayName(555, 'ООО «Ромашка»')).toBe('Ромашка');
  });
});

describe('storefront-routing-wallet.md §9 brand shard and letter group', () => {
  it.each([
    ['adidas', 'brands/a'],
    ['Zara', 'brands/z'],
    ['7 days', 'brands/7'],
    ['Юничел', 'brands/ю'],
    ['ёлка', 'brands/ё'],
    ['&Other', 'brands/special'],
    ['  ', 'brands/special'],
    ['日本', 'brands/special'],
    ['😀x', 'brands/special'],
  ])('%s -> %s', (brand, path) => {
    expect(brandShardPath(brand)).toBe(path);
  });

  it.each([
    ['adidas', 'A'],
    ['юничел', 'Ю'],
    ['7 days', '123'],
    ['&Other', '123'],
    ['', '123'],
  ])('letter group of %s is %s', (brand, group) => {
    expect(brandLetterGroup(brand)).toBe(group);
  });
});

describe('a rating out of 5, as a tile shows it', () => {
  it("one decimal in the language's own way", () => {
    expect(formatRating(4.8, 'ru')).toBe('4,8');
    expect(formatRating(5, 'ru')).toBe('5,0');
    expect(formatRating(4.75, 'en')).toBe('4.8');
    expect(() => formatRating(Number.NaN, 'ru')).toThrow();
  });
});
