import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../../../../core/domain/search/history';
import {
  BRAND_LOGO_SIZE_PX,
  DEFAULT_MAX_TAGS_ROWS,
  MAX_SUGGESTIONS,
  SUGGESTION_TYPE_ORDER,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_HIDE_MS,
  TAG_ROW_HEIGHT_PX,
  orderSuggestions,
  tagsThatFit,
} from '../../../../core/domain/search/rules';
import { SUGGESTION_KINDS, SUGGESTION_TYPE, type Suggestion } from '../../../../contracts/suggest';

const item = (type: number, label: string, kind: Suggestion['kind'] = 'suggest'): Suggestion => ({ type, kind, label, query: label });
const common = (label: string) => item(1, label);
const brand = (label: string) => item(2, label, 'brand');
const tag = (label: string) => item(6, label, 'tag');
const labels = (items: readonly Suggestion[]) => items.map((s) => s.label);

describe('core/suggest/rules (shell §5 Suggestions, §9 Search)', () => {
  it('§9 debounce 100 ms, hide 150 ms, max suggestions 7, history 20, tag row 47 px, brand logo 32x13', () => {
    expect(SUGGEST_DEBOUNCE_MS).toBe(100);
    expect(SUGGEST_HIDE_MS).toBe(150);
    expect(MAX_SUGGESTIONS).toBe(7);
    expect(HISTORY_LIMIT).toBe(20);
    expect(TAG_ROW_HEIGHT_PX).toBe(47);
    expect(BRAND_LOGO_SIZE_PX).toEqual({ width: 32, height: 13 });
  });

  it('§3 types history 0, common 1, brand 2, tags 6, and the typeStr values', () => {
    expect(SUGGESTION_TYPE).toEqual({ history: 0, common: 1, brand: 2, tags: 6 });
    expect(SUGGESTION_KINDS).toEqual(['tag', 'brand', 'redirect', 'external_redirect', 'suggest', 'history', 'self']);
    expect(SUGGESTION_TYPE_ORDER).toEqual([6, 0, 1, 2, 5]);
  });

  it('§5 common capped at 7', () => {
    const server = Array.from({ length: 10 }, (_, i) => common(`платье ${i}`));
    const { list } = orderSuggestions({ history: [], server, typedText: 'платье' });
    expect(labels(list)).toEqual(['платье 0', 'платье 1', 'платье 2', 'платье 3', 'платье 4', 'платье 5', 'платье 6']);
  });

  it('§5 the brand rows are not part of the 7 common', () => {
    const server = [...Array.from({ length: 8 }, (_, i) => common(`c${i}`)), brand('Brand')];
    const { list } = orderSuggestions({ history: [], server, typedText: 'c' });
    expect(list.filter((s) => s.type === 1)).toHaveLength(7);
    expect(labels(list).at(-1)).toBe('Brand');
  });

  it('§5 duplicates of history are removed (any case, any spacing)', () => {
    const { list } = orderSuggestions({
      history: ['Красное платье'],
      server: [common('красное  платье'), common('красное платье миди')],
      typedText: 'красное',
    });
    expect(labels(list)).toEqual(['Красное платье', 'красное платье миди']);
    expect(list[0]?.kind).toBe('history');
  });

  it('§5 order in the list: history, common, brand, then type 5, then other types; tags are the separate leading block', () => {
    const server = [brand('b'), item(5, 'five'), common('c'), tag('t'), item(9, 'nine'), item(0, 'server history', 'history')];
    const result = orderSuggestions({ history: ['h'], server, typedText: '' });
    expect(labels(result.list)).toEqual(['h', 'server history', 'c', 'b', 'five', 'nine']);
    expect(labels(result.tags)).toEqual(['t']);
  });

  it('§5 history limit 20 (local and server history together)', () => {
    const history = Array.from({ length: 18 }, (_, i) => `h${i}`);
    const server = Array.from({ length: 5 }, (_, i) => item(0, `s${i}`, 'history'));
    const { list } = orderSuggestions({ history, server, typedText: '' });
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(labels(list).slice(-2)).toEqual(['s0', 's1']);
  });

  it('history shown is the entries containing the typed text; all of them while nothing is typed', () => {
    const history = ['iPhone 15', 'чехол', 'Phone case'];
    expect(labels(orderSuggestions({ history, server: [], typedText: 'PHONE' }).list)).toEqual(['iPhone 15', 'Phone case']);
    expect(labels(orderSuggestions({ history, server: [], typedText: '  ' }).list)).toEqual(history);
  });

  it('repeats inside the answer are dropped; the same text as brand and as common are both kept', () => {
    const { list } = orderSuggestions({ history: [], server: [common('apple'), common('Apple'), brand('Apple')], typedText: 'ap' });
    expect(list.map((s) => `${s.type}:${s.label}`)).toEqual(['1:apple', '2:Apple']);
  });

  it('§5 when no suggestions exist for the typed text, the typed text itself is offered', () => {
    const { list, tags } = orderSuggestions({ history: ['other'], server: [], typedText: '  синее   пальто ' });
    expect(tags).toEqual([]);
    expect(list).toEqual([{ type: 1, kind: 'self', label: 'синее пальто', query: 'синее пальто', typedText: 'синее пальто' }]);
  });

  it('nothing is offered for blank text with no history', () => {
    expect(orderSuggestions({ history: [], server: [], typedText: '   ' }).list).toEqual([]);
  });

  it('no self item when only tags came back', () => {
    const { list, tags } = orderSuggestions({ history: [], server: [tag('red')], typedText: 'dress' });
    expect(list).toEqual([]);
    expect(labels(tags)).toEqual(['red']);
  });

  it('§5 the tag area is max_tags_rows rows of 47 px; a missing or bad value uses the default', () => {
    expect(orderSuggestions({ history: [], server: [], typedText: 'x', maxTagsRows: 2 })).toMatchObject({ maxTagsRows: 2, tagAreaMaxHeightPx: 94 });
    expect(orderSuggestions({ history: [], server: [], typedText: 'x', maxTagsRows: 0 })).toMatchObject({ maxTagsRows: 0, tagAreaMaxHeightPx: 0 });
    for (const bad of [undefined, -1, 1.5, Number.NaN]) {
      expect(orderSuggestions({ history: [], server: [], typedText: 'x', maxTagsRows: bad }).maxTagsRows).toBe(DEFAULT_MAX_TAGS_ROWS);
    }
  });
});

