import { BEAUTY_COUNTRIES, CLOSINGS, COUNTRY } from './common';
import type { Material, Spec, SubjectProfile } from './types';

const SKIN: Spec = {
  name: { ru: 'Тип кожи', en: 'Skin type' },
  values: [
    { ru: 'сухая', en: 'dry' },
    { ru: 'нормальная', en: 'normal' },
    { ru: 'жирная и комбинированная', en: 'oily and combination' },
    { ru: 'все типы', en: 'all types' },
  ],
};
const VOLUME: Spec = {
  name: { ru: 'Объём', en: 'Volume' },
  values: [
    { ru: '30 мл', en: '30 ml' },
    { ru: '50 мл', en: '50 ml' },
    { ru: '75 мл', en: '75 ml' },
  ],
};
const FRAGRANCE_COUNTRIES = [COUNTRY.france, COUNTRY.italy, COUNTRY.spain, COUNTRY.russia];

const NOTES = {
  floral: {
    value: {
      ru: 'верхние ноты — бергамот, мандарин; сердце — жасмин, роза; база — мускус, сандал',
      en: 'top: bergamot, mandarin; heart: jasmine, rose; base: musk, sandalwood',
    },
    sentence: { ru: 'Аромат раскрывается свежими цитрусами и затихает тёплым мускусом.', en: 'The scent opens with fresh citrus and settles into warm musk.' },
  },
  woody: {
    value: {
      ru: 'верхние ноты — грейпфрут, перец; сердце — кедр, ветивер; база — амбра, пачули',
      en: 'top: grapefruit, pepper; heart: cedar, vetiver; base: amber, patchouli',
    },
    sentence: { ru: 'Древесные ноты звучат сдержанно и подходят для офиса.', en: 'The woody notes are restrained enough for the office.' },
  },
  sweet: {
    value: {
      ru: 'верхние ноты — груша, малина; сердце — пион, фрезия; база — ваниль, карамель',
      en: 'top: pear, raspberry; heart: peony, freesia; base: vanilla, caramel',
    },
    sentence: { ru: 'Сладкий шлейф с ванилью держится до вечера.', en: 'A sweet vanilla trail lasts until the evening.' },
  },
  fresh: {
    value: {
      ru: 'верхние ноты — лимон, мята; сердце — морские ноты, лаванда; база — белый мускус',
      en: 'top: lemon, mint; heart: sea notes, lavender; base: white musk',
    },
    sentence: { ru: 'Свежий, чистый аромат хорош в жару.', en: 'A clean, fresh scent that is perfect in the heat.' },
  },
} as const satisfies Record<string, Material>;

const CREAM = {
  shea: {
    value: { ru: 'вода, глицерин, масло ши, пантенол, токоферол', en: 'aqua, glycerin, shea butter, panthenol, tocopherol' },
    sentence: { ru: 'Масло ши питает сухую кожу и снимает ощущение стянутости.', en: 'Shea butter nourishes dry skin and relieves tightness.' },
  },
  hyaluronic: {
    value: { ru: 'вода, гиалуронат натрия, алоэ вера, ниацинамид', en: 'aqua, sodium hyaluronate, aloe vera, niacinamide' },
    sentence: { ru: 'Гиалуроновая кислота удерживает влагу в коже весь день.', en: 'Hyaluronic acid holds moisture in the skin all day.' },
  },
  ceramide: {
    value: { ru: 'вода, церамиды, сквалан, масло жожоба', en: 'aqua, ceramides, squalane, jojoba oil' },
    sentence: { ru: 'Церамиды восстанавливают защитный барьер кожи.', en: 'Ceramides restore the skin’s protective barrier.' },
  },
  clay: {
    value: { ru: 'каолин, бентонит, экстракт зелёного чая, цинк', en: 'kaolin, bentonite, green tea extract, zinc' },
    sentence: { ru: 'Белая глина мягко очищает поры и матирует кожу.', en: 'White clay gently cleans pores and mattifies the skin.' },
  },
} as const satisfies Record<string, Material>;

