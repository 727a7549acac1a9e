import { OPTION_NAME } from './profiles/common';
import { profileFor, type SubjectProfile } from './profiles';
import type { Material, Phrase } from './profiles/types';
import type { Rng } from './rng';
import { LANGUAGES, type Language } from '../../contracts/locales';
import type { Names, SubjectDef } from './subjects';
import { capitalise } from './text';

export type ProductOption = { name: Names; value: Names };
/** A colour group's name, description and characteristics, in every language the vocabulary has. */
export type ProductText = { name: Names; description: Names; options: ProductOption[] };

/** Model series of electronics ("Air 3"): the same in every language. */
const MODEL_SERIES = ['Air', 'Pro', 'Lite', 'Max', 'Neo', 'Go', 'Note', 'Play', 'Ultra', 'Mini'] as const;
const KIND_SHARE = 0.8;
const MATERIAL_PHRASE_SHARE = 0.45;
const DETAIL_SHARE = 0.55;
/** A longer name loses its detail: tiles show two lines. */
const MAX_NAME_LENGTH = 64;
const FEATURES_PER_DESCRIPTION = 2;

/** Joins words in every shop language: every word carries all of them (Names), so every name does. */
function compose(build: (lang: Language) => string): Names {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as Record<Language, string>;
}

function word(names: Names | undefined, lang: Language): string {
  return names ? names[lang] : '';
}

/** Joins the non-empty words with spaces. */
function join(words: readonly string[]): string {
  return words.filter((w) => w !== '').join(' ');
}

/**
 * Where a language puts a name's words around its noun. ru: the noun first, its agreed
 * adjectives after it ("Платье летнее с поясом"). en and ka: modifiers before the noun, a trailing
 * detail after it ("Summer dress with a belt", "ზაფხულის კაბა ქამრით"). kk, ky, uz: every
 * modifier before the noun, as Turkic word order wants ("Белбеулі жазғы көйлек"), except a
 * measure ("2 л", "20 Вт", "мишка 30 см"), which follows the noun as a specification does.
 */
type WordOrder = 'noun-first' | 'modifiers-first' | 'head-final';
const WORD_ORDER: Readonly<Record<Language, WordOrder>> = {
  ru: 'noun-first',
  en: 'modifiers-first',
  ka: 'modifiers-first',
  kk: 'head-final',
  ky: 'head-final',
  uz: 'head-final',
};
const MEASURE = /\d/;

function pickSome<T>(rng: Rng, list: readonly T[], count: number): T[] {
  return rng.shuffle(list).slice(0, count);
}

function maybe<T>(rng: Rng, list: readonly T[], share: number): T | undefined {
  const roll = rng.chance(share);
  const item = list.length > 0 ? rng.pick(list) : undefined;
  return roll ? item : undefined;
}

type NameParts = { kind?: Phrase; phrase?: Names; detail?: Names; model?: string; title?: Names };

function nameIn(noun: Names, { kind, phrase, detail, model, title }: NameParts, lang: Language): string {
  const nounText = word(noun, lang);
  if (title) {
    const titleText = word(title, lang);
    return lang === 'en' ? `${titleText}: a ${nounText.toLowerCase()}` : `${nounText} «${titleText}»`;
  }
  // A model series follows the noun and its adjective, as marketplaces write it: "Наушники
  // беспроводные Air 3", "Смартфон Air 3 8/256 ГБ".
  const modelText = model ?? '';
  const order = WORD_ORDER[lang];
  if (order === 'noun-first') {
    const head = kind?.enAfter ? [nounText, modelText, word(kind, lang)] : [nounText, word(kind, lang), modelText];
    return join([...head, word(phrase, lang), word(detail, lang)]);
  }
  const detailText = word(detail, lang);
  const detailBefore = order === 'head-final' && !MEASURE.test(detailText);
  const before = [kind && !kind.enAfter ? word(kind, lang) : '', word(phrase, lang), detailBefore ? detailText : ''];
  const after = [kind?.enAfter ? word(kind, lang) : '', detailBefore ? '' : detailText];
  const hasBefore = before.some((w) => w !== '');
  return capitalise(join([...before, hasBefore ? nounText.toLowerCase() : nounText, modelText, ...after]));
}

function nameOf(rng: Rng, subject: SubjectDef, profile: SubjectProfile, material: Material | undefined): Names {
  if (profile.naming === 'book' && profile.titles && profile.titles.length > 0) {
    const title = rng.pick(profile.titles);
    return compose((lang) => nameIn(subject.noun, { title }, lang));
  }
  const parts: NameParts = {
    kind: maybe(rng, profile.kinds, KIND_SHARE),
    phrase: material?.phrase && rng.chance(MATERIAL_PHRASE_SHARE) ? material.phrase : undefined,
    detail: maybe(rng, profile.details, DETAIL_SHARE),
    model: profile.naming === 'model' ? `${rng.pick(MODEL_SERIES)} ${rng.int(2, 15)}` : undefined,
  };
  // A name says more than its noun: "Крем" alone reads as a placeholder.
  if (!parts.kind && !parts.phrase && !parts.detail) {
    if (profile.kinds.length > 0) parts.kind = rng.pick(profile.kinds);
    else if (profile.details.length > 0) parts.detail = rng.pick(profile.details);
  }
  const full = compose((lang) => nameIn(subject.noun, parts, lang));
  return LANGUAGES.some((lang) => full[lang].length > MAX_NAME_LENGTH) ? compose((lang) => nameIn(subject.noun, { ...parts, detail: undefined }, lang)) : full;
}

function sentences(list: readonly Names[]): Names {
  return compose((lang) => join(list.map((s) => word(s, lang))));
}

/**
 * The name, description and options of a colour group of `subject`, from its own seeded stream:
 * the words fit the subject (its profile), and the same seed always gives the same text.
 */
export function productText(rng: Rng, subject: SubjectDef): ProductText {
  const profile = profileFor(subject.slug);
  const material = profile.materials.length > 0 ? rng.pick(profile.materials) : undefined;
  const name = nameOf(rng, subject, profile, material);
  const description = sentences([
    rng.pick(profile.openings),
    ...(material ? [material.sentence] : []),
    ...pickSome(rng, profile.features, FEATURES_PER_DESCRIPTION),
    rng.pick(profile.closings),
  ]);
  const options: ProductOption[] = [];
  if (material) options.push({ name: OPTION_NAME[profile.materialOption], value: material.value });
  for (const spec of profile.specs) options.push({ name: spec.name, value: rng.pick(spec.values) });
  if (profile.seasons && profile.seasons.length > 0) options.push({ name: OPTION_NAME.season, value: rng.pick(profile.seasons) });
  options.push({ name: OPTION_NAME.country, value: rng.pick(profile.countries) });
  return { name, description, options };
}
