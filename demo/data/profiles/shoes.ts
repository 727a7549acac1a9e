import { CLOSINGS, SEASON, SHOE_COUNTRIES } from './common';
import type { Material, Spec, SubjectProfile } from './types';

const UPPER = {
  leather: {
    value: { ru: 'верх — натуральная кожа, подкладка — кожа, подошва — резина', en: 'upper genuine leather, leather lining, rubber sole' },
    phrase: { ru: 'из натуральной кожи', en: 'leather' },
    sentence: { ru: 'Натуральная кожа дышит и быстро принимает форму стопы.', en: 'Genuine leather breathes and soon takes the shape of your foot.' },
  },
  suede: {
    value: { ru: 'верх — натуральная замша, подкладка — текстиль, подошва — ТЭП', en: 'upper genuine suede, textile lining, TPR sole' },
    phrase: { ru: 'из замши', en: 'suede' },
    sentence: { ru: 'Мягкая замша обработана водоотталкивающей пропиткой.', en: 'Soft suede treated with a water-repellent finish.' },
  },
  faux: {
    value: { ru: 'верх — экокожа, подкладка — текстиль, подошва — ТЭП', en: 'upper faux leather, textile lining, TPR sole' },
    sentence: { ru: 'Экокожа не боится луж и легко чистится.', en: 'Faux leather does not mind puddles and is easy to clean.' },
  },
  mesh: {
    value: { ru: 'верх — текстиль (сетка), подошва — ЭВА и резина', en: 'upper textile mesh, EVA and rubber sole' },
    sentence: { ru: 'Сетчатый верх вентилирует стопу на долгой прогулке.', en: 'The mesh upper keeps your feet cool on a long walk.' },
  },
  nubuck: {
    value: { ru: 'верх — нубук, подкладка — байка, подошва — резина', en: 'upper nubuck, flannel lining, rubber sole' },
    phrase: { ru: 'из нубука', en: 'nubuck' },
    sentence: { ru: 'Нубук бархатистый на ощупь и прочный в носке.', en: 'Nubuck is velvety to the touch and hard-wearing.' },
  },
  woolLined: {
    value: { ru: 'верх — натуральная кожа, подкладка — натуральная шерсть, подошва — ТЭП', en: 'upper genuine leather, wool lining, TPR sole' },
    phrase: { ru: 'из натуральной кожи', en: 'leather' },
    sentence: { ru: 'Подкладка из натуральной шерсти греет в мороз.', en: 'The natural wool lining keeps your feet warm in frost.' },
  },
} as const satisfies Record<string, Material>;

const HEEL: Spec = {
  name: { ru: 'Высота каблука', en: 'Heel height' },
  values: [
    { ru: '3 см', en: '3 cm' },
    { ru: '5 см', en: '5 cm' },
    { ru: '7 см', en: '7 cm' },
    { ru: '9 см', en: '9 cm' },
  ],
};
const FASTENING: Spec = {
  name: { ru: 'Застёжка', en: 'Fastening' },
  values: [
    { ru: 'шнурки', en: 'laces' },
    { ru: 'молния', en: 'zip' },
    { ru: 'липучки', en: 'hook and loop' },
  ],
};
const INSOLE: Spec = {
  name: { ru: 'Стелька', en: 'Insole' },
  values: [
    { ru: 'съёмная, анатомическая', en: 'removable, contoured' },
    { ru: 'несъёмная, кожаная', en: 'fixed, leather' },
    { ru: 'съёмная, с эффектом памяти', en: 'removable, memory foam' },
  ],
};

