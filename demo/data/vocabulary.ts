/** Word lists the generator combines with the seed (colours, sizes, brand syllables, cities); product words are in profiles/. */
import type { Names } from './subjects';

export type ColourDef = { id: number; names: Names; rgb: [number, number, number] };
export const COLOURS: readonly ColourDef[] = [
  { id: 0, names: { ru: 'чёрный', en: 'black', kk: 'қара', ky: 'кара', uz: 'qora', ka: 'შავი' }, rgb: [30, 30, 34] },
  { id: 16777215, names: { ru: 'белый', en: 'white', kk: 'ақ', ky: 'ак', uz: 'oq', ka: 'თეთრი' }, rgb: [240, 240, 236] },
  { id: 16711680, names: { ru: 'красный', en: 'red', kk: 'қызыл', ky: 'кызыл', uz: 'qizil', ka: 'წითელი' }, rgb: [200, 40, 50] },
  { id: 255, names: { ru: 'синий', en: 'blue', kk: 'көк', ky: 'көк', uz: 'koʻk', ka: 'ლურჯი' }, rgb: [40, 80, 190] },
  { id: 32768, names: { ru: 'зелёный', en: 'green', kk: 'жасыл', ky: 'жашыл', uz: 'yashil', ka: 'მწვანე' }, rgb: [40, 140, 70] },
  { id: 16776960, names: { ru: 'жёлтый', en: 'yellow', kk: 'сары', ky: 'сары', uz: 'sariq', ka: 'ყვითელი' }, rgb: [235, 200, 40] },
  { id: 8421504, names: { ru: 'серый', en: 'grey', kk: 'сұр', ky: 'боз', uz: 'kulrang', ka: 'ნაცრისფერი' }, rgb: [128, 128, 132] },
  { id: 16761035, names: { ru: 'розовый', en: 'pink', kk: 'қызғылт', ky: 'кызгылт', uz: 'pushti', ka: 'ვარდისფერი' }, rgb: [240, 150, 190] },
  { id: 9127187, names: { ru: 'коричневый', en: 'brown', kk: 'қоңыр', ky: 'күрөң', uz: 'jigarrang', ka: 'ყავისფერი' }, rgb: [120, 75, 40] },
  { id: 16753920, names: { ru: 'оранжевый', en: 'orange', kk: 'қызғылт сары', ky: 'кызгылт сары', uz: 'toʻq sariq', ka: 'ნარინჯისფერი' }, rgb: [240, 140, 30] },
  { id: 8388736, names: { ru: 'фиолетовый', en: 'purple', kk: 'күлгін', ky: 'кызгылт көк', uz: 'binafsha', ka: 'იისფერი' }, rgb: [120, 50, 150] },
  { id: 16119260, names: { ru: 'бежевый', en: 'beige', kk: 'беж', ky: 'беж', uz: 'bej', ka: 'ჩალისფერი' }, rgb: [225, 205, 170] },
];

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const CLOTHING_ORIG_SIZES = ['40', '42', '44', '46', '48', '50'] as const;
export const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'] as const;

export const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'te',
  'vo',
  'zen',
  'ar',
  'bel',
  'cor',
  'dan',
  'el',
  'fi',
  'gor',
  'hal',
  'is',
  'jun',
  'kel',
  'lum',
  'mar',
  'nor',
  'os',
  'pel',
  'qui',
  'rom',
  'sal',
  'tor',
  'ul',
  'ver',
  'yan',
] as const;
export const CYRILLIC_SYLLABLES = ['ма', 'ло', 'ри', 'ка', 'сто', 'вел', 'дар', 'ни', 'зо', 'ра'] as const;
export const LEGAL_FORMS = ['ООО', 'ИП', 'АО', 'ПАО', 'ТОО', 'ЗАО'] as const;
export const CITY_NAMES = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Екатеринбург',
  'Новосибирск',
  'Краснодар',
  'Минск',
  'Астана',
  'Бишкек',
  'Ереван',
  'Ташкент',
  'Душанбе',
  'Тбилиси',
] as const;
