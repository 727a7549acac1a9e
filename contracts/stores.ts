/**
 * The marketplace's stores (warehouses) and which pickup points each serves
 * (storefront-shell.md §7 "Static reads: ... shopdata/{id}/shopsbystore.json, stores-data.json";
 * §3 "Store: id, name, type bit flags (2 marketplace, 4 cargo, 8 seller-delivery, 16 foreign,
 * 32 go, 64 express, 128 booking), intervals, workingHours, import, isWb, transit, country";
 * §9 "stores refresh 15 min").
 */
import type { Locale } from './locales';
import { isRecord, readBoolean, readInteger, readNonBlankString, readString } from './wire';

export const STORES_DATA_PATH = '/stores-data.json';
export function shopsByStorePath(locale: Locale): string {
  return `/shopdata/${encodeURIComponent(locale)}/shopsbystore.json`;
}

/** §3 Store type bit flags. */
export const STORE_TYPE_FLAGS = { marketplace: 2, cargo: 4, sellerDelivery: 8, foreign: 16, go: 32, express: 64, booking: 128 } as const;
export type StoreKind = keyof typeof STORE_TYPE_FLAGS;

export interface Store {
  id: number;
  name: string;
  /** The §3 type bits, read one by one. */
  kinds: StoreKind[];
  intervals: { from: string; to: string }[];
  workingHours: string;
  import: boolean;
  isWb: boolean;
  transit: boolean;
  country: string;
}

/** The §3 type bits a store's type carries, in the order of §3. */
export function storeKinds(type: number): StoreKind[] {
  return (Object.keys(STORE_TYPE_FLAGS) as StoreKind[]).filter((kind) => (type & STORE_TYPE_FLAGS[kind]) !== 0);
}

export class MalformedStoresError extends Error {
  override name = 'MalformedStoresError';
}

/** stores-data.json: a list of stores; entries without an id or a name are skipped; a non-list is malformed. */
export function reshapeStores(raw: unknown): Store[] {
  if (!Array.isArray(raw)) throw new MalformedStoresError('stores-data.json is not a list');
  return raw.flatMap((entry): Store[] => {
    if (!isRecord(entry)) return [];
    const id = readInteger(entry, 'id');
    const name = readNonBlankString(entry, 'name');
    if (id === undefined || id <= 0 || !name) return [];
    const intervals = Array.isArray(entry.intervals)
      ? entry.intervals.flatMap((i) => {
          if (!isRecord(i)) return [];
          const from = readString(i, 'from');
          const to = readString(i, 'to');
          return from && to ? [{ from, to }] : [];
        })
      : [];
    return [
      {
        id,
        name,
        kinds: storeKinds(readInteger(entry, 'type') ?? 0),
        intervals,
        workingHours: readString(entry, 'workingHours') ?? '',
        import: readBoolean(entry, 'import') ?? false,
        isWb: readBoolean(entry, 'isWb') ?? false,
        transit: readBoolean(entry, 'transit') ?? false,
        country: readString(entry, 'country') ?? '',
      },
    ];
  });
}

/** shopsbystore.json {storeId: [officeId]} -> office id -> store id; bad entries are skipped; a non-object is malformed. */
export function reshapeShopsByStore(raw: unknown): Map<number, number> {
  if (!isRecord(raw)) throw new MalformedStoresError('shopsbystore.json is not an object');
  const storeOf = new Map<number, number>();
  for (const [key, offices] of Object.entries(raw)) {
    const storeId = Number(key);
    if (!Number.isSafeInteger(storeId) || storeId <= 0 || !Array.isArray(offices)) continue;
    for (const office of offices)
      if (typeof office === 'number' && Number.isSafeInteger(office) && office > 0 && !storeOf.has(office)) storeOf.set(office, storeId);
  }
  return storeOf;
}
