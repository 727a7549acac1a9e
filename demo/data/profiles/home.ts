import { CLOSINGS, COUNTRY, GOODS_COUNTRIES, TEXTILE_COUNTRIES } from './common';
import type { Material, Spec, SubjectProfile } from './types';

const COOKWARE = {
  castAluminium: {
    value: { ru: 'литой алюминий', en: 'cast aluminium' },
    sentence: {
      ru: 'Литой алюминий с толстым дном прогревается равномерно и долго держит тепло.',
      en: 'Thick-based cast aluminium heats evenly and holds the heat for a long time.',
    },
  },
  steel: {
    value: { ru: 'нержавеющая сталь', en: 'stainless steel' },
    phrase: { ru: 'из нержавеющей стали', en: 'stainless steel' },
    sentence: { ru: 'Нержавеющая сталь не вступает в реакцию с продуктами и не темнеет.', en: 'Stainless steel does not react with food and never darkens.' },
  },
  castIron: {
    value: { ru: 'чугун', en: 'cast iron' },
    phrase: { ru: 'чугунная', en: 'cast-iron' },
    sentence: { ru: 'Чугун служит десятилетиями и с каждым годом жарит только лучше.', en: 'Cast iron lasts for decades and cooks better every year.' },
  },
  enamel: {
    value: { ru: 'сталь с эмалевым покрытием', en: 'enamelled steel' },
    phrase: { ru: 'эмалированная', en: 'enamelled' },
    sentence: { ru: 'Гладкая эмаль не впитывает запахи и легко моется.', en: 'Smooth enamel absorbs no smells and is easy to wash.' },
  },
} as const satisfies Record<string, Material>;

const DIAMETER: Spec = {
  name: { ru: 'Диаметр', en: 'Diameter' },
  values: [
    { ru: '20 см', en: '20 cm' },
    { ru: '24 см', en: '24 cm' },
    { ru: '26 см', en: '26 cm' },
    { ru: '28 см', en: '28 cm' },
  ],
};
const HOBS: Spec = {
  name: { ru: 'Подходит для плит', en: 'Suitable hobs' },
  values: [
    { ru: 'все типы, включая индукционные', en: 'all types, including induction' },
    { ru: 'газовые, электрические, стеклокерамические', en: 'gas, electric and ceramic' },
  ],
};
const BED_SIZE: Spec = {
  name: { ru: 'Размер', en: 'Size' },
  values: [
    { ru: '1,5-спальный', en: 'single' },
    { ru: '2-спальный', en: 'double' },
    { ru: 'евро', en: 'king' },
    { ru: 'семейный', en: 'family' },
  ],
};

