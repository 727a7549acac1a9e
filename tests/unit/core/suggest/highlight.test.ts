import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../../../core/domain/search/highlight';

const marked = (label: string, typed: string) =>
  highlightParts(label, typed)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('core/suggest/highlight', () => {
  it('marks the typed text without regard to case', () => {
    expect(highlightParts('iPhone 15 Pro', 'phone')).toEqual([
      { text: 'i', match: false },
      { text: 'Phone', match: true },
      { text: ' 15 Pro', match: false },
    ]);
  });

  it('works with Cyrillic in either case', () => {
    expect(marked('Платье красное', 'пла')).toBe('[Пла]тье красное');
    expect(marked('ПЛАТЬЕ красное', 'КРАС')).toBe('ПЛАТЬЕ [крас]ное');
    expect(marked('Ёлка новогодняя', 'ёл')).toBe('[Ёл]ка новогодняя');
  });

  it('one typed text over many labels, and back and forth between texts, marks each label the same as alone', () => {
    const labels = ['платье красное', 'красное платье', 'Платьелэнд', 'юбка', 'платье платье'];
    const alone = labels.map((label) => marked(label, 'плат'));
    expect(labels.map((label) => marked(label, 'плат'))).toEqual(alone);
    expect(marked('юбка красная', 'крас')).toBe('юбка [крас]ная');
    expect(labels.map((label) => marked(label, 'плат'))).toEqual(['[плат]ье красное', 'красное [плат]ье', '[Плат]ьелэнд', 'юбка', '[плат]ье [плат]ье']);
    expect(marked('юбка', '')).toBe('юбка');
  });

  it('marks every word typed and every occurrence; adjacent matches merge', () => {
    expect(marked('красное платье и красные туфли', 'красн туфли')).toBe('[красн]ое платье и [красн]ые [туфли]');
    expect(marked('aaaa', 'aa')).toBe('[aaaa]');
  });

  it.each([
    ['C++ book', 'c++', '[C++] book'],
    ['price (new)', '(new)', 'price [(new)]'],
    ['a.b and axb', 'a.b', '[a.b] and axb'],
    ['50% off', '50%', '[50%] off'],
    ['[sale] *now*', '[sale]', '[[sale]] *now*'],
    ['path\\to', '\\', 'path[\\]to'],
    ['$100 ^up', '$100', '[$100] ^up'],
    ['a|b', '|', 'a[|]b'],
    ['t-shirt / top', 't-shirt /', '[t-shirt] [/] top'],
    ['?', '?', '[?]'],
  ])('regex characters are literal: %s / %s', (label, typed, expected) => {
    expect(marked(label, typed)).toBe(expected);
  });

  it('joining the parts always gives the label back', () => {
    for (const [label, typed] of [
      ['Платье-миди (L)', 'миди (l'],
      ['😀 emoji 😀', '😀'],
      ['İstanbul', 'i'],
    ]) {
      expect(
        highlightParts(label ?? '', typed ?? '')
          .map((p) => p.text)
          .join(''),
      ).toBe(label);
    }
  });

  it('nothing typed marks nothing; an empty label gives no parts; no match gives one plain part', () => {
    expect(highlightParts('label', '  ')).toEqual([{ text: 'label', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
    expect(highlightParts('label', 'zzz')).toEqual([{ text: 'label', match: false }]);
  });

  it('markup in a label stays text', () => {
    expect(marked('<b>bold</b>', 'bold')).toBe('<b>[bold]</b>');
  });
});
