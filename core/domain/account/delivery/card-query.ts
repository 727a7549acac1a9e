/**
 * What every card list and detail call carries besides the ids (storefront-shell.md §7 "Card list
 * or detail: GET with dest, curr, lang, spp"): the chosen delivery address's `dest` (else the
 * locale's fallback city's, §9 "Fallback cities by locale"), and `spp` (§9 "Default spp 30"), so
 * prices and stock follow the delivery address chooser.
 */
import { atom } from 'jotai/vanilla';
import type { Locale } from '../../../../contracts/locales';
import { currencyAtom, languageAtom, localeAtom } from '../../../platform/locale';
import { getStore } from '../../../platform/store';
import { deliveryAddressAtom } from './address';

/** storefront-shell.md §9 "Default spp 30". */
export const DEFAULT_SPP = 30;

/** The `dest` of each §9 fallback city (il, tm and global fall back to Moscow, as the city does). */
export const FALLBACK_DEST_BY_LOCALE: Record<Locale, number> = {
  ru: -1257786,
  by: -59202,
  kz: 233,
  kg: 12358470,
  am: 12358062,
  uz: 12358388,
  tj: 12358553,
  ge: 12358412,
  il: -1257786,
  tm: -1257786,
  global: -1257786,
};

/** The delivery destination card calls use now. */
export const cardDestAtom = atom((get) => get(deliveryAddressAtom)?.dest ?? FALLBACK_DEST_BY_LOCALE[get(localeAtom)] ?? FALLBACK_DEST_BY_LOCALE.ru);

/** curr, lang, dest and spp for a card list or detail call. */
export function cardQuery(): { curr: string; lang: string; dest: number; spp: number } {
  const store = getStore();
  return { curr: store.get(currencyAtom), lang: store.get(languageAtom), dest: store.get(cardDestAtom), spp: DEFAULT_SPP };
}
