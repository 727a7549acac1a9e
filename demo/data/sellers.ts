import type { Rng } from './rng';
import { CITY_NAMES, LEGAL_FORMS, SYLLABLES } from './vocabulary';

export const SELLER_COUNT = 210;
/** storefront-routing-wallet.md §9: the marketplace's own seller ids. */
export const SPECIAL_SUPPLIER_IDS = [32477, 12399, 17887, 23316, 28906] as const;
const SPECIAL_NAMES = ['Brands Seller', 'Best Brands', 'First Choice', 'Brands Seller', 'Best Brands'] as const;

export type Seller = {
  id: number;
  name: string;
  fineName: string;
  trademark: string;
  ogrn: string;
  ogrnip: string;
  inn: string;
  kpp: string;
  unp: string;
  bin: string;
  unn: string;
  taxpayerCode: string;
  legalAddress: string;
  orgForms: string;
  isUnknown: boolean;
  rating: number;
  news: number;
  logoUrl: string;
  resale: boolean;
};

function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => rng.int(0, 9)).join('');
}

export function generateSellers(rng: Rng): Seller[] {
  const ids = new Set<number>(SPECIAL_SUPPLIER_IDS);
  while (ids.size < SELLER_COUNT) ids.add(rng.int(100000, 4000000));
  return [...ids].map((id, i) => {
    const special = (SPECIAL_SUPPLIER_IDS as readonly number[]).indexOf(id);
    const trademark = special >= 0 ? SPECIAL_NAMES[special]! : `${rng.pick(SYLLABLES)}${rng.pick(SYLLABLES)}`.replace(/^./, (c) => c.toUpperCase()) + ' Store';
    const form = special >= 0 ? 'ООО' : rng.pick(LEGAL_FORMS);
    const name = `${form} «${trademark}»`;
    const sole = form === 'ИП';
    return {
      id,
      name,
      fineName: name,
      trademark,
      ogrn: sole ? '' : digits(rng, 13),
      ogrnip: sole ? digits(rng, 15) : '',
      inn: digits(rng, sole ? 12 : 10),
      kpp: sole ? '' : digits(rng, 9),
      unp: '',
      bin: '',
      unn: '',
      taxpayerCode: '',
      legalAddress: `${rng.pick(CITY_NAMES)}, ул. Торговая, д. ${rng.int(1, 120)}`,
      orgForms: form,
      isUnknown: i % 97 === 96,
      rating: Math.round((3.5 + rng.next() * 1.5) * 10) / 10,
      news: rng.int(0, 12),
      logoUrl: `/static/sellers/${id}/logo.webp`,
      resale: rng.chance(0.1),
    };
  });
}
