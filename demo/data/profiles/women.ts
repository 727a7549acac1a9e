import { CLOSINGS, SEASON, TEXTILE_COUNTRIES } from './common';
import { FABRIC } from './fabrics';
import type { Spec, SubjectProfile } from './types';

export const SLEEVE: Spec = {
  name: { ru: 'Рукав', en: 'Sleeve' },
  values: [
    { ru: 'короткий', en: 'short' },
    { ru: 'длинный', en: 'long' },
    { ru: 'без рукавов', en: 'sleeveless' },
    { ru: 'три четверти', en: 'three-quarter' },
  ],
};
export const FIT: Spec = {
  name: { ru: 'Силуэт', en: 'Fit' },
  values: [
    { ru: 'прямой', en: 'straight' },
    { ru: 'приталенный', en: 'fitted' },
    { ru: 'свободный', en: 'relaxed' },
    { ru: 'оверсайз', en: 'oversized' },
  ],
};
const LENGTH: Spec = {
  name: { ru: 'Длина изделия', en: 'Length' },
  values: [
    { ru: 'мини', en: 'mini' },
    { ru: 'миди', en: 'midi' },
    { ru: 'макси', en: 'maxi' },
  ],
};

export const WOMEN: Record<string, SubjectProfile> = {
  platya: {
    drawing: { icon: 'dress' },
    kinds: [
      { ru: 'летнее', en: 'summer' },
      { ru: 'вечернее', en: 'evening' },
      { ru: 'повседневное', en: 'casual' },
      { ru: 'офисное', en: 'office' },
      { ru: 'трикотажное', en: 'knitted' },
      { ru: 'праздничное', en: 'party' },
    ],
    details: [
      { ru: 'с поясом', en: 'with a belt' },
      { ru: 'с карманами', en: 'with pockets' },
      { ru: 'на запах', en: 'with a wrap front' },
      { ru: 'с открытыми плечами', en: 'with open shoulders' },
    ],
    materials: [FABRIC.cotton, FABRIC.linen, FABRIC.viscose, FABRIC.silk, FABRIC.polyester, FABRIC.knit],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.demi, SEASON.all],
    countries: TEXTILE_COUNTRIES,
    specs: [LENGTH, SLEEVE, FIT],
    openings: [
      {
        ru: 'Платье, в котором удобно весь день: на работе, на прогулке и на встрече с друзьями.',
        en: 'A dress that stays comfortable all day: at work, on a walk and out with friends.',
      },
      {
        ru: 'Женственное платье простого кроя легко сочетать и с кедами, и с туфлями.',
        en: 'A feminine dress with a simple cut that goes as well with trainers as with heels.',
      },
      { ru: 'Платье на каждый день, в котором легко двигаться и не жарко.', en: 'An everyday dress that is easy to move in and never too warm.' },
    ],
    features: [
      { ru: 'Потайная молния сбоку не видна и легко застёгивается.', en: 'The concealed side zip is invisible and easy to do up.' },
      { ru: 'Длина выверена так, чтобы платье смотрелось аккуратно и с каблуком, и без.', en: 'The length is chosen to look neat with or without heels.' },
      { ru: 'Швы обработаны оверлоком и не натирают.', en: 'Overlocked seams do not chafe.' },
      { ru: 'Ткань не просвечивает и хорошо держит форму.', en: 'The fabric is not see-through and holds its shape well.' },
    ],
    closings: CLOSINGS.clothing,
  },
  bluzki: {
    drawing: { icon: 'womans-clothes' },
    kinds: [
      { ru: 'офисная', en: 'office' },
      { ru: 'летняя', en: 'summer' },
      { ru: 'нарядная', en: 'elegant' },
      { ru: 'свободная', en: 'loose' },
      { ru: 'классическая', en: 'classic' },
    ],
    details: [
      { ru: 'с воротником-стойкой', en: 'with a stand collar' },
      { ru: 'с бантом', en: 'with a bow' },
      { ru: 'на пуговицах', en: 'with buttons' },
    ],
    materials: [FABRIC.viscose, FABRIC.chiffon, FABRIC.cotton, FABRIC.silk, FABRIC.polyester],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.all],
    countries: TEXTILE_COUNTRIES,
    specs: [SLEEVE, FIT],
    openings: [
      { ru: 'Блузка, которая одинаково уместна в офисе и на ужине.', en: 'A blouse that is just as right at the office as at dinner.' },
      { ru: 'Лёгкая блузка дополнит и строгие брюки, и джинсы.', en: 'A light blouse that pairs with tailored trousers and jeans alike.' },
      { ru: 'Базовая блузка, с которой легко собрать десяток образов.', en: 'A basic blouse you can build a dozen outfits around.' },
    ],
    features: [
      { ru: 'Пуговицы пришиты надёжно и не расстёгиваются сами.', en: 'The buttons are sewn on firmly and stay done up.' },
      { ru: 'Манжеты на пуговицах можно подвернуть.', en: 'The buttoned cuffs can be rolled up.' },
      { ru: 'Спинка чуть длиннее полочки — блузку удобно носить навыпуск.', en: 'The back is a little longer than the front, so it looks good untucked.' },
    ],
    closings: CLOSINGS.clothing,
  },
  yubki: {
    drawing: { icon: 'dress', crop: [3, 12, 26, 20] },
    kinds: [
      { ru: 'плиссированная', en: 'pleated' },
      { ru: 'летняя', en: 'summer' },
      { ru: 'офисная', en: 'office' },
      { ru: 'расклёшенная', en: 'flared' },
    ],
    details: [
      { ru: 'с разрезом', en: 'with a slit' },
      { ru: 'с карманами', en: 'with pockets' },
      { ru: 'на резинке', en: 'with an elastic waist' },
      { ru: 'с высокой талией', en: 'with a high waist' },
    ],
    materials: [FABRIC.cotton, FABRIC.viscose, FABRIC.polyester, FABRIC.woolBlend, FABRIC.linen],
    materialOption: 'composition',
    seasons: [SEASON.summer, SEASON.demi, SEASON.all],
    countries: TEXTILE_COUNTRIES,
    specs: [LENGTH],
    openings: [
      { ru: 'Юбка, которая легко становится основой и делового, и летнего образа.', en: 'A skirt that easily anchors a business look or a summer one.' },
      { ru: 'Юбка с посадкой на талии зрительно вытягивает силуэт.', en: 'A waist-high skirt that makes the silhouette look longer.' },
    ],
    features: [
      { ru: 'Подкладка не даёт ткани липнуть к колготкам.', en: 'The lining stops the fabric from clinging to tights.' },
      { ru: 'Широкий пояс не врезается и не перекручивается.', en: 'The wide waistband neither digs in nor twists.' },
      { ru: 'Складки заложены так, что не расходятся после стирки.', en: 'The pleats are set so they stay in place after washing.' },
    ],
    closings: CLOSINGS.clothing,
  },
  'dzhinsy-zhenskie': {
    drawing: { icon: 'jeans' },
    kinds: [
      { ru: 'прямые', en: 'straight-leg' },
      { ru: 'широкие', en: 'wide-leg' },
      { ru: 'скинни', en: 'skinny' },
      { ru: 'мом', en: 'mom' },
      { ru: 'клёш', en: 'flared' },
    ],
    details: [
      { ru: 'с рваными коленями', en: 'with ripped knees' },
      { ru: 'с потёртостями', en: 'with a worn-in wash' },
      { ru: 'укороченные', en: 'cropped' },
    ],
    materials: [FABRIC.denim, FABRIC.rigidDenim, FABRIC.cottonStretch],
    materialOption: 'composition',
    seasons: [SEASON.all, SEASON.demi],
    countries: TEXTILE_COUNTRIES,
    specs: [
      {
        name: { ru: 'Посадка', en: 'Rise' },
        values: [
          { ru: 'высокая', en: 'high' },
          { ru: 'средняя', en: 'mid' },
        ],
      },
      {
        name: { ru: 'Застёжка', en: 'Fastening' },
        values: [
          { ru: 'молния', en: 'zip' },
          { ru: 'пуговицы', en: 'buttons' },
        ],
      },
    ],
    openings: [
      { ru: 'Джинсы, которые хочется носить каждый день.', en: 'Jeans you will want to wear every day.' },
      { ru: 'Джинсы с правильной посадкой: не сползают и не давят на талии.', en: 'Jeans with the right rise: they neither slip down nor pinch at the waist.' },
    ],
    features: [
      { ru: 'Пять классических карманов и металлическая фурнитура.', en: 'Five classic pockets and metal hardware.' },
      { ru: 'Ткань окрашена так, что почти не линяет.', en: 'The fabric is dyed so it hardly fades.' },
      { ru: 'Длину легко подшить без потери вида.', en: 'The length is easy to take up without spoiling the look.' },
    ],
    closings: CLOSINGS.clothing,
  },
  byustgaltery: {
    drawing: { icon: 'bikini' },
    kinds: [
      { ru: 'кружевной', en: 'lace' },
      { ru: 'бесшовный', en: 'seamless' },
      { ru: 'спортивный', en: 'sports' },
      { ru: 'повседневный', en: 'everyday' },
    ],
    details: [
      { ru: 'с эффектом пуш-ап', en: 'with push-up' },
      { ru: 'на косточках', en: 'with underwire' },
      { ru: 'с мягкой чашкой', en: 'with soft cups' },
    ],
    materials: [FABRIC.microfibre, FABRIC.lace, FABRIC.cottonStretch],
    materialOption: 'composition',
    countries: TEXTILE_COUNTRIES,
    specs: [
      {
        name: { ru: 'Застёжка', en: 'Fastening' },
        values: [
          { ru: 'на спине', en: 'at the back' },
          { ru: 'спереди', en: 'at the front' },
        ],
      },
      {
        name: { ru: 'Бретели', en: 'Straps' },
        values: [
          { ru: 'регулируемые', en: 'adjustable' },
          { ru: 'съёмные', en: 'detachable' },
        ],
      },
    ],
    openings: [
      { ru: 'Бюстгальтер, который не чувствуется под одеждой.', en: 'A bra you will not feel under your clothes.' },
      { ru: 'Удобный бюстгальтер на каждый день с хорошей поддержкой.', en: 'A comfortable everyday bra with good support.' },
    ],
    features: [
      { ru: 'Широкая резинка под грудью не врезается в кожу.', en: 'The wide under-band does not dig into the skin.' },
      { ru: 'Бретели регулируются по длине.', en: 'The straps adjust in length.' },
      { ru: 'Застёжка на три положения.', en: 'The hook-and-eye closure has three settings.' },
    ],
    closings: CLOSINGS.underwear,
  },
  kolgotki: {
    drawing: { icon: 'socks' },
    kinds: [
      { ru: 'матовые', en: 'matte' },
      { ru: 'тёплые', en: 'warm' },
      { ru: 'классические', en: 'classic' },
      { ru: 'корректирующие', en: 'shaping' },
    ],
    details: [
      { ru: '20 ден', en: '20 den' },
      { ru: '40 ден', en: '40 den' },
      { ru: '70 ден', en: '70 den' },
      { ru: '100 ден', en: '100 den' },
    ],
    materials: [FABRIC.nylon, FABRIC.nylonCotton],
    materialOption: 'composition',
    seasons: [SEASON.all, SEASON.winter],
    countries: [TEXTILE_COUNTRIES[0]!, TEXTILE_COUNTRIES[1]!, TEXTILE_COUNTRIES[5]!],
    specs: [
      {
        name: { ru: 'Пояс', en: 'Waistband' },
        values: [
          { ru: 'широкий', en: 'wide' },
          { ru: 'заниженный', en: 'low-rise' },
        ],
      },
    ],
    openings: [
      { ru: 'Колготки, которые не сползают и не собираются на щиколотках.', en: 'Tights that neither slip down nor bunch at the ankles.' },
      { ru: 'Ровный цвет без блеска — подходят и к офисному платью, и к юбке.', en: 'An even, matte colour that suits an office dress or a skirt.' },
    ],
    features: [
      { ru: 'Плоские швы не видны под тонкой тканью.', en: 'Flat seams do not show under thin fabrics.' },
      { ru: 'Усиленный мысок дольше не рвётся.', en: 'The reinforced toe lasts longer.' },
      { ru: 'Ластовица из хлопка.', en: 'The gusset is made of cotton.' },
    ],
    closings: CLOSINGS.underwear,
  },
};
