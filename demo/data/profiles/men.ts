import { CLOSINGS, GOODS_COUNTRIES, SEASON, TEXTILE_COUNTRIES } from './common';
import { FABRIC } from './fabrics';
import type { Material, SubjectProfile } from './types';
import { FIT } from './women';

const LEATHER = {
  genuine: {
    value: { ru: 'натуральная кожа', en: 'genuine leather' },
    phrase: { ru: 'из натуральной кожи', en: 'genuine leather' },
    sentence: { ru: 'Натуральная кожа с годами только выглядит благороднее.', en: 'Genuine leather only looks better with the years.' },
  },
  faux: {
    value: { ru: 'экокожа (полиуретан)', en: 'faux leather (polyurethane)' },
    phrase: { ru: 'из экокожи', en: 'faux leather' },
    sentence: {
      ru: 'Экокожа не боится дождя и легко протирается влажной тканью.',
      en: 'Faux leather does not mind the rain and wipes clean with a damp cloth.',
    },
  },
  textile: {
    value: { ru: 'текстиль (полиэстер)', en: 'textile (polyester)' },
    sentence: { ru: 'Плотная текстильная лента не растягивается со временем.', en: 'The dense woven strap does not stretch over time.' },
  },
} as const satisfies Record<string, Material>;

export { LEATHER };

