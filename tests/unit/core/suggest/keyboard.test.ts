import { describe, expect, it } from 'vitest';
import { appendTag, enterAction, moveCursor } from '../../../../core/domain/search/keyboard';
import type { Suggestion } from '../../../../contracts/suggest';

const PAGE = 'https://shop.example';
const s = (kind: Suggestion['kind'], label: string, extra: Partial<Suggestion> = {}): Suggestion => ({ type: 1, kind, label, query: label, ...extra });

describe('core/suggest/keyboard (shell §4 Search, §5 Search)', () => {
  it('§4 arrow down from none goes to the first, up from none to the last', () => {
    expect(moveCursor(null, 4, 'down')).toBe(0);
    expect(moveCursor(null, 4, 'up')).toBe(3);
  });

  it('§4 arrows cycle with wrapping', () => {
    expect(moveCursor(3, 4, 'down')).toBe(0);
    expect(moveCursor(0, 4, 'up')).toBe(3);
    expect(moveCursor(1, 4, 'down')).toBe(2);
    expect(moveCursor(2, 4, 'up')).toBe(1);
    expect(moveCursor(0, 1, 'down')).toBe(0);
  });

  it('an empty list has no cursor; an index left over from a longer list counts as none', () => {
    expect(moveCursor(null, 0, 'down')).toBeNull();
    expect(moveCursor(2, 0, 'up')).toBeNull();
    expect(moveCursor(9, 3, 'down')).toBe(0);
    expect(moveCursor(-1, 3, 'up')).toBe(2);
  });

  it('§4 Enter on a highlighted brand follows it', () => {
    const items = [s('suggest', 'nike air'), s('brand', 'Nike', { url: '/brands/nike' })];
    expect(enterAction(items, 1, 'nik', PAGE)).toEqual({ kind: 'follow', url: 'https://shop.example/brands/nike', external: false });
  });

  it('Enter on a redirect follows it; on an external_redirect it follows with a full page load', () => {
    expect(enterAction([s('redirect', 'Sale', { url: '/promotions' })], 0, 'sale', PAGE)).toEqual({
      kind: 'follow',
      url: 'https://shop.example/promotions',
      external: false,
    });
    expect(enterAction([s('external_redirect', 'Travel', { url: 'https://travel.example/' })], 0, 'tr', PAGE)).toEqual({
      kind: 'follow',
      url: 'https://travel.example/',
      external: true,
    });
  });

  it('a brand or redirect whose address is unsafe or missing runs the search for its text instead', () => {
    expect(enterAction([s('brand', 'Evil', { url: 'javascript:alert(1)' })], 0, 'ev', PAGE)).toEqual({ kind: 'search', text: 'Evil' });
    expect(enterAction([s('redirect', 'Sale')], 0, 'sa', PAGE)).toEqual({ kind: 'search', text: 'Sale' });
  });

  it("§4 otherwise Enter runs the search: the highlighted item's text, or the typed text trimmed", () => {
    expect(enterAction([s('suggest', 'платье красное', { query: 'красное платье' })], 0, 'пла', PAGE)).toEqual({ kind: 'search', text: 'красное платье' });
    expect(enterAction([s('history', 'куртка')], null, '  пуховик  ', PAGE)).toEqual({ kind: 'search', text: 'пуховик' });
    expect(enterAction([], 5, 'x', PAGE)).toEqual({ kind: 'search', text: 'x' });
  });

  it('§5 Enter on empty text does nothing; blank-only text is not searched as typed', () => {
    expect(enterAction([], null, '', PAGE)).toEqual({ kind: 'none' });
    expect(enterAction([], null, ' \t\n ', PAGE)).toEqual({ kind: 'none' });
  });

  it('a highlighted item with blank text falls back to the typed text', () => {
    expect(enterAction([s('suggest', ' ', { query: ' ' })], 0, 'куртка', PAGE)).toEqual({ kind: 'search', text: 'куртка' });
  });

  it('§4 a tag click appends the tag with single spaces', () => {
    expect(appendTag('платье', 'красное')).toBe('платье красное');
    expect(appendTag('платье  ', '  миди ')).toBe('платье миди');
    expect(appendTag('', 'red')).toBe('red');
    expect(appendTag('dress', '')).toBe('dress');
  });
});
