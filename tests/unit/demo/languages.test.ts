// @vitest-environment node
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../contracts/locales';
import { generateDemoData } from '../../../demo/data/generate';
import { flattenMenu } from '../../../demo/data/menu';

/**
 * The demo shop speaks every language it offers (storefront-shell.md §1 interface languages):
 * every name a shopper can see exists in ru, en, kk, ky, uz and ka, in the right script, and is a
 * translation rather than a copy of the ru or en text.
 */
type Texts = Record<Language, string>;

const modules = import.meta.glob('../../../demo/data/**/*.ts', { eager: true });
const data = generateDemoData();

/** Every object with a ru text reachable from the demo data modules' exports and the generated data. */
function collectNames(): Texts[] {
  const found: Texts[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number): void => {
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 12) return;
    seen.add(value);
    if (typeof (value as { ru?: unknown }).ru === 'string') found.push(value as Texts);
    const children = value instanceof Map ? [...value.values()] : Array.isArray(value) ? value : Object.values(value);
    for (const child of children) visit(child, depth + 1);
  };
  for (const exports of Object.values(modules)) visit(exports, 0);
  visit({ tree: data.tree, products: data.products }, 0);
  return found;
}

const names = collectNames();
const GEORGIAN = /\p{Script=Georgian}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const KAZAKH_LETTERS = /[әғқңөұүһі]/iu;
const KYRGYZ_LETTERS = /[ңөү]/iu;
/** A brand, model or unit token written the same in every language ("USB-C", "IPX5", "Power Delivery 3.0"). */
const LATIN_SPEC = /^[A-Za-z0-9 .,+×/%\-″()·]+$/;
const withLetters = (text: string) => /\p{L}/u.test(text);

function shareOf(lang: Language, test: (entry: Texts) => boolean): number {
  const relevant = names.filter((n) => withLetters(n[lang]));
  return relevant.filter(test).length / relevant.length;
}

describe('demo data in every shop language', () => {
  it('collects the vocabulary and the generated catalogue (more than 5000 texts)', () => {
    expect(names.length).toBeGreaterThan(5000);
  });

  it('every Names value has all six languages, none empty (a blank product name aside)', () => {
    const missing = names.flatMap((n) =>
      LANGUAGES.filter((lang) => typeof n[lang] !== 'string' || (n[lang].trim() === '' && n.ru !== '')).map((lang) => `${lang}: ${n.ru}`),
    );
    expect(missing).toEqual([]);
  });

  it('ka is written in Georgian letters (brand, model and unit tokens aside), never in Cyrillic', () => {
    const wrong = names.filter((n) => withLetters(n.ka) && (CYRILLIC.test(n.ka) || (!GEORGIAN.test(n.ka) && !(n.ka === n.en && LATIN_SPEC.test(n.ka)))));
    expect(wrong.map((n) => n.ka)).toEqual([]);
  });

  it('uz is written in the Latin script, with oʻ and gʻ always as U+02BB and the tutuq belgisi as U+02BC, as the interface texts write them', () => {
    const wrong = names.filter((n) => CYRILLIC.test(n.uz) || GEORGIAN.test(n.uz) || (withLetters(n.uz) && !LATIN.test(n.uz)));
    expect(wrong.map((n) => n.uz)).toEqual([]);
    const otherApostrophes = names.filter((n) => /['`‘’]/u.test(n.uz));
    expect(otherApostrophes.map((n) => n.uz)).toEqual([]);
    expect(names.some((n) => n.uz.includes('oʻ'))).toBe(true);
    expect(names.some((n) => n.uz.includes('gʻ'))).toBe(true);
  });

  it('kk and ky are Cyrillic, and read as Kazakh and Kyrgyz: their own letters run through them', () => {
    for (const lang of ['kk', 'ky'] as const) {
      const wrong = names.filter(
        (n) => GEORGIAN.test(n[lang]) || (withLetters(n[lang]) && !CYRILLIC.test(n[lang]) && !(n[lang] === n.en && LATIN_SPEC.test(n[lang]))),
      );
      expect(wrong.map((n) => n[lang])).toEqual([]);
    }
    expect(shareOf('kk', (n) => KAZAKH_LETTERS.test(n.kk))).toBeGreaterThan(0.5);
    expect(shareOf('ky', (n) => KYRGYZ_LETTERS.test(n.ky))).toBeGreaterThan(0.4);
  });

  it('translations are not copies: no sentence repeats ru or en, and shared loanwords stay rare', () => {
    for (const lang of ['kk', 'ky', 'uz', 'ka'] as const) {
      const copies = names.filter((n) => withLetters(n[lang]) && (n[lang] === n.ru || n[lang] === n.en) && !LATIN_SPEC.test(n[lang]));
      // A sentence (four words or more, beyond numbers and model tokens) copied from ru or en is an untranslated text.
      const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !/\d/.test(w) && !LATIN_SPEC.test(w));
      expect(copies.filter((n) => wordsOf(n[lang]).length >= 4).map((n) => n[lang])).toEqual([]);
      // Short names may be the same word (Смартфон, Роман, 20 см), but only as loanwords, not as a rule.
      const words = copies.filter((n) => !/\d/.test(n[lang])).length;
      expect(words / names.length, lang).toBeLessThan(lang === 'uz' || lang === 'ka' ? 0.001 : 0.1);
    }
  });

  it('the catalogue menu answers in each language, with every item named in its script', () => {
    const script: Record<Language, RegExp> = { ru: CYRILLIC, en: LATIN, kk: CYRILLIC, ky: CYRILLIC, uz: LATIN, ka: GEORGIAN };
    for (const lang of LANGUAGES) {
      const items = flattenMenu(data.menu(lang));
      expect(items.length).toBeGreaterThan(40);
      const wrong = items.filter((item) => item.name.trim() === '' || (withLetters(item.name.replace(/\d+\+/, '')) && !script[lang].test(item.name)));
      expect(
        wrong.map((i) => i.name),
        lang,
      ).toEqual([]);
    }
    expect(flattenMenu(data.menu('uz')).map((i) => i.name)).toContain('Ayollar uchun');
    expect(flattenMenu(data.menu('ka')).map((i) => i.name)).toContain('კაბები');
    // A language the server does not know reads the default one (ru), not an empty menu.
    expect(data.menu('xx')).toBe(data.menu('ru'));
  });

  it('product names follow each language’s word order: modifiers before the noun in kk, ky, uz and ka', () => {
    const dress = data.subjects.find((s) => s.slug === 'platya')!;
    const dresses = data.products.filter((p) => p.subjectId === dress.id && p.name.ru !== '' && p.name.ru !== dress.noun.ru);
    expect(dresses.length).toBeGreaterThan(10);
    for (const p of dresses) {
      expect(p.name.ru.startsWith('Платье'), p.name.ru).toBe(true);
      // "Жазғы көйлек", "Kundalik choʻntakli koʻylak": the noun closes the name (a measure would follow it).
      expect(p.name.kk.endsWith('көйлек'), p.name.kk).toBe(true);
      expect(p.name.ky.endsWith('көйнөк'), p.name.ky).toBe(true);
      expect(p.name.uz.endsWith('koʻylak'), p.name.uz).toBe(true);
      // ka orders words as en does: a modifier before the noun ("ზაფხულის კაბა"), a detail after it.
      expect(p.name.ka.startsWith('კაბა'), `${p.name.en} / ${p.name.ka}`).toBe(p.name.en.startsWith('Dress'));
    }
  });
});
