import { CLOSINGS, COUNTRY } from './common';
import type { Spec, SubjectProfile } from './types';

const AUTHOR: Spec = {
  name: { ru: 'Автор', en: 'Author' },
  values: [
    { ru: 'Анна Соколова', en: 'Anna Sokolova' },
    { ru: 'Дмитрий Орлов', en: 'Dmitry Orlov' },
    { ru: 'Мария Белова', en: 'Maria Belova' },
    { ru: 'Алексей Громов', en: 'Alexey Gromov' },
    { ru: 'Елена Воронцова', en: 'Elena Vorontsova' },
    { ru: 'Игорь Лебедев', en: 'Igor Lebedev' },
    { ru: 'Ольга Миронова', en: 'Olga Mironova' },
    { ru: 'Павел Ветров', en: 'Pavel Vetrov' },
  ],
};
const BOOK_SPECS: readonly Spec[] = [
  AUTHOR,
  {
    name: { ru: 'Переплёт', en: 'Binding' },
    values: [
      { ru: 'твёрдый', en: 'hardcover' },
      { ru: 'мягкий', en: 'paperback' },
    ],
  },
  {
    name: { ru: 'Количество страниц', en: 'Pages' },
    values: [
      { ru: '288', en: '288' },
      { ru: '352', en: '352' },
      { ru: '416', en: '416' },
      { ru: '544', en: '544' },
    ],
  },
  {
    name: { ru: 'Год издания', en: 'Published' },
    values: [
      { ru: '2023', en: '2023' },
      { ru: '2024', en: '2024' },
      { ru: '2025', en: '2025' },
    ],
  },
  {
    name: { ru: 'Возрастные ограничения', en: 'Age rating' },
    values: [
      { ru: '12+', en: '12+' },
      { ru: '16+', en: '16+' },
    ],
  },
];
const PAPER = [
  {
    value: { ru: 'офсетная бумага', en: 'offset paper' },
    sentence: { ru: 'Белая офсетная бумага не просвечивает.', en: 'White offset paper that does not show through.' },
  },
  {
    value: { ru: 'газетная бумага', en: 'newsprint' },
    sentence: { ru: 'Лёгкая книга в мягкой обложке удобна в дороге.', en: 'A light paperback that is easy to take on a journey.' },
  },
];

export const BOOKS: Record<string, SubjectProfile> = {
  romany: {
    drawing: { icon: 'closed-book' },
    naming: 'book',
    titles: [
      { ru: 'Тихая гавань', en: 'Quiet Harbour' },
      { ru: 'Последнее лето', en: 'The Last Summer' },
      { ru: 'Дом у реки', en: 'The House by the River' },
      { ru: 'Письма из Риги', en: 'Letters from Riga' },
      { ru: 'Сад за стеной', en: 'The Garden Behind the Wall' },
      { ru: 'Северный ветер', en: 'North Wind' },
      { ru: 'Время яблок', en: 'Apple Season' },
      { ru: 'Остров в тумане', en: 'An Island in the Fog' },
    ],
    kinds: [],
    details: [],
    materials: PAPER,
    materialOption: 'material',
    countries: [COUNTRY.russia],
    specs: BOOK_SPECS,
    openings: [
      { ru: 'Тёплый роман о семье, выборе и втором шансе.', en: 'A warm novel about family, choices and second chances.' },
      { ru: 'История трёх поколений одной семьи, от которой трудно оторваться.', en: 'The story of three generations of one family that is hard to put down.' },
      {
        ru: 'Роман о любви, дружбе и городе, который меняется вместе с героями.',
        en: 'A novel about love, friendship and a city that changes with its characters.',
      },
    ],
    features: [
      { ru: 'Книга вошла в длинный список национальной литературной премии.', en: 'The book was longlisted for a national literary prize.' },
      { ru: 'Живой язык и герои, которых узнаёшь в знакомых.', en: 'Lively language and characters you will recognise in people you know.' },
      { ru: 'Идеальное чтение для отпуска и долгой дороги.', en: 'Perfect reading for a holiday or a long journey.' },
    ],
    closings: CLOSINGS.books,
  },
  detektivy: {
    drawing: { icon: 'closed-book', accent: 'magnifying-glass-tilted-left' },
    naming: 'book',
    titles: [
      { ru: 'Тень на перроне', en: 'A Shadow on the Platform' },
      { ru: 'Пятый свидетель', en: 'The Fifth Witness' },
      { ru: 'Ключ от мансарды', en: 'The Attic Key' },
      { ru: 'Ночной экспресс', en: 'The Night Express' },
      { ru: 'Дело о пропавшей скрипке', en: 'The Case of the Missing Violin' },
      { ru: 'Туман над заливом', en: 'Fog over the Bay' },
    ],
    kinds: [],
    details: [],
    materials: PAPER,
    materialOption: 'material',
    countries: [COUNTRY.russia],
    specs: BOOK_SPECS,
    openings: [
      { ru: 'Детектив, в котором разгадку не угадать до последней главы.', en: 'A mystery whose solution you will not guess until the last chapter.' },
      {
        ru: 'Следователь из провинции берётся за дело, от которого отказались в столице.',
        en: 'A provincial detective takes on a case the capital gave up on.',
      },
    ],
    features: [
      { ru: 'Напряжённый сюжет и неожиданная развязка.', en: 'A tense plot and an unexpected ending.' },
      { ru: 'Первая книга новой серии.', en: 'The first book in a new series.' },
      { ru: 'Читается за один вечер.', en: 'You will read it in one evening.' },
    ],
    closings: CLOSINGS.books,
  },
};
