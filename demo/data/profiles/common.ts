import type { Names } from '../subjects';

/** Countries of manufacture, named once and picked from per subject. */
export const COUNTRY = {
  russia: { ru: 'Россия', en: 'Russia' },
  china: { ru: 'Китай', en: 'China' },
  turkey: { ru: 'Турция', en: 'Turkey' },
  uzbekistan: { ru: 'Узбекистан', en: 'Uzbekistan' },
  kyrgyzstan: { ru: 'Киргизия', en: 'Kyrgyzstan' },
  belarus: { ru: 'Беларусь', en: 'Belarus' },
  kazakhstan: { ru: 'Казахстан', en: 'Kazakhstan' },
  vietnam: { ru: 'Вьетнам', en: 'Vietnam' },
  india: { ru: 'Индия', en: 'India' },
  bangladesh: { ru: 'Бангладеш', en: 'Bangladesh' },
  italy: { ru: 'Италия', en: 'Italy' },
  france: { ru: 'Франция', en: 'France' },
  spain: { ru: 'Испания', en: 'Spain' },
  portugal: { ru: 'Португалия', en: 'Portugal' },
  germany: { ru: 'Германия', en: 'Germany' },
  korea: { ru: 'Южная Корея', en: 'South Korea' },
  japan: { ru: 'Япония', en: 'Japan' },
  georgia: { ru: 'Грузия', en: 'Georgia' },
  armenia: { ru: 'Армения', en: 'Armenia' },
  chile: { ru: 'Чили', en: 'Chile' },
  poland: { ru: 'Польша', en: 'Poland' },
  denmark: { ru: 'Дания', en: 'Denmark' },
} as const satisfies Record<string, Names>;

export const TEXTILE_COUNTRIES: readonly Names[] = [
  COUNTRY.russia,
  COUNTRY.china,
  COUNTRY.turkey,
  COUNTRY.uzbekistan,
  COUNTRY.kyrgyzstan,
  COUNTRY.belarus,
  COUNTRY.bangladesh,
  COUNTRY.india,
  COUNTRY.vietnam,
];
export const SHOE_COUNTRIES: readonly Names[] = [
  COUNTRY.china,
  COUNTRY.vietnam,
  COUNTRY.russia,
  COUNTRY.turkey,
  COUNTRY.italy,
  COUNTRY.portugal,
  COUNTRY.india,
];
export const GOODS_COUNTRIES: readonly Names[] = [COUNTRY.china, COUNTRY.russia, COUNTRY.turkey, COUNTRY.germany, COUNTRY.poland, COUNTRY.kazakhstan];
export const TECH_COUNTRIES: readonly Names[] = [COUNTRY.china, COUNTRY.vietnam, COUNTRY.korea, COUNTRY.india, COUNTRY.japan];
export const BEAUTY_COUNTRIES: readonly Names[] = [COUNTRY.russia, COUNTRY.korea, COUNTRY.france, COUNTRY.italy, COUNTRY.belarus, COUNTRY.japan];

export const SEASON = {
  summer: { ru: 'лето', en: 'summer' },
  demi: { ru: 'демисезон', en: 'spring–autumn' },
  winter: { ru: 'зима', en: 'winter' },
  all: { ru: 'всесезон', en: 'all seasons' },
} as const satisfies Record<string, Names>;

/** The names of the options every card may carry (subject specs name their own). */
export const OPTION_NAME = {
  category: { ru: 'Категория', en: 'Category' },
  colour: { ru: 'Цвет', en: 'Colour' },
  composition: { ru: 'Состав', en: 'Composition' },
  material: { ru: 'Материал', en: 'Material' },
  notes: { ru: 'Ноты аромата', en: 'Fragrance notes' },
  season: { ru: 'Сезон', en: 'Season' },
  country: { ru: 'Страна производства', en: 'Country of manufacture' },
} as const satisfies Record<string, Names>;

