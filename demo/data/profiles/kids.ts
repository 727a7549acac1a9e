import { CLOSINGS, COUNTRY, SEASON, TEXTILE_COUNTRIES } from './common';
import { FABRIC } from './fabrics';
import type { Spec, SubjectProfile } from './types';

const TOY_COUNTRIES = [COUNTRY.china, COUNTRY.russia, COUNTRY.denmark, COUNTRY.germany, COUNTRY.poland];
const AGE: Spec = {
  name: { ru: 'Возраст ребёнка', en: 'Age' },
  values: [
    { ru: 'от 3 лет', en: '3+' },
    { ru: 'от 5 лет', en: '5+' },
    { ru: 'от 8 лет', en: '8+' },
  ],
};
const BABY_AGE: Spec = {
  name: { ru: 'Возраст ребёнка', en: 'Age' },
  values: [
    { ru: '0–3 месяца', en: '0–3 months' },
    { ru: '3–6 месяцев', en: '3–6 months' },
    { ru: '6–12 месяцев', en: '6–12 months' },
  ],
};

export const KIDS: Record<string, SubjectProfile> = {
  konstruktory: {
    drawing: { icon: 'puzzle-piece' },
    kinds: [
      { ru: 'магнитный', en: 'magnetic' },
      { ru: 'развивающий', en: 'educational' },
      { ru: 'большой', en: 'large' },
      { ru: 'технический', en: 'engineering' },
    ],
    details: [
      { ru: 'на 250 деталей', en: 'with 250 pieces' },
      { ru: 'на 500 деталей', en: 'with 500 pieces' },
      { ru: 'на 1000 деталей', en: 'with 1,000 pieces' },
      { ru: 'с фигурками', en: 'with figures' },
      { ru: 'с моторчиком', en: 'with a motor' },
    ],
    materials: [
      {
        value: { ru: 'ABS-пластик', en: 'ABS plastic' },
        sentence: {
          ru: 'Детали из прочного ABS-пластика плотно держатся и легко разбираются.',
          en: 'Pieces of tough ABS plastic click firmly together and come apart easily.',
        },
      },
      {
        value: { ru: 'дерево (бук)', en: 'wood (beech)' },
        phrase: { ru: 'из дерева', en: 'wooden' },
        sentence: { ru: 'Гладкие детали из бука покрыты безопасной водной краской.', en: 'Smooth beech pieces are finished with safe water-based paint.' },
      },
    ],
    materialOption: 'material',
    countries: TOY_COUNTRIES,
    specs: [AGE],
    openings: [
      { ru: 'Конструктор, за которым ребёнок проводит часы, а не минуты.', en: 'A building set that keeps a child busy for hours, not minutes.' },
      { ru: 'Конструктор, который развивает воображение и мелкую моторику.', en: 'A building set that develops imagination and fine motor skills.' },
    ],
    features: [
      { ru: 'Пошаговая инструкция в картинках понятна без слов.', en: 'The step-by-step picture instructions need no words.' },
      { ru: 'Совместим с наборами других известных марок.', en: 'Compatible with sets from other well-known makers.' },
      { ru: 'Коробка с ручкой удобна для хранения деталей.', en: 'The box with a handle is handy for storing the pieces.' },
    ],
    closings: CLOSINGS.toys,
  },
  kukly: {
    drawing: { icon: 'nesting-dolls' },
    kinds: [
      { ru: 'интерактивная', en: 'interactive' },
      { ru: 'шарнирная', en: 'poseable' },
      { ru: 'большая', en: 'large' },
      { ru: 'коллекционная', en: 'collectible' },
    ],
    details: [
      { ru: 'с аксессуарами', en: 'with accessories' },
      { ru: 'с набором одежды', en: 'with a set of clothes' },
      { ru: 'в платье', en: 'in a dress' },
    ],
    materials: [
      {
        value: { ru: 'винил, текстиль', en: 'vinyl, textile' },
        sentence: { ru: 'Мягкий винил приятен на ощупь и легко моется.', en: 'Soft vinyl feels pleasant and is easy to wash.' },
      },
      {
        value: { ru: 'пластик, текстиль', en: 'plastic, textile' },
        sentence: { ru: 'Руки и ноги сгибаются, кукле можно придать любую позу.', en: 'The arms and legs bend, so the doll can strike any pose.' },
      },
    ],
    materialOption: 'material',
    countries: TOY_COUNTRIES,
    specs: [
      AGE,
      {
        name: { ru: 'Высота', en: 'Height' },
        values: [
          { ru: '30 см', en: '30 cm' },
          { ru: '35 см', en: '35 cm' },
          { ru: '45 см', en: '45 cm' },
        ],
      },
    ],
    openings: [
      { ru: 'Кукла, с которой хочется играть в дочки-матери и придумывать истории.', en: 'A doll made for playing house and making up stories.' },
      { ru: 'Кукла с выразительным лицом и густыми волосами, которые можно расчёсывать.', en: 'A doll with an expressive face and thick hair you can brush.' },
    ],
    features: [
      { ru: 'Одежда снимается и надевается на липучках.', en: 'The clothes come off and go on with hook-and-loop fasteners.' },
      { ru: 'Глаза открываются и закрываются.', en: 'The eyes open and close.' },
      { ru: 'Краска не стирается и не пахнет.', en: 'The paint does not rub off or smell.' },
    ],
    closings: CLOSINGS.toys,
  },
  'myagkie-igrushki': {
    drawing: { icon: 'teddy-bear' },
    kinds: [],
    details: [
      { ru: 'мишка 30 см', en: 'teddy bear, 30 cm' },
      { ru: 'мишка 50 см', en: 'teddy bear, 50 cm' },
      { ru: 'медвежонок с бантом', en: 'teddy bear with a bow' },
      { ru: 'мишка в свитере', en: 'teddy bear in a jumper' },
      { ru: 'мишка-обнимашка 70 см', en: 'huggable teddy bear, 70 cm' },
    ],
    materials: [
      {
        value: { ru: 'плюш (полиэстер), наполнитель — холлофайбер', en: 'plush (polyester), hollow-fibre filling' },
        sentence: { ru: 'Наполнитель не сбивается в комки даже после стирки.', en: 'The filling does not clump, even after washing.' },
      },
      {
        value: { ru: 'искусственный мех, наполнитель — синтепух', en: 'faux fur, synthetic down filling' },
        sentence: { ru: 'Длинный мягкий мех так и хочется гладить.', en: 'The long soft fur begs to be stroked.' },
      },
    ],
    materialOption: 'material',
    countries: TOY_COUNTRIES,
    specs: [AGE],
    openings: [
      { ru: 'Мягкий мишка, с которым приятно засыпать и обниматься.', en: 'A soft teddy that is lovely to cuddle and fall asleep with.' },
      { ru: 'Игрушка, которая станет другом и ребёнку, и взрослому.', en: 'A toy that becomes a friend to children and grown-ups alike.' },
    ],
    features: [
      { ru: 'Глазки и носик надёжно пришиты.', en: 'The eyes and nose are firmly stitched on.' },
      { ru: 'Можно стирать в машине в мешке для белья.', en: 'Machine washable in a laundry bag.' },
      { ru: 'Мех не линяет и не скатывается.', en: 'The fur does not shed or pill.' },
    ],
    closings: CLOSINGS.toys,
  },
  bodi: {
    drawing: { icon: 'one-piece-swimsuit' },
    kinds: [
      { ru: 'базовое', en: 'basic' },
      { ru: 'нарядное', en: 'party' },
      { ru: 'детское', en: 'baby' },
    ],
    details: [
      { ru: 'с длинным рукавом', en: 'with long sleeves' },
      { ru: 'с коротким рукавом', en: 'with short sleeves' },
      { ru: 'с принтом', en: 'with a print' },
      { ru: 'для новорождённых', en: 'for newborns' },
    ],
    materials: [FABRIC.interlock, FABRIC.cottonStretch, FABRIC.knit],
    materialOption: 'composition',
    seasons: [SEASON.all],
    countries: TEXTILE_COUNTRIES,
    specs: [
      BABY_AGE,
      {
        name: { ru: 'Застёжка', en: 'Fastening' },
        values: [
          { ru: 'кнопки снизу', en: 'press studs at the bottom' },
          { ru: 'кнопки на плече и снизу', en: 'press studs at the shoulder and bottom' },
        ],
      },
    ],
    openings: [
      { ru: 'Боди, которое легко надеть на малыша и быстро переодеть.', en: 'A bodysuit that is easy to put on a baby and quick to change.' },
      { ru: 'Мягкое боди на каждый день для дома и прогулок.', en: 'A soft everyday bodysuit for home and walks.' },
    ],
    features: [
      { ru: 'Кнопки не содержат никеля.', en: 'The press studs are nickel-free.' },
      { ru: 'Швы наружу, чтобы не натирать нежную кожу.', en: 'The seams face outwards so they never rub delicate skin.' },
      { ru: 'Запах на плечах — боди легко надевается через голову.', en: 'Envelope shoulders make it easy to pull over the head.' },
    ],
    closings: CLOSINGS.kids,
  },
  pizhamy: {
    drawing: { icon: 'kimono' },
    kinds: [
      { ru: 'детская', en: 'kids’' },
      { ru: 'тёплая', en: 'warm' },
      { ru: 'летняя', en: 'summer' },
      { ru: 'домашняя', en: 'lounge' },
    ],
    details: [
      { ru: 'с шортами', en: 'with shorts' },
      { ru: 'с брюками', en: 'with trousers' },
      { ru: 'с принтом', en: 'with a print' },
    ],
    materials: [FABRIC.cotton, FABRIC.knit, FABRIC.fleece, FABRIC.interlock],
    materialOption: 'composition',
    seasons: [SEASON.all, SEASON.summer, SEASON.winter],
    countries: TEXTILE_COUNTRIES,
    specs: [AGE],
    openings: [
      { ru: 'Пижама, в которой хочется скорее лечь спать.', en: 'Pyjamas that make bedtime something to look forward to.' },
      { ru: 'Мягкая пижама для сна и домашних выходных.', en: 'Soft pyjamas for sleeping and lazy weekends at home.' },
    ],
    features: [
      { ru: 'Резинка на поясе не давит на живот.', en: 'The elastic waist does not press on the tummy.' },
      { ru: 'Манжеты не задираются во сне.', en: 'The cuffs do not ride up during sleep.' },
      { ru: 'Принт не трескается после стирок.', en: 'The print does not crack after washing.' },
    ],
    closings: CLOSINGS.kids,
  },
};
