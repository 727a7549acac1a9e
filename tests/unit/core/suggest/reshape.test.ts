import { describe, expect, it } from 'vitest';
import { reshapeSuggestions } from '../../../../contracts/suggest';

describe('core/api/suggestions reshapeSuggestions (shell §3 Suggestion, §7 hint api v7)', () => {
  it('turns every field of a hint into the domain suggestion', () => {
    const result = reshapeSuggestions({
      suggests: [
        {
          name: 'Nike',
          search: 'nike',
          typedText: 'nik',
          typeStr: 'brand',
          pos: 1,
          brandId: 7,
          brandHash: 'abc',
          brand_name: 'Nike Inc',
          id: 99,
          url: '/brands/nike',
          xParams: 'p=1',
          xShard: 'shard1',
          type: 2,
        },
      ],
      max_tags_rows: 2,
    });
    expect(result).toEqual({
      suggestions: [
        {
          type: 2,
          kind: 'brand',
          label: 'Nike',
          query: 'nike',
          typedText: 'nik',
          position: 1,
          brand: { id: 7, hash: 'abc', name: 'Nike Inc' },
          id: '99',
          url: '/brands/nike',
          trackingParams: 'p=1',
          trackingShard: 'shard1',
        },
      ],
      maxTagsRows: 2,
      skipped: 0,
      malformed: false,
    });
  });

  it('a missing type comes from typeStr, a missing typeStr from type; neither gives common/suggest', () => {
    const { suggestions } = reshapeSuggestions({
      suggests: [
        { name: 'a', typeStr: 'tag' },
        { name: 'b', typeStr: 'history' },
        { name: 'c', type: 2 },
        { name: 'd' },
        { name: 'e', type: 5, typeStr: 'weird' },
      ],
    });
    expect(suggestions.map((s) => [s.type, s.kind])).toEqual([
      [6, 'tag'],
      [0, 'history'],
      [2, 'brand'],
      [1, 'suggest'],
      [5, 'suggest'],
    ]);
  });

  it('the search text defaults to the name; a name-less entry with a search text shows that', () => {
    const { suggestions } = reshapeSuggestions({ suggests: [{ name: 'платье' }, { search: 'куртка' }] });
    expect(suggestions.map((s) => [s.label, s.query])).toEqual([
      ['платье', 'платье'],
      ['куртка', 'куртка'],
    ]);
  });

  it('malformed entries are skipped and counted, never a TypeError', () => {
    const result = reshapeSuggestions({
      suggests: [null, 1, 'x', [], {}, { name: '   ' }, { name: 5 }, { name: 'ok', type: 'x', pos: 'first', brandId: {}, url: 7 }],
    });
    expect(result.skipped).toBe(7);
    expect(result.suggestions).toEqual([{ type: 1, kind: 'suggest', label: 'ok', query: 'ok' }]);
  });

  it('markup stays plain text', () => {
    const { suggestions } = reshapeSuggestions({ suggests: [{ name: '<img src=x onerror=alert(1)>' }] });
    expect(suggestions[0]?.label).toBe('<img src=x onerror=alert(1)>');
  });

  it('a bad max_tags_rows is left out (the rules use their default)', () => {
    for (const rows of [-1, 'two', 1.5, null]) {
      expect(reshapeSuggestions({ suggests: [], max_tags_rows: rows })).not.toHaveProperty('maxTagsRows');
    }
    expect(reshapeSuggestions({ suggests: [], max_tags_rows: '3' }).maxTagsRows).toBe(3);
  });

  it('an answer without a suggests list is malformed', () => {
    for (const payload of [null, undefined, [], 'x', {}, { suggests: {} }]) {
      expect(reshapeSuggestions(payload)).toEqual({ suggestions: [], skipped: 0, malformed: true });
    }
  });
});