export const HOME: Record<string, SubjectProfile> = {
  kastryuli: {
    drawing: { icon: 'pot-of-food', tint: 'neutral' },
    kinds: [
      { ru: 'универсальная', en: 'all-purpose' },
      { ru: 'для супа', en: 'soup' },
      { ru: 'для пасты', en: 'pasta' },
    ],
    details: [
      { ru: '2 л', en: '2 L' },
      { ru: '3 л', en: '3 L' },
      { ru: '4,5 л', en: '4.5 L' },
      { ru: '6 л', en: '6 L' },
    ],
    materials: [COOKWARE.steel, COOKWARE.enamel, COOKWARE.castAluminium],
    materialOption: 'material',
    countries: [COUNTRY.russia, COUNTRY.china, COUNTRY.turkey, COUNTRY.germany],
    specs: [HOBS],
    openings: [
      { ru: 'Кастрюля для супов, каш и компотов на всю семью.', en: 'A saucepan for soups, porridge and stewed fruit for the whole family.' },
      { ru: 'Кастрюля, которая закипает быстро и не подгорает.', en: 'A saucepan that boils quickly and does not burn.' },
    ],
    features: [
      { ru: 'Стеклянная крышка с отверстием для пара.', en: 'A glass lid with a steam vent.' },
      { ru: 'Ручки не нагреваются на плите.', en: 'The handles stay cool on the hob.' },
      { ru: 'Мерная шкала внутри.', en: 'A measuring scale inside.' },
    ],
    closings: CLOSINGS.kitchen,
  },
  skovorody: {
    drawing: { icon: 'cooking' },
    kinds: [
      { ru: 'универсальная', en: 'all-purpose' },
      { ru: 'глубокая', en: 'deep' },
      { ru: 'для блинов', en: 'pancake' },
      { ru: 'гриль', en: 'grill' },
    ],
    details: [
      { ru: 'со съёмной ручкой', en: 'with a removable handle' },
      { ru: 'с крышкой', en: 'with a lid' },
      { ru: 'с толстым дном', en: 'with a thick base' },
    ],
    materials: [COOKWARE.castAluminium, COOKWARE.castIron, COOKWARE.steel],
    materialOption: 'material',
    countries: [COUNTRY.russia, COUNTRY.china, COUNTRY.italy, COUNTRY.germany],
    specs: [DIAMETER, HOBS],
    openings: [
      { ru: 'Сковорода на каждый день: для яичницы, сырников и овощей.', en: 'An everyday frying pan for eggs, pancakes and vegetables.' },
      { ru: 'Сковорода, на которой ничего не пригорает даже без масла.', en: 'A frying pan on which nothing sticks, even without oil.' },
    ],
    features: [
      { ru: 'Толстое дно не деформируется от перепадов температуры.', en: 'The thick base does not warp with sudden changes of temperature.' },
      { ru: 'Ручка с покрытием soft-touch не скользит в руке.', en: 'The soft-touch handle does not slip in the hand.' },
      { ru: 'Можно готовить с минимумом масла.', en: 'You can cook with very little oil.' },
    ],
    closings: CLOSINGS.kitchen,
  },
  kruzhki: {
    drawing: { icon: 'hot-beverage', tint: 'neutral' },
    kinds: [
      { ru: 'большая', en: 'large' },
      { ru: 'с рисунком', en: 'patterned' },
      { ru: 'подарочная', en: 'gift' },
      { ru: 'для чая и кофе', en: 'tea and coffee' },
    ],
    details: [
      { ru: '300 мл', en: '300 ml' },
      { ru: '350 мл', en: '350 ml' },
      { ru: '450 мл', en: '450 ml' },
      { ru: 'с блюдцем', en: 'with a saucer' },
    ],
    materials: [
      {
        value: { ru: 'керамика', en: 'ceramic' },
        sentence: { ru: 'Толстые стенки из керамики долго сохраняют напиток горячим.', en: 'Thick ceramic walls keep the drink hot for a long time.' },
      },
      {
        value: { ru: 'фарфор', en: 'porcelain' },
        sentence: { ru: 'Тонкий фарфор лёгкий и звонкий.', en: 'Fine porcelain is light and rings clear.' },
      },
    ],
    materialOption: 'material',
    countries: [COUNTRY.russia, COUNTRY.china, COUNTRY.turkey, COUNTRY.poland],
    specs: [
      {
        name: { ru: 'Можно в микроволновку', en: 'Microwave safe' },
        values: [
          { ru: 'да', en: 'yes' },
          { ru: 'нет (золотой ободок)', en: 'no (gold rim)' },
        ],
      },
    ],
    openings: [
      { ru: 'Кружка для утреннего кофе и вечернего чая.', en: 'A mug for your morning coffee and evening tea.' },
      { ru: 'Уютная кружка, которую приятно держать в руках.', en: 'A cosy mug that feels good in your hands.' },
    ],
    features: [
      { ru: 'Удобная ручка, в которую помещаются два пальца.', en: 'A comfortable handle with room for two fingers.' },
      { ru: 'Глазурь не трескается от горячего.', en: 'The glaze does not crack from heat.' },
      { ru: 'Хороший подарок коллеге или другу.', en: 'A good gift for a colleague or a friend.' },
    ],
    closings: CLOSINGS.kitchen,
  },
  'postelnoe-bele': {
    drawing: { icon: 'bed' },
    kinds: [
      { ru: 'однотонный', en: 'plain' },
      { ru: 'с рисунком', en: 'patterned' },
      { ru: 'детский', en: 'children’s' },
    ],
    details: [
      { ru: 'с наволочками 70 × 70', en: 'with 70 × 70 pillowcases' },
      { ru: 'с наволочками 50 × 70', en: 'with 50 × 70 pillowcases' },
      { ru: 'на молнии', en: 'with a zipped duvet cover' },
    ],
    materials: [
      {
        value: { ru: 'сатин (хлопок 100%)', en: 'sateen (cotton 100%)' },
        phrase: { ru: 'из сатина', en: 'sateen' },
        sentence: { ru: 'Сатин гладкий и мягкий, с лёгким шелковистым блеском.', en: 'Sateen is smooth and soft, with a light silky sheen.' },
      },
      {
        value: { ru: 'поплин (хлопок 100%)', en: 'poplin (cotton 100%)' },
        phrase: { ru: 'из поплина', en: 'poplin' },
        sentence: { ru: 'Поплин прохладный летом и не электризуется.', en: 'Poplin is cool in summer and does not build up static.' },
      },
      {
        value: { ru: 'лён 50%, хлопок 50%', en: 'linen 50%, cotton 50%' },
        sentence: {
          ru: 'Лён с хлопком регулирует температуру: не жарко летом и не холодно зимой.',
          en: 'Linen with cotton regulates temperature: cool in summer, warm in winter.',
        },
      },
      {
        value: { ru: 'бязь (хлопок 100%)', en: 'calico (cotton 100%)' },
        sentence: { ru: 'Плотная бязь выдерживает сотни стирок.', en: 'Dense calico survives hundreds of washes.' },
      },
    ],
    materialOption: 'composition',
    countries: TEXTILE_COUNTRIES,
    specs: [BED_SIZE],
    openings: [
      { ru: 'Комплект, в котором приятно засыпать и просыпаться.', en: 'A set that makes falling asleep and waking up a pleasure.' },
      { ru: 'Постельное бельё, которое освежит спальню без ремонта.', en: 'Bed linen that refreshes a bedroom without redecorating.' },
    ],
    features: [
      { ru: 'Пододеяльник с клапаном — одеяло не выпадает.', en: 'The duvet cover has a flap so the duvet stays put.' },
      { ru: 'Простыня на резинке держится на матрасе до 25 см.', en: 'The fitted sheet holds mattresses up to 25 cm deep.' },
      { ru: 'Краски устойчивы к стирке при 60 °C.', en: 'The colours withstand washing at 60 °C.' },
    ],
    closings: CLOSINGS.textile,
  },
  polotentsa: {
    drawing: { icon: 'scarf' },
    kinds: [
      { ru: 'банное', en: 'bath' },
      { ru: 'махровое', en: 'terry' },
      { ru: 'пляжное', en: 'beach' },
      { ru: 'для рук', en: 'hand' },
    ],
    details: [
      { ru: '50 × 90 см', en: '50 × 90 cm' },
      { ru: '70 × 140 см', en: '70 × 140 cm' },
      { ru: '100 × 150 см', en: '100 × 150 cm' },
    ],
    materials: [
      {
        value: { ru: 'хлопок 100%, плотность 500 г/м²', en: 'cotton 100%, 500 g/m²' },
        phrase: { ru: 'из хлопка', en: 'cotton' },
        sentence: { ru: 'Длинная петля хорошо впитывает воду и быстро сохнет.', en: 'Long loops soak up water well and dry quickly.' },
      },
      {
        value: { ru: 'бамбук 60%, хлопок 40%', en: 'bamboo 60%, cotton 40%' },
        phrase: { ru: 'из бамбука', en: 'bamboo' },
        sentence: { ru: 'Бамбуковое волокно очень мягкое и не впитывает запахи.', en: 'Bamboo fibre is very soft and does not hold on to smells.' },
      },
    ],
    materialOption: 'composition',
    countries: [COUNTRY.turkey, COUNTRY.uzbekistan, COUNTRY.india, COUNTRY.russia, COUNTRY.china],
    specs: [],
    openings: [
      { ru: 'Полотенце, в которое приятно завернуться после душа.', en: 'A towel you will love wrapping yourself in after a shower.' },
      { ru: 'Мягкое полотенце для ванной, бассейна или дачи.', en: 'A soft towel for the bathroom, the pool or the country house.' },
    ],
    features: [
      { ru: 'Не линяет и не оставляет ворсинок.', en: 'It neither fades nor leaves lint.' },
      { ru: 'Петелька для крючка пришита надёжно.', en: 'The hanging loop is stitched on firmly.' },
      { ru: 'После стирки остаётся пушистым без кондиционера.', en: 'It stays fluffy after washing without softener.' },
    ],
    closings: CLOSINGS.textile,
  },
  pledy: {
    drawing: { icon: 'yarn' },
    kinds: [
      { ru: 'вязаный', en: 'knitted' },
      { ru: 'мягкий', en: 'soft' },
      { ru: 'двусторонний', en: 'reversible' },
      { ru: 'клетчатый', en: 'tartan' },
    ],
    details: [
      { ru: '130 × 170 см', en: '130 × 170 cm' },
      { ru: '150 × 200 см', en: '150 × 200 cm' },
      { ru: '200 × 220 см', en: '200 × 220 cm' },
      { ru: 'с кистями', en: 'with tassels' },
    ],
    materials: [
      {
        value: { ru: 'акрил 100%', en: 'acrylic 100%' },
        sentence: { ru: 'Акрил тёплый, как шерсть, но не колется.', en: 'Acrylic is as warm as wool but does not itch.' },
      },
      {
        value: { ru: 'шерсть 30%, акрил 70%', en: 'wool 30%, acrylic 70%' },
        sentence: { ru: 'Шерсть в составе отлично держит тепло.', en: 'The wool in it holds the warmth well.' },
      },
      {
        value: { ru: 'хлопок 100%', en: 'cotton 100%' },
        sentence: { ru: 'Хлопковый плед подходит и для летних вечеров.', en: 'A cotton throw works for summer evenings too.' },
      },
    ],
    materialOption: 'composition',
    countries: [...GOODS_COUNTRIES, COUNTRY.turkey],
    specs: [],
    openings: [
      { ru: 'Плед для вечеров с книгой и чаем.', en: 'A throw for evenings with a book and a cup of tea.' },
      { ru: 'Плед, который украсит диван и согреет в холодный вечер.', en: 'A throw that dresses up the sofa and keeps you warm on a cold evening.' },
    ],
    features: [
      { ru: 'Не скатывается и не теряет мягкость после стирки.', en: 'It does not pill or lose its softness after washing.' },
      { ru: 'Подходит и как покрывало на кровать.', en: 'It also works as a bedspread.' },
      { ru: 'Лёгкий, его удобно брать с собой на дачу.', en: 'Light enough to take to the country house.' },
    ],
    closings: CLOSINGS.textile,
  },
};