export const BEAUTY: Record<string, SubjectProfile> = {
  kremy: {
    drawing: { icon: 'jar', tint: 'neutral' },
    kinds: [
      { ru: 'увлажняющий', en: 'moisturising' },
      { ru: 'ночной', en: 'night' },
      { ru: 'дневной', en: 'day' },
      { ru: 'питательный', en: 'nourishing' },
      { ru: 'для рук', en: 'hand' },
      { ru: 'для лица', en: 'face' },
    ],
    details: [
      { ru: 'с гиалуроновой кислотой', en: 'with hyaluronic acid' },
      { ru: 'с витамином C', en: 'with vitamin C' },
      { ru: 'с SPF 30', en: 'with SPF 30' },
    ],
    materials: [CREAM.shea, CREAM.hyaluronic, CREAM.ceramide],
    materialOption: 'composition',
    countries: BEAUTY_COUNTRIES,
    specs: [SKIN, VOLUME],
    openings: [
      { ru: 'Лёгкий крем, который быстро впитывается и не оставляет липкости.', en: 'A light cream that absorbs quickly and leaves no stickiness.' },
      { ru: 'Крем, после которого кожа мягкая и гладкая до вечера.', en: 'A cream that leaves skin soft and smooth until the evening.' },
    ],
    features: [
      { ru: 'Подходит под макияж.', en: 'Works well under make-up.' },
      { ru: 'Без отдушек и парабенов.', en: 'Free of fragrance and parabens.' },
      { ru: 'Проверен дерматологами.', en: 'Dermatologically tested.' },
    ],
    closings: CLOSINGS.beauty,
  },
  maski: {
    drawing: { icon: 'jar', tint: 'neutral', accent: 'cucumber' },
    kinds: [
      { ru: 'тканевая', en: 'sheet' },
      { ru: 'глиняная', en: 'clay' },
      { ru: 'ночная', en: 'overnight' },
      { ru: 'увлажняющая', en: 'hydrating' },
      { ru: 'очищающая', en: 'purifying' },
    ],
    details: [
      { ru: 'для лица', en: 'for the face' },
      { ru: 'с алоэ', en: 'with aloe' },
      { ru: 'с коллагеном', en: 'with collagen' },
    ],
    materials: [CREAM.hyaluronic, CREAM.clay, CREAM.ceramide],
    materialOption: 'composition',
    countries: [COUNTRY.korea, COUNTRY.russia, COUNTRY.japan, COUNTRY.france],
    specs: [SKIN],
    openings: [
      { ru: 'Маска для вечера, когда хочется позаботиться о себе.', en: 'A mask for the evenings when you want to look after yourself.' },
      { ru: 'Маска, которая за 15 минут возвращает коже свежий вид.', en: 'A mask that gives skin a fresh look in 15 minutes.' },
    ],
    features: [
      { ru: 'Нанесите на чистую кожу на 15–20 минут.', en: 'Apply to clean skin for 15–20 minutes.' },
      { ru: 'Подходит для чувствительной кожи.', en: 'Suitable for sensitive skin.' },
      { ru: 'Можно использовать два-три раза в неделю.', en: 'Use two or three times a week.' },
    ],
    closings: CLOSINGS.beauty,
  },
  duhi: {
    drawing: { icon: 'lotion-bottle', accent: 'cherry-blossom' },
    kinds: [
      { ru: 'женские', en: 'women’s' },
      { ru: 'мужские', en: 'men’s' },
      { ru: 'стойкие', en: 'long-lasting' },
      { ru: 'унисекс', en: 'unisex' },
    ],
    details: [
      { ru: '30 мл', en: '30 ml' },
      { ru: '50 мл', en: '50 ml' },
      { ru: '100 мл', en: '100 ml' },
      { ru: 'в подарочной упаковке', en: 'in a gift box' },
    ],
    materials: [NOTES.floral, NOTES.woody, NOTES.sweet],
    materialOption: 'notes',
    countries: FRAGRANCE_COUNTRIES,
    specs: [
      {
        name: { ru: 'Концентрация', en: 'Concentration' },
        values: [
          { ru: 'парфюмерная вода', en: 'eau de parfum' },
          { ru: 'духи (экстракт)', en: 'extrait de parfum' },
        ],
      },
    ],
    openings: [
      { ru: 'Аромат, который запоминают.', en: 'A scent people remember.' },
      { ru: 'Стойкий аромат на каждый день и для особых случаев.', en: 'A lasting scent for every day and for special occasions.' },
    ],
    features: [
      { ru: 'Держится на коже до 10 часов.', en: 'Lasts up to 10 hours on the skin.' },
      { ru: 'Флакон из толстого стекла с магнитной крышкой.', en: 'A thick glass bottle with a magnetic cap.' },
      { ru: 'Мелкодисперсный распылитель.', en: 'A fine-mist sprayer.' },
    ],
    closings: CLOSINGS.beauty,
  },
  'tualetnaya-voda': {
    drawing: { icon: 'lotion-bottle', accent: 'droplet' },
    kinds: [
      { ru: 'женская', en: 'women’s' },
      { ru: 'мужская', en: 'men’s' },
      { ru: 'свежая', en: 'fresh' },
      { ru: 'цитрусовая', en: 'citrus' },
    ],
    details: [
      { ru: '50 мл', en: '50 ml' },
      { ru: '100 мл', en: '100 ml' },
      { ru: 'с атомайзером', en: 'with a travel atomiser' },
    ],
    materials: [NOTES.fresh, NOTES.floral, NOTES.woody],
    materialOption: 'notes',
    countries: FRAGRANCE_COUNTRIES,
    specs: [],
    openings: [
      { ru: 'Лёгкая туалетная вода на каждый день.', en: 'A light eau de toilette for every day.' },
      { ru: 'Свежий аромат, который не утомляет.', en: 'A fresh scent that never becomes tiring.' },
    ],
    features: [
      { ru: 'Уместна в офисе и в спортзале.', en: 'Right for the office and the gym.' },
      { ru: 'Флакон удобно взять с собой.', en: 'The bottle is easy to carry with you.' },
      { ru: 'Распылитель не подтекает в сумке.', en: 'The sprayer does not leak in a bag.' },
    ],
    closings: CLOSINGS.beauty,
  },
};