/** Last sentences shared by a family of subjects. */
export const CLOSINGS = {
  clothing: [
    {
      ru: 'Перед первой стиркой изучите ярлык: бережный режим сохранит цвет и форму надолго.',
      en: 'Check the care label before the first wash: a gentle cycle keeps the colour and shape for longer.',
    },
    {
      ru: 'Если размер не подойдёт, вещь можно вернуть в пункте выдачи при получении.',
      en: 'If the size is not right, you can return it at the pick-up point when you collect it.',
    },
    { ru: 'Размерная сетка — в таблице размеров на странице товара.', en: 'See the size chart on the product page for measurements.' },
  ],
  underwear: [
    {
      ru: 'Стирайте в мешке для белья при 30 °C, не отжимайте и не сушите на батарее.',
      en: 'Wash in a laundry bag at 30 °C, do not wring and do not dry on a radiator.',
    },
    { ru: 'Бельё надлежащего качества обмену и возврату не подлежит.', en: 'Underwear of proper quality cannot be exchanged or returned.' },
  ],
  shoes: [
    {
      ru: 'Протирайте влажной тканью и сушите вдали от батареи, чтобы пара дольше сохранила форму.',
      en: 'Wipe with a damp cloth and dry away from radiators so the pair keeps its shape for longer.',
    },
    {
      ru: 'Если пара окажется мала или велика, её можно примерить и вернуть в пункте выдачи.',
      en: 'If the pair turns out too small or too big, try it on and return it at the pick-up point.',
    },
  ],
  accessories: [
    { ru: 'Храните в пыльнике, подальше от прямых солнечных лучей.', en: 'Keep it in its dust bag, away from direct sunlight.' },
    { ru: 'Хороший подарок: приходит в фирменной коробке.', en: 'A good gift: it comes in a branded box.' },
  ],
  toys: [
    { ru: 'Игрушка прошла сертификацию и безопасна для детей указанного возраста.', en: 'The toy is certified and safe for children of the stated age.' },
    {
      ru: 'Мелкие детали: не давайте детям до 3 лет без присмотра взрослых.',
      en: 'Contains small parts: keep away from children under 3 without adult supervision.',
    },
  ],
  kids: [
    { ru: 'Стирайте при 40 °C детским средством без отдушек.', en: 'Wash at 40 °C with a fragrance-free baby detergent.' },
    { ru: 'Ткань сертифицирована для детской одежды и не раздражает кожу.', en: 'The fabric is certified for children’s clothing and gentle on the skin.' },
  ],
  kitchen: [
    { ru: 'Подходит для мытья в посудомоечной машине.', en: 'Dishwasher safe.' },
    { ru: 'Гарантия производителя — 12 месяцев.', en: 'The manufacturer’s warranty is 12 months.' },
    { ru: 'Перед первым использованием вымойте тёплой водой с мягким средством.', en: 'Wash in warm water with a mild detergent before first use.' },
  ],
  textile: [
    {
      ru: 'Стирайте при 40 °C с вещами похожих цветов; после стирки ткань становится только мягче.',
      en: 'Wash at 40 °C with similar colours; the fabric only gets softer with every wash.',
    },
    { ru: 'Приходит в тканевой сумке на молнии — её удобно использовать для хранения.', en: 'Comes in a zipped fabric bag that is handy for storage.' },
  ],
  electronics: [
    {
      ru: 'Гарантия — 12 месяцев, сервисные центры есть во всех крупных городах.',
      en: 'Comes with a 12-month warranty and service centres in every major city.',
    },
    { ru: 'В комплекте кабель USB-C и инструкция на русском языке.', en: 'A USB-C cable and a user manual are in the box.' },
    { ru: 'Товар сертифицирован и поставляется официально.', en: 'The product is certified and officially imported.' },
  ],
  beauty: [
    { ru: 'Срок годности — 24 месяца, после вскрытия — 12 месяцев.', en: 'Shelf life is 24 months, 12 months once opened.' },
    { ru: 'Не тестируется на животных.', en: 'Not tested on animals.' },
    { ru: 'Перед применением проверьте реакцию кожи на небольшом участке.', en: 'Patch-test on a small area of skin before use.' },
  ],
  sport: [
    { ru: 'Гарантия производителя — 6 месяцев.', en: 'The manufacturer’s warranty is 6 months.' },
    { ru: 'Протирайте влажной тканью после каждой тренировки.', en: 'Wipe with a damp cloth after every workout.' },
  ],
  outdoor: [
    { ru: 'Перед походом соберите дома, чтобы проверить комплектацию.', en: 'Set it up at home before the trip to check that everything is there.' },
    { ru: 'Сушите перед хранением, чтобы ткань не отсырела.', en: 'Dry it before storage so the fabric does not get damp.' },
  ],
  books: [
    { ru: 'Книга напечатана на плотной офсетной бумаге, шрифт удобен для чтения.', en: 'Printed on thick offset paper in a typeface that is easy to read.' },
    { ru: 'Хороший подарок для тех, кто любит читать.', en: 'A good gift for anyone who loves to read.' },
  ],
  adult: [
    { ru: 'Продаётся только покупателям старше 18 лет.', en: 'Sold only to customers over 18.' },
    { ru: 'Упаковка без опознавательных надписей.', en: 'Shipped in plain packaging.' },
  ],
} as const satisfies Record<string, readonly Names[]>;
