import { CLOSINGS, COUNTRY, GOODS_COUNTRIES } from './common';
import type { SubjectProfile } from './types';

const SPORT_COUNTRIES = [COUNTRY.china, COUNTRY.russia, COUNTRY.vietnam, COUNTRY.india];

export const SPORT: Record<string, SubjectProfile> = {
  kovriki: {
    drawing: { icon: 'scroll' },
    kinds: [
      { ru: 'нескользящий', en: 'non-slip' },
      { ru: 'толстый', en: 'thick' },
      { ru: 'дорожный', en: 'travel' },
    ],
    details: [
      { ru: '4 мм', en: '4 mm' },
      { ru: '6 мм', en: '6 mm' },
      { ru: '8 мм', en: '8 mm' },
      { ru: 'с ремнём для переноски', en: 'with a carry strap' },
    ],
    materials: [
      {
        value: { ru: 'ТПЭ (термопластичный эластомер)', en: 'TPE (thermoplastic elastomer)' },
        sentence: { ru: 'ТПЭ не пахнет резиной и легко моется.', en: 'TPE has no rubber smell and is easy to clean.' },
      },
      {
        value: { ru: 'натуральный каучук', en: 'natural rubber' },
        phrase: { ru: 'из каучука', en: 'rubber' },
        sentence: { ru: 'Натуральный каучук держит даже влажные ладони.', en: 'Natural rubber grips even sweaty palms.' },
      },
    ],
    materialOption: 'material',
    countries: SPORT_COUNTRIES,
    specs: [
      {
        name: { ru: 'Размер', en: 'Size' },
        values: [
          { ru: '183 × 61 см', en: '183 × 61 cm' },
          { ru: '185 × 68 см', en: '185 × 68 cm' },
        ],
      },
    ],
    openings: [
      { ru: 'Коврик для йоги, пилатеса и растяжки дома и в зале.', en: 'A mat for yoga, Pilates and stretching at home or in the gym.' },
      { ru: 'Коврик, на котором удобно и в сложных асанах, и в планке.', en: 'A mat that stays comfortable in tricky poses and in a plank.' },
    ],
    features: [
      { ru: 'Не скользит по полу и не сворачивается по краям.', en: 'It neither slides on the floor nor curls at the edges.' },
      { ru: 'Разметка помогает ровно поставить руки и ноги.', en: 'Alignment lines help you place your hands and feet.' },
      { ru: 'Мягко пружинит и бережёт колени.', en: 'It cushions gently and spares your knees.' },
    ],
    closings: CLOSINGS.sport,
  },
  ganteli: {
    drawing: { icon: 'person-lifting-weights', crop: [0, 1.2, 32, 6.2], tint: 268, tintMaxLightness: 0.5 },
    kinds: [
      { ru: 'разборная', en: 'adjustable' },
      { ru: 'гексагональная', en: 'hex' },
      { ru: 'для фитнеса', en: 'fitness' },
    ],
    details: [
      { ru: '2 кг', en: '2 kg' },
      { ru: '5 кг', en: '5 kg' },
      { ru: '10 кг', en: '10 kg' },
      { ru: '20 кг', en: '20 kg' },
    ],
    materials: [
      {
        value: { ru: 'чугун, неопреновое покрытие', en: 'cast iron, neoprene coating' },
        sentence: {
          ru: 'Неопреновое покрытие не скользит в руке и бережёт пол.',
          en: 'The neoprene coating does not slip in the hand and protects the floor.',
        },
      },
      {
        value: { ru: 'сталь, обрезиненные диски', en: 'steel, rubber-coated plates' },
        sentence: { ru: 'Обрезиненные диски не гремят и не оставляют следов.', en: 'Rubber-coated plates are quiet and leave no marks.' },
      },
    ],
    materialOption: 'material',
    countries: SPORT_COUNTRIES,
    specs: [
      {
        name: { ru: 'Количество в упаковке', en: 'In the pack' },
        values: [
          { ru: '1 шт.', en: '1 pc' },
          { ru: '2 шт.', en: '2 pcs' },
        ],
      },
    ],
    openings: [
      { ru: 'Гантель для силовых тренировок дома.', en: 'A dumbbell for strength training at home.' },
      { ru: 'Компактная гантель, которая не займёт много места.', en: 'A compact dumbbell that takes up little room.' },
    ],
    features: [
      { ru: 'Рифлёная ручка не выскальзывает из потной ладони.', en: 'The knurled handle does not slip from a sweaty palm.' },
      { ru: 'Форма не даёт гантели укатиться.', en: 'Its shape stops it from rolling away.' },
      { ru: 'Вес указан на торце.', en: 'The weight is marked on the end.' },
    ],
    closings: CLOSINGS.sport,
  },
  palatki: {
    drawing: { icon: 'tent' },
    kinds: [
      { ru: 'туристическая', en: 'camping' },
      { ru: 'двухместная', en: 'two-person' },
      { ru: 'трёхместная', en: 'three-person' },
      { ru: 'четырёхместная', en: 'four-person' },
    ],
    details: [
      { ru: 'с тамбуром', en: 'with a vestibule' },
      { ru: 'с москитной сеткой', en: 'with a mosquito net' },
      { ru: 'с быстрой установкой', en: 'with quick pitching' },
    ],
    materials: [
      {
        value: { ru: 'тент — полиэстер 190T с PU-покрытием, дуги — стеклопластик', en: 'flysheet 190T PU-coated polyester, fibreglass poles' },
        sentence: { ru: 'Дуги из стеклопластика гнутся, но не ломаются на ветру.', en: 'Fibreglass poles bend in the wind rather than break.' },
      },
      {
        value: { ru: 'тент — рипстоп нейлон с силиконовой пропиткой, дуги — алюминий', en: 'flysheet silicone-coated ripstop nylon, aluminium poles' },
        sentence: {
          ru: 'Рипстоп не рвётся дальше прокола, а алюминиевые дуги почти ничего не весят.',
          en: 'Ripstop stops a puncture from spreading, and the aluminium poles weigh almost nothing.',
        },
      },
    ],
    materialOption: 'material',
    countries: [COUNTRY.china, COUNTRY.russia, COUNTRY.vietnam],
    specs: [
      {
        name: { ru: 'Водостойкость тента', en: 'Waterproof rating' },
        values: [
          { ru: '3000 мм', en: '3,000 mm' },
          { ru: '5000 мм', en: '5,000 mm' },
        ],
      },
      {
        name: { ru: 'Вес', en: 'Weight' },
        values: [
          { ru: '2,4 кг', en: '2.4 kg' },
          { ru: '3,1 кг', en: '3.1 kg' },
          { ru: '4,5 кг', en: '4.5 kg' },
        ],
      },
    ],
    openings: [
      { ru: 'Палатка для походов выходного дня и отдыха на природе.', en: 'A tent for weekend hikes and time outdoors.' },
      { ru: 'Палатка, которую один человек поставит за десять минут.', en: 'A tent one person can pitch in ten minutes.' },
    ],
    features: [
      { ru: 'Проклеенные швы не пропускают дождь.', en: 'Taped seams keep the rain out.' },
      { ru: 'Два входа — не нужно перелезать через соседа.', en: 'Two doors, so no climbing over your neighbour.' },
      { ru: 'Вентиляционные окна не дают скапливаться конденсату.', en: 'Vents stop condensation from building up.' },
    ],
    closings: CLOSINGS.outdoor,
  },
  ryukzaki: {
    drawing: { icon: 'backpack' },
    kinds: [
      { ru: 'городской', en: 'city' },
      { ru: 'туристический', en: 'hiking' },
      { ru: 'школьный', en: 'school' },
      { ru: 'для ноутбука', en: 'laptop' },
    ],
    details: [
      { ru: '20 л', en: '20 L' },
      { ru: '30 л', en: '30 L' },
      { ru: '45 л', en: '45 L' },
      { ru: 'с USB-портом', en: 'with a USB port' },
      { ru: 'со светоотражателями', en: 'with reflectors' },
    ],
    materials: [
      {
        value: { ru: 'полиэстер 600D', en: '600D polyester' },
        sentence: { ru: 'Плотный полиэстер не протирается на углах.', en: 'Dense polyester does not wear through at the corners.' },
      },
      {
        value: { ru: 'нейлон с водоотталкивающей пропиткой', en: 'nylon with a water-repellent finish' },
        sentence: { ru: 'Пропитка не пропускает дождь к вещам.', en: 'The finish keeps the rain off your things.' },
      },
    ],
    materialOption: 'material',
    countries: GOODS_COUNTRIES,
    specs: [
      {
        name: { ru: 'Отделений', en: 'Compartments' },
        values: [
          { ru: '2', en: '2' },
          { ru: '3', en: '3' },
          { ru: '4', en: '4' },
        ],
      },
    ],
    openings: [
      { ru: 'Рюкзак, в котором у каждой вещи своё место.', en: 'A backpack with a place for everything.' },
      { ru: 'Удобный рюкзак для учёбы, работы и поездок.', en: 'A comfortable backpack for study, work and travel.' },
    ],
    features: [
      { ru: 'Анатомическая спинка с сеткой не даёт спине вспотеть.', en: 'A padded mesh back panel keeps your back cool.' },
      { ru: 'Потайной карман для телефона и документов.', en: 'A hidden pocket for your phone and papers.' },
      { ru: 'Лямки регулируются под любой рост.', en: 'The straps adjust to any height.' },
    ],
    closings: CLOSINGS.outdoor,
  },
};
