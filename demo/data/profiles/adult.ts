import { CLOSINGS, COUNTRY, TEXTILE_COUNTRIES } from './common';
import { FABRIC } from './fabrics';
import type { SubjectProfile } from './types';

export const ADULT: Record<string, SubjectProfile> = {
  'eroticheskoe-bele': {
    drawing: { icon: 'bikini' },
    kinds: [
      { ru: 'кружевной', en: 'lace' },
      { ru: 'полупрозрачный', en: 'sheer' },
      { ru: 'классический', en: 'classic' },
    ],
    details: [
      { ru: 'из двух предметов', en: 'in two pieces' },
      { ru: 'с бантами', en: 'with bows' },
      { ru: 'с поясом', en: 'with a belt' },
    ],
    materials: [FABRIC.lace, FABRIC.microfibre],
    materialOption: 'composition',
    countries: TEXTILE_COUNTRIES,
    specs: [],
    openings: [
      { ru: 'Комплект для особого вечера.', en: 'A set for a special evening.' },
      { ru: 'Изящный комплект, в котором чувствуешь себя уверенно.', en: 'An elegant set that makes you feel confident.' },
    ],
    features: [
      { ru: 'Мягкие швы не натирают кожу.', en: 'Soft seams do not chafe.' },
      { ru: 'Бретели регулируются по длине.', en: 'The straps adjust in length.' },
    ],
    closings: CLOSINGS.adult,
  },
  vino: {
    drawing: { icon: 'wine-glass', tint: 'none', accent: 'grapes' },
    kinds: [
      { ru: 'красное сухое', en: 'dry red' },
      { ru: 'красное полусладкое', en: 'medium-sweet red' },
      { ru: 'белое сухое', en: 'dry white' },
      { ru: 'белое полусухое', en: 'off-dry white' },
      { ru: 'розовое сухое', en: 'dry rosé' },
    ],
    details: [
      { ru: 'Мерло', en: 'Merlot' },
      { ru: 'Каберне Совиньон', en: 'Cabernet Sauvignon' },
      { ru: 'Шардоне', en: 'Chardonnay' },
      { ru: 'Саперави', en: 'Saperavi' },
      { ru: 'Рислинг', en: 'Riesling' },
      { ru: 'Пино Нуар', en: 'Pinot Noir' },
    ],
    materials: [],
    materialOption: 'composition',
    countries: [COUNTRY.italy, COUNTRY.france, COUNTRY.spain, COUNTRY.georgia, COUNTRY.chile, COUNTRY.russia, COUNTRY.armenia],
    specs: [
      {
        name: { ru: 'Объём', en: 'Volume' },
        values: [
          { ru: '0,75 л', en: '0.75 L' },
          { ru: '1,5 л', en: '1.5 L' },
        ],
      },
      {
        name: { ru: 'Крепость', en: 'Alcohol' },
        values: [
          { ru: '11,5%', en: '11.5%' },
          { ru: '12,5%', en: '12.5%' },
          { ru: '13,5%', en: '13.5%' },
        ],
      },
      {
        name: { ru: 'Год урожая', en: 'Vintage' },
        values: [
          { ru: '2021', en: '2021' },
          { ru: '2022', en: '2022' },
          { ru: '2023', en: '2023' },
        ],
      },
    ],
    openings: [
      { ru: 'Вино к ужину с друзьями и к праздничному столу.', en: 'A wine for dinner with friends and for a festive table.' },
      { ru: 'Сбалансированное вино с мягким фруктовым вкусом.', en: 'A balanced wine with a soft, fruity taste.' },
    ],
    features: [
      { ru: 'Подавайте охлаждённым до 12–16 °C.', en: 'Serve chilled to 12–16 °C.' },
      { ru: 'Хорошо сочетается с мясом, сырами и пастой.', en: 'Pairs well with meat, cheese and pasta.' },
      { ru: 'Виноград собран вручную.', en: 'The grapes are picked by hand.' },
    ],
    closings: [
      {
        ru: 'Продаётся только покупателям старше 18 лет. Чрезмерное употребление алкоголя вредит вашему здоровью.',
        en: 'Sold only to customers over 18. Excessive drinking harms your health.',
      },
    ],
  },
};