export const MEN: Record<string, SubjectProfile> = {
  futbolki: {
    drawing: { icon: 't-shirt' },
    kinds: [
      { ru: 'базовая', en: 'basic' },
      { ru: 'спортивная', en: 'sports' },
      { ru: 'однотонная', en: 'plain' },
      { ru: 'летняя', en: 'summer' },
    ],
    details: [
      { ru: 'с принтом', en: 'with a print' },
      { ru: 'с карманом', en: 'with a chest pocket' },
      { ru: 'с круглым вырезом', en: 'with a crew neck' },
      { ru: 'с V-образным вырезом', en: 'with a V-neck' },
    ],
    materials: [FABRIC.cotton, FABRIC.cottonStretch, FABRIC.cottonPoly],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.all],
    countries: TEXTILE_COUNTRIES,
    specs: [
      FIT,
      {
        name: { ru: 'Плотность ткани', en: 'Fabric weight' },
        values: [
          { ru: '160 г/м²', en: '160 g/m²' },
          { ru: '180 г/м²', en: '180 g/m²' },
          { ru: '220 г/м²', en: '220 g/m²' },
        ],
      },
    ],
    openings: [
      { ru: 'Футболка, с которой начинается любой гардероб.', en: 'The T-shirt every wardrobe starts with.' },
      { ru: 'Плотная футболка, которая не просвечивает и не теряет форму.', en: 'A dense T-shirt that is not see-through and keeps its shape.' },
      { ru: 'Футболка на каждый день — под пиджак, рубашку или сама по себе.', en: 'An everyday T-shirt to wear under a jacket, a shirt or on its own.' },
    ],
    features: [
      { ru: 'Горловина обработана эластичной бейкой и не растягивается.', en: 'The neckline is bound with a stretchy trim and does not sag.' },
      { ru: 'Боковые швы не перекручиваются после стирки.', en: 'The side seams do not twist after washing.' },
      { ru: 'Ткань предварительно усажена.', en: 'The fabric is pre-shrunk.' },
    ],
    closings: CLOSINGS.clothing,
  },
  rubashki: {
    drawing: { icon: 'necktie' },
    kinds: [
      { ru: 'классическая', en: 'classic' },
      { ru: 'повседневная', en: 'casual' },
      { ru: 'офисная', en: 'office' },
      { ru: 'летняя', en: 'summer' },
    ],
    details: [
      { ru: 'с длинным рукавом', en: 'with long sleeves' },
      { ru: 'с коротким рукавом', en: 'with short sleeves' },
      { ru: 'с нагрудным карманом', en: 'with a chest pocket' },
      { ru: 'с воротником на пуговицах', en: 'with a button-down collar' },
    ],
    materials: [FABRIC.cotton, FABRIC.linen, FABRIC.linenCotton, FABRIC.cottonPoly],
    materialOption: 'composition',
    seasons: [SEASON.all, SEASON.summer],
    countries: TEXTILE_COUNTRIES,
    specs: [FIT],
    openings: [
      { ru: 'Рубашка, в которой одинаково хорошо на совещании и в пятницу вечером.', en: 'A shirt that works in a meeting and on a Friday night alike.' },
      { ru: 'Рубашка с аккуратным воротником, который держит форму без косточек.', en: 'A shirt with a neat collar that holds its shape without stays.' },
    ],
    features: [
      { ru: 'Ткань легко гладится и почти не мнётся за день.', en: 'The fabric irons easily and hardly creases during the day.' },
      { ru: 'Перламутровые пуговицы пришиты крест-накрест.', en: 'Mother-of-pearl buttons are cross-stitched on.' },
      { ru: 'Удлинённая спинка не выбивается из брюк.', en: 'A longer back stays tucked in.' },
    ],
    closings: CLOSINGS.clothing,
  },
  bryuki: {
    drawing: { icon: 'jeans' },
    kinds: [
      { ru: 'классические', en: 'classic' },
      { ru: 'чинос', en: 'chino' },
      { ru: 'карго', en: 'cargo' },
      { ru: 'прямые', en: 'straight-leg' },
      { ru: 'зауженные', en: 'tapered' },
    ],
    details: [
      { ru: 'со стрелками', en: 'with pressed creases' },
      { ru: 'на резинке', en: 'with an elastic waist' },
      { ru: 'с боковыми карманами', en: 'with side pockets' },
    ],
    materials: [FABRIC.cottonStretch, FABRIC.cottonPoly, FABRIC.woolBlend, FABRIC.linen, FABRIC.polyester],
    materialOption: 'composition',
    seasons: [SEASON.all, SEASON.demi, SEASON.summer],
    countries: TEXTILE_COUNTRIES,
    specs: [FIT],
    openings: [
      { ru: 'Брюки, которые подходят и к пиджаку, и к свитшоту.', en: 'Trousers that go with a blazer as well as a sweatshirt.' },
      { ru: 'Удобные брюки на каждый день с аккуратной посадкой.', en: 'Comfortable everyday trousers with a neat fit.' },
    ],
    features: [
      { ru: 'Пояс со шлёвками под ремень.', en: 'The waistband has belt loops.' },
      { ru: 'Глубокие карманы, из которых ничего не выпадает.', en: 'Deep pockets that keep things from falling out.' },
      { ru: 'Низ брючин можно подшить под свой рост.', en: 'The hems can be taken up to your height.' },
    ],
    closings: CLOSINGS.clothing,
  },
  kurtki: {
    drawing: { icon: 'coat' },
    kinds: [
      { ru: 'стёганая', en: 'quilted' },
      { ru: 'спортивная', en: 'sports' },
      { ru: 'бомбер', en: 'bomber' },
      { ru: 'удлинённая', en: 'longline' },
      { ru: 'городская', en: 'city' },
    ],
    details: [
      { ru: 'с капюшоном', en: 'with a hood' },
      { ru: 'со съёмным капюшоном', en: 'with a detachable hood' },
      { ru: 'с меховым воротником', en: 'with a faux-fur collar' },
    ],
    materials: [FABRIC.membrane, FABRIC.downFill, FABRIC.syntheticFill, FABRIC.fleece],
    materialOption: 'composition',
    seasons: [SEASON.demi, SEASON.winter],
    countries: TEXTILE_COUNTRIES,
    specs: [
      {
        name: { ru: 'Застёжка', en: 'Fastening' },
        values: [
          { ru: 'молния', en: 'zip' },
          { ru: 'молния и кнопки', en: 'zip and press studs' },
          { ru: 'кнопки', en: 'press studs' },
        ],
      },
    ],
    openings: [
      { ru: 'Куртка, в которой тепло и в городе, и за городом.', en: 'A jacket that keeps you warm in town and out of it.' },
      {
        ru: 'Лёгкая куртка, которая не стесняет движений за рулём и в транспорте.',
        en: 'A light jacket that does not get in the way behind the wheel or on the bus.',
      },
    ],
    features: [
      { ru: 'Манжеты на резинке не пропускают холодный воздух.', en: 'Elasticated cuffs keep the cold air out.' },
      { ru: 'Внутренний карман на молнии для телефона и документов.', en: 'An inner zip pocket for your phone and papers.' },
      { ru: 'Двусторонняя молния позволяет расстегнуть куртку снизу.', en: 'A two-way zip lets you open the jacket from the bottom.' },
    ],
    closings: CLOSINGS.clothing,
  },
  remni: {
    drawing: { icon: 'martial-arts-uniform', crop: [4.5, 14, 23, 7.5], tint: 255, tintMaxLightness: 0.5 },
    kinds: [
      { ru: 'классический', en: 'classic' },
      { ru: 'плетёный', en: 'braided' },
      { ru: 'широкий', en: 'wide' },
      { ru: 'узкий', en: 'narrow' },
    ],
    details: [
      { ru: 'с автоматической пряжкой', en: 'with an automatic buckle' },
      { ru: 'с металлической пряжкой', en: 'with a metal buckle' },
      { ru: 'в подарочной коробке', en: 'in a gift box' },
    ],
    materials: [LEATHER.genuine, LEATHER.faux, LEATHER.textile],
    materialOption: 'material',
    countries: GOODS_COUNTRIES,
    specs: [
      {
        name: { ru: 'Длина', en: 'Length' },
        values: [
          { ru: '110 см', en: '110 cm' },
          { ru: '120 см', en: '120 cm' },
          { ru: '130 см', en: '130 cm' },
        ],
      },
    ],
    openings: [
      { ru: 'Ремень, который подходит и к джинсам, и к классическим брюкам.', en: 'A belt that suits jeans and tailored trousers alike.' },
      { ru: 'Ремень на каждый день с надёжной пряжкой.', en: 'An everyday belt with a sturdy buckle.' },
    ],
    features: [
      { ru: 'Длину можно укоротить самостоятельно.', en: 'You can shorten it yourself.' },
      { ru: 'Края прокрашены и не расслаиваются.', en: 'The edges are painted and do not fray.' },
      { ru: 'Пряжка не темнеет со временем.', en: 'The buckle does not tarnish over time.' },
    ],
    closings: CLOSINGS.accessories,
  },
  koshelki: {
    drawing: { icon: 'purse' },
    kinds: [
      { ru: 'компактный', en: 'compact' },
      { ru: 'классический', en: 'classic' },
      { ru: 'складной', en: 'bifold' },
    ],
    details: [
      { ru: 'с отделением для монет', en: 'with a coin pocket' },
      { ru: 'с RFID-защитой', en: 'with RFID protection' },
      { ru: 'на молнии', en: 'with a zip' },
    ],
    materials: [LEATHER.genuine, LEATHER.faux],
    materialOption: 'material',
    countries: GOODS_COUNTRIES,
    specs: [
      {
        name: { ru: 'Отделений для карт', en: 'Card slots' },
        values: [
          { ru: '6', en: '6' },
          { ru: '8', en: '8' },
          { ru: '12', en: '12' },
        ],
      },
      {
        name: { ru: 'Размер', en: 'Size' },
        values: [
          { ru: '11 × 9 см', en: '11 × 9 cm' },
          { ru: '12 × 9,5 см', en: '12 × 9.5 cm' },
          { ru: '19 × 10 см', en: '19 × 10 cm' },
        ],
      },
    ],
    openings: [
      { ru: 'Кошелёк, в котором у каждой карты своё место.', en: 'A wallet with a place for every card.' },
      { ru: 'Тонкий кошелёк, который помещается в карман брюк.', en: 'A slim wallet that fits in a trouser pocket.' },
    ],
    features: [
      { ru: 'Отделение для купюр во всю длину — их не нужно складывать.', en: 'A full-length note compartment means no folding.' },
      { ru: 'Прочные швы вощёной нитью.', en: 'Strong seams stitched with waxed thread.' },
      { ru: 'Прозрачный кармашек для пропуска.', en: 'A clear window for a pass.' },
    ],
    closings: CLOSINGS.accessories,
  },
};
