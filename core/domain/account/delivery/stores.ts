/**
 * The stores (warehouses) behind the pickup points of the page's country: stores-data.json and the
 * country's shopdata/{id}/shopsbystore.json (storefront-shell.md §7 "Static reads"), refreshed every
 * 15 minutes (§9 "stores refresh 15 min") while an element that shows them is on the page. A read
 * that fails or answers malformed keeps what the page had (nothing the first time) and is logged
 * once per page; the next refresh tries again.
 */
import { atom } from 'jotai/vanilla';
import type { Locale } from '../../../../contracts/locales';
import { reshapeShopsByStore, reshapeStores, shopsByStorePath, STORES_DATA_PATH, type Store } from '../../../../contracts/stores';
import { request } from '../../../transport/http';
import { logException } from '../../../transport/logging';
import { localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';
import type { PageService } from '../../../platform/page';

/** shell §9 "stores refresh 15 min". */
export const STORES_REFRESH_MS = 15 * 60 * 1000;

export interface StoresData {
  locale: Locale;
  stores: ReadonlyMap<number, Store>;
  /** Office id -> the id of the store that serves it. */
  storeOfOffice: ReadonlyMap<number, number>;
}

export const storesDataAtom = atom<StoresData | null>(null);

/** The store behind a pickup point, when the page knows it. */
export function storeOfOffice(data: StoresData | null, officeId: number | null | undefined): Store | null {
  if (!data || officeId === null || officeId === undefined) return null;
  const storeId = data.storeOfOffice.get(officeId);
  return storeId === undefined ? null : (data.stores.get(storeId) ?? null);
}

export interface StoresLoaderDeps {
  log?: (error: unknown, data: unknown) => unknown;
}

/** Loads both files for the page's locale into storesDataAtom; never rejects. */
export function createStoresLoader({ log = (error, data) => logException(error, data) }: StoresLoaderDeps = {}): () => Promise<void> {
  let logged = false;
  return async () => {
    const store = getStore();
    const locale = store.get(localeAtom);
    try {
      const [stores, storeOf] = await Promise.all([
        request({ url: { group: 'static', path: STORES_DATA_PATH }, parse: reshapeStores }),
        request({ url: { group: 'static', path: shopsByStorePath(locale) }, parse: reshapeShopsByStore }),
      ]);
      if (store.get(localeAtom) !== locale) return; // the country changed meanwhile: its own load follows
      store.set(storesDataAtom, { locale, stores: new Map((stores ?? []).map((s) => [s.id, s])), storeOfOffice: storeOf ?? new Map() });
    } catch (error) {
      if (!logged) {
        logged = true;
        void log(error, { call: 'stores' });
      }
    }
  };
}

/**
 * The page's schedule: a load at once, then every 15 minutes, and at once when the country
 * changes. An element that shows stores starts it through its runtime (`runtime.use`).
 */
export function createStoresService(makeLoader: () => () => Promise<void> = () => createStoresLoader()): PageService {
  return {
    name: 'stores',
    start() {
      const load = makeLoader();
      void load();
      const timer = setInterval(() => void load(), STORES_REFRESH_MS);
      const unsubscribe = getStore().sub(localeAtom, () => void load());
      return () => {
        clearInterval(timer);
        unsubscribe();
      };
    },
  };
}

export const storesService = createStoresService();
