import type { Rng } from './rng';
import { PARTNER_POST_TYPES, PICKUP_TYPES } from '../../contracts/delivery';

export { PARTNER_POST_TYPES, PICKUP_TYPES };
export const OFFICES_PER_CITY = 24;

/** storefront-shell.md §9 "Fallback cities by locale" with their coordinates. */
export const CITIES: readonly { locale: string; name: string; lat: number; lon: number; dest: number }[] = [
  { locale: 'ru', name: 'Москва', lat: 55.7558, lon: 37.6173, dest: -1257786 },
  { locale: 'by', name: 'Минск', lat: 53.9006, lon: 27.559, dest: -59202 },
  { locale: 'kz', name: 'Астана', lat: 51.1694, lon: 71.4491, dest: 233 },
  { locale: 'kg', name: 'Бишкек', lat: 42.8746, lon: 74.5698, dest: 12358470 },
  { locale: 'am', name: 'Ереван', lat: 40.1872, lon: 44.5152, dest: 12358062 },
  { locale: 'uz', name: 'Ташкент', lat: 41.2995, lon: 69.2401, dest: 12358388 },
  { locale: 'tj', name: 'Душанбе', lat: 38.5598, lon: 68.787, dest: 12358553 },
  { locale: 'ge', name: 'Тбилиси', lat: 41.7151, lon: 44.8271, dest: 12358412 },
];

export type Office = {
  id: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  country: string;
  dest: number;
  dtype: number;
  smId: number;
  typePoint: number;
  deliveryType: number;
  pickupType: number;
  isSortCenter: boolean;
  isExternalPostamat: boolean;
  isWb: boolean;
  shouldShowName: boolean;
  photos: string[];
  workTime: string;
  storeId: number;
};

/** Districts (delivery destinations) per demo city. */
const DISTRICTS_PER_CITY = 4;

const STREETS = ['Ленина', 'Мира', 'Садовая', 'Центральная', 'Победы', 'Гагарина', 'Пушкина', 'Лесная'] as const;

export function generateOffices(rng: Rng, storeIds: readonly number[]): Office[] {
  let id = 10000;
  return CITIES.flatMap((city) =>
    Array.from({ length: OFFICES_PER_CITY }, (_, index) => {
      id += rng.int(1, 40);
      const partner = rng.chance(0.15);
      const pickupType = partner ? rng.pick(PARTNER_POST_TYPES) : rng.pick(PICKUP_TYPES);
      const isExternalPostamat = pickupType === 14;
      return {
        id,
        name: partner ? `Пункт партнёра №${id}` : `Пункт выдачи №${id}`,
        address: `${city.name}, ул. ${rng.pick(STREETS)}, д. ${rng.int(1, 150)}`,
        lat: Math.round((city.lat + (rng.next() - 0.5) * 0.2) * 1e6) / 1e6,
        lon: Math.round((city.lon + (rng.next() - 0.5) * 0.3) * 1e6) / 1e6,
        country: city.locale,
        // Each district of the city has its own delivery destination (storefront-shell.md §3 Product dest), the city's own first.
        dest: city.dest + (city.dest < 0 ? -1 : 1) * (index % DISTRICTS_PER_CITY),
        dtype: 6,
        smId: rng.int(1, 40),
        typePoint: partner ? 2 : 1,
        deliveryType: isExternalPostamat ? 86 : 6,
        pickupType,
        isSortCenter: rng.chance(0.03),
        isExternalPostamat,
        isWb: !partner,
        shouldShowName: partner,
        photos: [],
        workTime: '09:00-21:00',
        storeId: rng.pick(storeIds),
      };
    }),
  );
}
