import type { Names } from './subjects';

/** The titles of the shelves the demo's pages answer with (home, promotions), in every shop language. */
export const SHELF_TITLES = {
  popular: { ru: 'Популярное', en: 'Popular', kk: 'Танымал', ky: 'Популярдуу', uz: 'Ommabop', ka: 'პოპულარული' },
  promoHits: { ru: 'Хиты акции', en: 'Promotion best sellers', kk: 'Акция хиттері', ky: 'Акциянын хиттери', uz: 'Aksiya xitlari', ka: 'აქციის ჰიტები' },
  promoBrands: {
    ru: 'Бренды акции',
    en: 'Brands on promotion',
    kk: 'Акция брендтері',
    ky: 'Акциянын бренддери',
    uz: 'Aksiya brendlari',
    ka: 'აქციის ბრენდები',
  },
} as const satisfies Record<string, Names>;
