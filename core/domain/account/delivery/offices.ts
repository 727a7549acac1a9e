/** Pickup offices of a country (storefront-shell.md §7 "Static reads: shopdata/{id}/shops.json"), cached per locale for the page. */
import { atom } from 'jotai/vanilla';
import type { Locale } from '../../../../contracts/locales';
import { request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { reshapeOffices, officesPath } from '../../../../contracts/delivery';
import type { PickupOffice } from '../../../../contracts/delivery';
import { pagePart } from '../../../platform/page';

export type OfficesState = { status: 'idle' | 'loading' } | { status: 'ready'; offices: PickupOffice[] } | { status: 'error'; error: unknown };

/** Per locale. */
export const officesAtom = atom<Partial<Record<Locale, OfficesState>>>({});

export async function fetchOffices(locale: Locale, signal?: AbortSignal): Promise<PickupOffice[]> {
  const offices = await request<PickupOffice[]>({
    url: { group: 'static', path: officesPath(locale) },
    parse: reshapeOffices,
    ...(signal ? { signal } : {}),
  });
  return offices ?? [];
}

/** The loads under way, by locale: a part of the page's runtime. */
const pendingLoads = () => pagePart('officeLoads', () => new Map<Locale, Promise<OfficesState>>());

/** Loads a locale's offices once (again after a failure). Never rejects. */
export function loadOffices(locale: Locale, fetcher: (locale: Locale) => Promise<PickupOffice[]> = fetchOffices): Promise<OfficesState> {
  const store = getStore();
  const current = store.get(officesAtom)[locale];
  if (current?.status === 'ready') return Promise.resolve(current);
  const pending = pendingLoads();
  let promise = pending.get(locale);
  if (promise) return promise;
  const set = (state: OfficesState) => store.set(officesAtom, (all) => ({ ...all, [locale]: state }));
  set({ status: 'loading' });
  promise = fetcher(locale)
    .then(
      (offices): OfficesState => ({ status: 'ready', offices }),
      (error: unknown): OfficesState => {
        console.warn('[vitrina] pickup offices not loaded', error);
        return { status: 'error', error };
      },
    )
    .then((state) => {
      pending.delete(locale);
      set(state);
      return state;
    });
  pending.set(locale, promise);
  return promise;
}
