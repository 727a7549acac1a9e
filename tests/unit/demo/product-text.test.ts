// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../demo/data/generate';
import { productText } from '../../../demo/data/product-text';
import { NEUTRAL_PROFILE, SUBJECT_PROFILES, profileFor } from '../../../demo/data/profiles';
import { createRng } from '../../../demo/data/rng';
import { textIn } from '../../../demo/data/text';
import { LANGUAGES } from '../../../contracts/locales';

const data = generateDemoData();
const named = data.products.filter((p) => p.name.ru !== '');
const subjectSlug = (subjectId: number) => data.subjectById.get(subjectId)!.slug;

describe('demo product names and descriptions that make sense', () => {
  it('every subject of the catalog has its own profile: none falls back to the neutral one', () => {
    const missing = data.subjects.filter((s) => !Object.hasOwn(SUBJECT_PROFILES, s.slug)).map((s) => s.slug);
    expect(missing).toEqual([]);
  });

  it('materials fit the subject: no wool headphones, cotton eau de toilette or ceramic smartphones', () => {
    const hardGoods = /^(naushniki|kolonki|smartfony|zaryadnye-ustroystva|tualetnaya-voda|duhi|kremy|maski|skovorody|kastryuli|ganteli)$/;
    const textile = /(?<!\p{L})(шерсть|шерсти|хлопок|хлопка|лён|льна|вискоза|вискозы|шёлк|шёлка|wool|cotton|linen|viscose|silk)(?!\p{L})/iu;
    const offenders = named.filter((p) => {
      if (!hardGoods.test(subjectSlug(p.subjectId))) return false;
      const texts = [p.name.ru, p.name.en, ...p.options.flatMap((o) => [o.value.ru, o.value.en])];
      return texts.some((t) => textile.test(t));
    });
    expect(offenders.map((p) => p.name.ru)).toEqual([]);
    for (const p of named) expect(p.name.ru).not.toMatch(/^(Наушники|Туалетная вода|Смартфон|Сковорода).* из (шерсти|хлопка|керамики|стали)/);
  });

  it('every name starts with its subject noun (ru) and says more than the noun alone', () => {
    for (const p of named) {
      const subject = data.subjectById.get(p.subjectId)!;
      expect(p.name.ru.startsWith(subject.noun.ru), p.name.ru).toBe(true);
      expect(p.name.ru.length, p.name.ru).toBeGreaterThan(subject.noun.ru.length);
      expect(p.name.en.length, p.name.en).toBeGreaterThan(subject.noun.en.length);
    }
  });

  it('descriptions are a few real sentences in every shop language', () => {
    for (const p of named.slice(0, 600)) {
      for (const lang of LANGUAGES) {
        const sentences = p.description[lang].split(/(?<=[.!])\s+/);
        expect(sentences.length, p.description[lang]).toBeGreaterThanOrEqual(3);
        for (const s of sentences) expect(s, p.description[lang]).toMatch(/^[\p{Lu}\p{Script=Georgian}0-9«"].*[.!]$/u);
      }
    }
  });

  it('options (composition, season, country) vary within a subject and across the catalog', () => {
    const valuesOf = (slug: string, option: string) =>
      new Set(named.filter((p) => subjectSlug(p.subjectId) === slug).flatMap((p) => p.options.filter((o) => o.name.ru === option).map((o) => o.value.ru)));
    expect(valuesOf('platya', 'Состав').size).toBeGreaterThanOrEqual(4);
    expect(valuesOf('platya', 'Сезон').size).toBeGreaterThanOrEqual(3);
    expect(valuesOf('platya', 'Страна производства').size).toBeGreaterThanOrEqual(5);
    expect(valuesOf('naushniki', 'Время работы').size).toBeGreaterThanOrEqual(3);
    const countries = new Set(named.flatMap((p) => p.options.filter((o) => o.name.en === 'Country of manufacture').map((o) => o.value.en)));
    expect(countries.size).toBeGreaterThanOrEqual(15);
    // More than 20 different names a subject on average.
    expect(new Set(named.map((p) => p.name.ru)).size).toBeGreaterThan(data.subjects.length * 20);
  });

  it('everything exists in every shop language: names, descriptions, option names and values', () => {
    const blank = named.flatMap((p) =>
      LANGUAGES.flatMap((lang) =>
        [p.name[lang], p.description[lang], ...p.options.flatMap((o) => [o.name[lang], o.value[lang]])].some((text) => text.trim() === '')
          ? [`${p.nmId} ${lang}`]
          : [],
      ),
    );
    expect(blank).toEqual([]);
  });

  it('the card detail shows the description and the options in the language asked for', async () => {
    const { detailView, cardContext } = await import('../../../demo/server/views/product');
    const product = named.find((p) => subjectSlug(p.subjectId) === 'platya')!;
    const ru = detailView(data, product, cardContext({ lang: 'ru' }));
    const en = detailView(data, product, cardContext({ lang: 'en' }));
    expect(ru.description).toBe(product.description.ru);
    expect(en.description).toBe(product.description.en);
    expect(ru.options.map((o) => o.name)).toEqual(['Категория', 'Цвет', ...product.options.map((o) => o.name.ru)]);
    expect(en.options).toContainEqual({ name: 'Category', value: 'Dresses' });
    expect(en.options.find((o) => o.name === 'Composition')?.value).toMatch(/%/);
  });

  it('is deterministic: the same seed gives the same text', () => {
    const subject = data.subjects[0]!;
    expect(productText(createRng(7), subject)).toEqual(productText(createRng(7), subject));
    expect(
      generateDemoData()
        .products.slice(0, 50)
        .map((p) => [p.name, p.description, p.options]),
    ).toEqual(data.products.slice(0, 50).map((p) => [p.name, p.description, p.options]));
  });

  it('a subject without a profile is named by its noun and drawn as a neutral parcel', () => {
    const noun = { ru: 'Ваза', en: 'Vase', kk: 'Құмыра', ky: 'Ваза', uz: 'Guldon', ka: 'ლარნაკი' };
    const subject = {
      id: 999,
      parentId: 1,
      slug: 'no-such-subject',
      names: { ru: 'Вазы', en: 'Vases', kk: 'Құмыралар', ky: 'Вазалар', uz: 'Guldonlar', ka: 'ლარნაკები' },
      noun,
    };
    expect(profileFor(subject.slug)).toBe(NEUTRAL_PROFILE);
    expect(NEUTRAL_PROFILE.drawing).toEqual({ icon: 'package', tint: 'none' });
    const text = productText(createRng(1), subject);
    expect(text.name).toEqual(noun);
    expect(text.description.ru.split('. ').length).toBeGreaterThanOrEqual(3);
    expect(text.options.map((o) => o.name.en)).toEqual(['Country of manufacture']);
  });

  it('reads a text in each shop language, and in ru for a language the server does not know', () => {
    const names = { ru: 'Платье', en: 'Dress', kk: 'Көйлек', ky: 'Көйнөк', uz: 'Koʻylak', ka: 'კაბა' };
    expect(textIn(names, 'kk')).toBe('Көйлек');
    expect(textIn(names, 'ky')).toBe('Көйнөк');
    expect(textIn(names, 'uz')).toBe('Koʻylak');
    expect(textIn(names, 'ka')).toBe('კაბა');
    expect(textIn(names, 'en')).toBe('Dress');
    expect(textIn(names, 'xx')).toBe('Платье');
    expect(textIn(names, undefined)).toBe('Платье');
  });
});
