import type { Material } from './types';

/** Fabrics of garments: the composition option, how a name says it, and a sentence about it. */
export const FABRIC = {
  cotton: {
    value: { ru: 'хлопок 100%', en: 'cotton 100%' },
    phrase: { ru: 'из хлопка', en: 'cotton' },
    sentence: { ru: 'Хлопок приятен к телу и хорошо пропускает воздух.', en: 'Cotton feels soft on the skin and lets it breathe.' },
  },
  cottonStretch: {
    value: { ru: 'хлопок 95%, эластан 5%', en: 'cotton 95%, elastane 5%' },
    sentence: {
      ru: 'Немного эластана — и вещь не вытягивается, сохраняя форму после стирки.',
      en: 'A little elastane keeps it from stretching out, wash after wash.',
    },
  },
  cottonPoly: {
    value: { ru: 'хлопок 70%, полиэстер 30%', en: 'cotton 70%, polyester 30%' },
    sentence: { ru: 'Смесовая ткань почти не мнётся и быстро сохнет.', en: 'The blended fabric hardly creases and dries quickly.' },
  },
  linen: {
    value: { ru: 'лён 100%', en: 'linen 100%' },
    phrase: { ru: 'из льна', en: 'linen' },
    sentence: {
      ru: 'Лён не липнет к коже в жару и с каждой стиркой становится мягче.',
      en: 'Linen does not cling in the heat and gets softer with every wash.',
    },
  },
  linenCotton: {
    value: { ru: 'лён 55%, хлопок 45%', en: 'linen 55%, cotton 45%' },
    sentence: {
      ru: 'Лён с хлопком мнётся меньше чистого льна и так же хорошо дышит.',
      en: 'Linen with cotton creases less than pure linen and breathes just as well.',
    },
  },
  viscose: {
    value: { ru: 'вискоза 95%, эластан 5%', en: 'viscose 95%, elastane 5%' },
    phrase: { ru: 'из вискозы', en: 'viscose' },
    sentence: { ru: 'Вискоза мягко струится и приятно холодит кожу.', en: 'Viscose drapes softly and feels cool on the skin.' },
  },
  silk: {
    value: { ru: 'шёлк 100%', en: 'silk 100%' },
    phrase: { ru: 'из шёлка', en: 'silk' },
    sentence: { ru: 'Натуральный шёлк красиво переливается и мягко облегает фигуру.', en: 'Pure silk has a soft sheen and drapes gently over the figure.' },
  },
  polyester: {
    value: { ru: 'полиэстер 100%', en: 'polyester 100%' },
    sentence: { ru: 'Ткань не мнётся в сумке и быстро сохнет после стирки.', en: 'The fabric does not crease in a bag and dries quickly after washing.' },
  },
  chiffon: {
    value: { ru: 'полиэстер 100% (шифон)', en: 'polyester 100% (chiffon)' },
    phrase: { ru: 'из шифона', en: 'chiffon' },
    sentence: {
      ru: 'Лёгкий шифон едва ощущается на теле и красиво двигается при ходьбе.',
      en: 'Light chiffon barely touches the skin and moves beautifully as you walk.',
    },
  },
  woolBlend: {
    value: { ru: 'шерсть 50%, полиэстер 50%', en: 'wool 50%, polyester 50%' },
    phrase: { ru: 'из шерсти', en: 'wool' },
    sentence: { ru: 'Шерсть держит тепло даже в сырую погоду.', en: 'Wool keeps you warm even in damp weather.' },
  },
  knit: {
    value: { ru: 'хлопок 92%, эластан 8% (трикотаж)', en: 'cotton 92%, elastane 8% (jersey)' },
    sentence: { ru: 'Плотный трикотаж тянется и не сковывает движений.', en: 'The dense jersey stretches and never restricts movement.' },
  },
  denim: {
    value: { ru: 'хлопок 98%, эластан 2%', en: 'cotton 98%, elastane 2%' },
    sentence: { ru: 'Плотный деним с каплей эластана не вытягивается на коленях.', en: 'Dense denim with a touch of elastane does not bag at the knees.' },
  },
  rigidDenim: {
    value: { ru: 'хлопок 100% (деним 12 унций)', en: 'cotton 100% (12 oz denim)' },
    sentence: {
      ru: 'Жёсткий деним из чистого хлопка со временем садится точно по фигуре.',
      en: 'Rigid pure-cotton denim moulds itself to your figure over time.',
    },
  },
  microfibre: {
    value: { ru: 'полиамид 85%, эластан 15%', en: 'polyamide 85%, elastane 15%' },
    sentence: { ru: 'Гладкая микрофибра не видна под одеждой.', en: 'Smooth microfibre stays invisible under clothes.' },
  },
  lace: {
    value: { ru: 'полиамид 90%, эластан 10% (кружево)', en: 'polyamide 90%, elastane 10% (lace)' },
    sentence: { ru: 'Мягкое кружево не колется и не натирает.', en: 'Soft lace does not itch or chafe.' },
  },
  nylon: {
    value: { ru: 'полиамид 90%, эластан 10%', en: 'polyamide 90%, elastane 10%' },
    sentence: { ru: 'Эластичное волокно плотно сидит и не собирается складками.', en: 'The stretchy yarn fits snugly without wrinkling.' },
  },
  nylonCotton: {
    value: { ru: 'хлопок 80%, полиамид 15%, эластан 5%', en: 'cotton 80%, polyamide 15%, elastane 5%' },
    sentence: { ru: 'Хлопок в составе делает их тёплыми и приятными к коже.', en: 'The cotton in them makes them warm and pleasant on the skin.' },
  },
  membrane: {
    value: { ru: 'полиэстер 100%, мембрана 10 000 мм', en: 'polyester 100%, 10,000 mm membrane' },
    sentence: { ru: 'Мембрана не пропускает дождь и ветер, но выпускает пар.', en: 'The membrane keeps rain and wind out but lets moisture escape.' },
  },
  downFill: {
    value: { ru: 'верх — полиэстер 100%, утеплитель — пух 80%, перо 20%', en: 'shell polyester 100%, fill 80% down, 20% feather' },
    sentence: { ru: 'Натуральный пух греет в мороз до −25 °C.', en: 'Natural down keeps you warm down to −25 °C.' },
  },
  syntheticFill: {
    value: { ru: 'верх — полиэстер 100%, утеплитель — синтепон 150 г/м²', en: 'shell polyester 100%, 150 g/m² synthetic fill' },
    sentence: { ru: 'Лёгкий утеплитель не сбивается после стирки.', en: 'The light synthetic fill does not clump after washing.' },
  },
  fleece: {
    value: { ru: 'полиэстер 100% (флис)', en: 'polyester 100% (fleece)' },
    sentence: { ru: 'Мягкий флис согревает и почти ничего не весит.', en: 'Soft fleece keeps you warm and weighs almost nothing.' },
  },
  interlock: {
    value: { ru: 'хлопок 100% (интерлок)', en: 'cotton 100% (interlock)' },
    phrase: { ru: 'из хлопка', en: 'cotton' },
    sentence: { ru: 'Мягкий интерлок не раздражает нежную кожу малыша.', en: 'Soft interlock cotton is gentle on a baby’s delicate skin.' },
  },
} as const satisfies Record<string, Material>;
