import { describe, expect, it } from 'vitest';
import {
  GAP_FILLER_SORT_FROM,
  LANDING_MIDDLE_ROW_MIN_ITEMS,
  PADDED_AREAS,
  PLACEHOLDER_MIN_ITEMS,
  arrangeSupplierSlots,
  bannersInRange,
  isPlaceholder,
  padArea,
  padWithPlaceholders,
  sortRange,
} from '../../../../core/domain/banners/rules';

type Slot = { id: string; sort?: number; owner: 0 | 1 };
const marketing = (id: string, sort?: number): Slot => ({ id, sort, owner: 0 });
const supplier = (id: string, sort?: number): Slot => ({ id, sort, owner: 1 });
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('core/banners/rules: sort ranges (shell §5 "Banner sort ranges")', () => {
  it.each([
    [-5, 'firstCarousel'],
    [0, 'firstCarousel'],
    [99, 'firstCarousel'],
    [99.5, 'firstCarousel'],
    [100, null],
    [101, 'secondCarousel'],
    [105, 'secondCarousel'],
    [109, 'secondCarousel'],
    [110, null],
    [200, null],
    [201, 'supplierSlot'],
    [250, 'supplierSlot'],
    [299, 'supplierSlot'],
    [299.5, null],
    [300, 'gapFiller'],
    [301, 'gapFiller'],
    [10_000, 'gapFiller'],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ] as const)('§5 sort %s is in %s', (sort, range) => {
    expect(sortRange(sort)).toBe(range);
  });

  it('§5 "under 100 first carousel, 101 to 109 second": each in sort order, equal sorts keep server order', () => {
    const banners = [marketing('c', 50), marketing('sec2', 109), marketing('a', 1), marketing('b', 50), marketing('sec1', 101), marketing('x', 100)];
    expect(ids(bannersInRange(banners, 'firstCarousel'))).toEqual(['a', 'c', 'b']);
    expect(ids(bannersInRange(banners, 'secondCarousel'))).toEqual(['sec1', 'sec2']);
  });

  it('§5 a supplier banner holds its slot; a gap in the supplier slots is filled by the marketing banner of that sort', () => {
    const banners = [marketing('m201', 201), supplier('s201', 201), marketing('m202', 202), supplier('s203', 203)];
    expect(ids(arrangeSupplierSlots(banners))).toEqual(['s201', 'm202', 's203']);
  });

  it('§5 the supplier wins its slot whatever the server order', () => {
    expect(ids(arrangeSupplierSlots([supplier('s', 205), marketing('m', 205)]))).toEqual(['s']);
    expect(ids(arrangeSupplierSlots([marketing('m', 205), supplier('s', 205)]))).toEqual(['s']);
  });

  it('§5 "gap fillers from 300": slots nobody holds take fillers in sort order, the rest follow', () => {
    const banners = [
      supplier('s204', 204),
      marketing('f310', 310),
      supplier('s201', 201),
      marketing('f300', 300),
      marketing('f305', 305),
      supplier('f400', 400),
    ];
    // slots 201..204: 201 held, 202 and 203 are gaps, 204 held
    expect(ids(arrangeSupplierSlots(banners))).toEqual(['s201', 'f300', 'f305', 's204', 'f310', 'f400']);
  });

  it('without fillers a gap closes up; without slots the fillers alone remain', () => {
    expect(ids(arrangeSupplierSlots([supplier('a', 201), marketing('b', 299)]))).toEqual(['a', 'b']);
    expect(ids(arrangeSupplierSlots([marketing('f1', GAP_FILLER_SORT_FROM + 1), marketing('f0', GAP_FILLER_SORT_FROM)]))).toEqual(['f0', 'f1']);
    expect(arrangeSupplierSlots([])).toEqual([]);
  });

  it('banners outside the slot and filler ranges are not part of the slot list', () => {
    expect(ids(arrangeSupplierSlots([marketing('first', 5), marketing('second', 105), supplier('s', 201), marketing('none', 150)]))).toEqual(['s']);
  });
});

describe('core/banners/rules: padding (shell §5 "padded with placeholders to three items")', () => {
  it('§5 three items for home main, mobile, new promo and ad banners; four for the landing middle row', () => {
    expect(PLACEHOLDER_MIN_ITEMS).toBe(3);
    expect(LANDING_MIDDLE_ROW_MIN_ITEMS).toBe(4);
    expect(PADDED_AREAS).toEqual({ homeMain: 3, mobile: 3, newPromo: 3, adBanners: 3, landingMiddle: 4 });
  });

  it('§5 pads one banner to three with two placeholders after it', () => {
    const padded = padArea([marketing('a', 1)], 'homeMain');
    expect(padded).toHaveLength(3);
    expect(padded[0]).toEqual(marketing('a', 1));
    expect(padded.slice(1)).toEqual([
      { kind: 'placeholder', key: 'placeholder-1' },
      { kind: 'placeholder', key: 'placeholder-2' },
    ]);
  });

  it('§5 the landing middle row is padded from three to four', () => {
    const row = [marketing('a'), marketing('b'), marketing('c')];
    expect(padArea(row, 'adBanners')).toHaveLength(3);
    const middle = padArea(row, 'landingMiddle');
    expect(middle).toHaveLength(4);
    expect(isPlaceholder(middle[3])).toBe(true);
    expect(middle.slice(0, 3).some(isPlaceholder)).toBe(false);
  });

  it('an empty list becomes all placeholders; a long list is left as it is', () => {
    expect(padWithPlaceholders([], 3).every(isPlaceholder)).toBe(true);
    expect(padWithPlaceholders([], 3)).toHaveLength(3);
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(padWithPlaceholders(five, 3)).toEqual(five);
  });
});
