/**
 * The shopper's adult confirmation (storefront-shell.md §4 "Adult confirmation is kept for one
 * hour", §5 "Adult-content banners ... need adult confirmation first"): one atom for the page,
 * kept in local storage and followed by other tabs.
 */
import { atom } from 'jotai/vanilla';
import { getBus } from '../../platform/bus';
import { persistedValue } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { onPageDispose, pagePart } from '../../platform/page';
import { isAdultConfirmed } from './adult';

/** Stored as 'vitrina:adult-confirmed-at' (the storage module adds the prefix). */
export const ADULT_CONFIRMATION_KEY = 'adult-confirmed-at';
export const ADULT_CONFIRMATION_TOPIC = 'adult:confirmed';

const stored = persistedValue<number | null>(ADULT_CONFIRMATION_KEY, (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : null));

/** When the shopper last confirmed their age (ms since epoch), or null. */
export const adultConfirmedAtAtom = atom<number | null>(stored.read());

/** Other tabs' confirmations reach this page's atom (once per runtime). */
export function followAdultConfirmation(): void {
  pagePart('adultConfirmationFollow', () =>
    onPageDispose(
      getBus().subscribe(ADULT_CONFIRMATION_TOPIC, (payload) => {
        if (typeof payload === 'number' && Number.isFinite(payload)) getStore().set(adultConfirmedAtAtom, payload);
      }),
    ),
  );
}

/** Records the confirmation now: every adult banner of the page shows at once, other tabs follow. */
export function confirmAdult(now = Date.now()): void {
  getStore().set(adultConfirmedAtAtom, now);
  stored.write(now);
  getBus().post(ADULT_CONFIRMATION_TOPIC, now);
}

export function adultConfirmedNow(now = Date.now()): boolean {
  return isAdultConfirmed(getStore().get(adultConfirmedAtAtom), now);
}
