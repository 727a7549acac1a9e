import { STORE_TYPE } from './flags';
import type { Rng } from './rng';

export const STORE_COUNT = 24;
export type Store = {
  id: number;
  name: string;
  type: number;
  intervals: { from: string; to: string }[];
  workingHours: string;
  import: boolean;
  isWb: boolean;
  transit: boolean;
  country: string;
};

const STORE_CITIES: readonly [string, string][] = [
  ['Коледино', 'ru'],
  ['Подольск', 'ru'],
  ['Электросталь', 'ru'],
  ['Казань', 'ru'],
  ['Краснодар', 'ru'],
  ['Екатеринбург', 'ru'],
  ['Новосибирск', 'ru'],
  ['Хабаровск', 'ru'],
  ['Минск', 'by'],
  ['Астана', 'kz'],
  ['Алматы', 'kz'],
  ['Бишкек', 'kg'],
  ['Ереван', 'am'],
  ['Ташкент', 'uz'],
  ['Тбилиси', 'ge'],
  ['Душанбе', 'tj'],
];

export function generateStores(rng: Rng): Store[] {
  return Array.from({ length: STORE_COUNT }, (_, i) => {
    const [city, country] = STORE_CITIES[i % STORE_CITIES.length]!;
    const isWb = i < STORE_CITIES.length;
    const type =
      (isWb ? STORE_TYPE.marketplace : STORE_TYPE.sellerDelivery) |
      (rng.chance(0.2) ? STORE_TYPE.cargo : 0) |
      (country !== 'ru' ? STORE_TYPE.foreign : 0) |
      (rng.chance(0.15) ? STORE_TYPE.express : 0) |
      (rng.chance(0.1) ? STORE_TYPE.booking : 0);
    return {
      id: 100000 + i * 1013,
      name: isWb ? `Склад ${city}` : `Склад продавца ${city} ${i}`,
      type,
      intervals: [{ from: '09:00', to: '21:00' }],
      workingHours: '09:00-21:00',
      import: country !== 'ru' && rng.chance(0.5),
      isWb,
      transit: rng.chance(0.2),
      country,
    };
  });
}