describe('core/suggest/rules tagsThatFit (shell §5 "tags limited by max_tags_rows rows of 47 px")', () => {
  it('fills rows left to right and stops at the first tag that would open a row too many', () => {
    // container 100: row 1 = 40 + 50 (90), row 2 = 60 + 30 (90), 20 would fit row 2 only with 110
    expect(tagsThatFit([40, 50, 60, 30, 20], 100, 2)).toBe(4);
    expect(tagsThatFit([40, 50, 60, 30, 20], 100, 1)).toBe(2);
    expect(tagsThatFit([40, 50, 60, 30, 20], 100, 3)).toBe(5);
  });

  it('counts the gap between chips', () => {
    expect(tagsThatFit([45, 45], 100, 1, 0)).toBe(2);
    expect(tagsThatFit([45, 45], 100, 1, 12)).toBe(1);
    expect(tagsThatFit([44, 44], 100, 1, 12)).toBe(2);
  });

  it('a chip wider than the container takes a row of its own', () => {
    expect(tagsThatFit([150, 10], 100, 1)).toBe(1);
    expect(tagsThatFit([150, 10], 100, 2)).toBe(2);
  });

  it('no rows, no width or no tags give 0; bad widths count as 0', () => {
    expect(tagsThatFit([10], 100, 0)).toBe(0);
    expect(tagsThatFit([10], 0, 2)).toBe(0);
    expect(tagsThatFit([], 100, 2)).toBe(0);
    expect(tagsThatFit([Number.NaN, -5, 100], 100, 1)).toBe(3);
  });
});