export const SHOES: Record<string, SubjectProfile> = {
  tufli: {
    drawing: { icon: 'high-heeled-shoe' },
    kinds: [
      { ru: 'классические', en: 'classic' },
      { ru: 'лодочки', en: 'court' },
      { ru: 'вечерние', en: 'evening' },
      { ru: 'офисные', en: 'office' },
    ],
    details: [
      { ru: 'на шпильке', en: 'with a stiletto heel' },
      { ru: 'на устойчивом каблуке', en: 'with a block heel' },
      { ru: 'с острым носом', en: 'with a pointed toe' },
      { ru: 'с ремешком', en: 'with an ankle strap' },
    ],
    materials: [UPPER.leather, UPPER.suede, UPPER.faux],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.demi],
    countries: SHOE_COUNTRIES,
    specs: [HEEL, INSOLE],
    openings: [
      { ru: 'Туфли, в которых можно провести весь рабочий день.', en: 'Shoes you can spend the whole working day in.' },
      { ru: 'Элегантные туфли, которые подойдут и к платью, и к брючному костюму.', en: 'Elegant shoes that suit a dress as well as a trouser suit.' },
    ],
    features: [
      { ru: 'Мягкая пяточка не натирает с первого дня.', en: 'The padded heel counter does not rub, even on day one.' },
      { ru: 'Набойка из полиуретана не стучит и не скользит.', en: 'The polyurethane heel tip is quiet and does not slip.' },
      { ru: 'Колодка рассчитана на стандартную полноту.', en: 'Made on a last for a standard width.' },
    ],
    closings: CLOSINGS.shoes,
  },
  'botinki-zhenskie': {
    drawing: { icon: 'womans-boot' },
    kinds: [
      { ru: 'городские', en: 'city' },
      { ru: 'высокие', en: 'tall' },
      { ru: 'короткие', en: 'ankle' },
      { ru: 'челси', en: 'Chelsea' },
    ],
    details: [
      { ru: 'на высокой подошве', en: 'with a platform sole' },
      { ru: 'на шнуровке', en: 'with laces' },
      { ru: 'на тракторной подошве', en: 'with a lug sole' },
    ],
    materials: [UPPER.leather, UPPER.suede, UPPER.nubuck, UPPER.woolLined],
    materialOption: 'composition',
    seasons: [SEASON.demi, SEASON.winter],
    countries: SHOE_COUNTRIES,
    specs: [FASTENING, INSOLE],
    openings: [
      { ru: 'Ботинки, в которых тепло и сухо в любую погоду.', en: 'Boots that keep your feet warm and dry in any weather.' },
      {
        ru: 'Удобные ботинки на каждый день, которые подходят и к джинсам, и к платью.',
        en: 'Comfortable everyday boots that go with jeans and dresses alike.',
      },
    ],
    features: [
      { ru: 'Рифлёная подошва держит на скользком асфальте.', en: 'The ridged sole grips on slippery pavements.' },
      { ru: 'Задник держит пятку и не заминается.', en: 'The firm heel counter holds the heel and keeps its shape.' },
      { ru: 'Швы проклеены и не пропускают воду.', en: 'Taped seams keep water out.' },
    ],
    closings: CLOSINGS.shoes,
  },
  krossovki: {
    drawing: { icon: 'running-shoe' },
    kinds: [
      { ru: 'беговые', en: 'running' },
      { ru: 'повседневные', en: 'casual' },
      { ru: 'баскетбольные', en: 'basketball' },
      { ru: 'лёгкие', en: 'lightweight' },
      { ru: 'спортивные', en: 'training' },
    ],
    details: [
      { ru: 'с амортизацией', en: 'with cushioning' },
      { ru: 'на массивной подошве', en: 'with a chunky sole' },
      { ru: 'со светоотражающими вставками', en: 'with reflective details' },
    ],
    materials: [UPPER.mesh, UPPER.leather, UPPER.suede, UPPER.faux],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.demi, SEASON.all],
    countries: SHOE_COUNTRIES,
    specs: [FASTENING, INSOLE],
    openings: [
      {
        ru: 'Кроссовки, в которых одинаково удобно бегать по утрам и гулять по городу.',
        en: 'Trainers that are just as comfortable for a morning run as for a walk in town.',
      },
      { ru: 'Лёгкие кроссовки на каждый день с мягкой подошвой.', en: 'Light everyday trainers with a soft sole.' },
    ],
    features: [
      { ru: 'Пена в подошве гасит удар при каждом шаге.', en: 'Foam in the sole absorbs the impact of every step.' },
      { ru: 'Протектор не оставляет следов на полу спортзала.', en: 'The outsole leaves no marks on a gym floor.' },
      { ru: 'Петля на заднике помогает быстро обуться.', en: 'A heel pull tab helps you put them on quickly.' },
    ],
    closings: CLOSINGS.shoes,
  },
  sandalii: {
    drawing: { icon: 'thong-sandal' },
    kinds: [
      { ru: 'летние', en: 'summer' },
      { ru: 'пляжные', en: 'beach' },
      { ru: 'спортивные', en: 'sports' },
      { ru: 'трекинговые', en: 'trekking' },
    ],
    details: [
      { ru: 'на липучках', en: 'with hook-and-loop straps' },
      { ru: 'с закрытым носком', en: 'with a closed toe' },
      { ru: 'с анатомической стелькой', en: 'with a contoured footbed' },
    ],
    materials: [UPPER.leather, UPPER.faux, UPPER.mesh],
    materialOption: 'composition',
    seasons: [SEASON.summer],
    countries: SHOE_COUNTRIES,
    specs: [INSOLE],
    openings: [
      { ru: 'Сандалии, в которых ноги не устают даже в жару.', en: 'Sandals that keep your feet fresh even in the heat.' },
      { ru: 'Удобные сандалии для города, дачи и отпуска.', en: 'Comfortable sandals for town, the country and holidays.' },
    ],
    features: [
      { ru: 'Ремешки регулируются по подъёму стопы.', en: 'The straps adjust to the height of your instep.' },
      { ru: 'Подошва не скользит на мокрой плитке.', en: 'The sole does not slip on wet tiles.' },
      { ru: 'Быстро сохнут после купания.', en: 'They dry quickly after a swim.' },
    ],
    closings: CLOSINGS.shoes,
  },
};
