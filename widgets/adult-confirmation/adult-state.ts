/**
 * When the shopper last confirmed their age (storefront-shell.md §9 "Adult confirmation 1 h").
 * The TTL rule is core/banners/adult.ts; this keeps the moment, page-wide and across reloads.
 * (Belongs in core/ beside adult.ts: the lead may move it; nothing here depends on React.)
 */
import { atom } from 'jotai/vanilla';
import { isAdultConfirmed } from '../../core/banners/adult';
import { getBus } from '../../core/bus';
import { persistedValue } from '../../core/storage/persisted-value';
import { getStore } from '../../core/store';

export const ADULT_CONFIRMED_KEY = 'adult-confirmed-at';
export const ADULT_TOPIC = 'adult:confirmed';

const stored = persistedValue<number | null>(ADULT_CONFIRMED_KEY, (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : null));

export const adultConfirmedAtAtom = atom<number | null>(stored.read());

let following = false;
function followOtherTabs(): void {
  if (following) return;
  following = true;
  getBus().subscribe(ADULT_TOPIC, (payload) => {
    if (typeof payload === 'number' && Number.isFinite(payload)) getStore().set(adultConfirmedAtAtom, payload);
  });
}

/** Whether the confirmation still holds now (at most 1 h old). */
export function isAdultConfirmedNow(now = Date.now()): boolean {
  followOtherTabs();
  return isAdultConfirmed(getStore().get(adultConfirmedAtAtom), now);
}

export function confirmAdult(now = Date.now()): void {
  followOtherTabs();
  getStore().set(adultConfirmedAtAtom, now);
  stored.write(now); // a full storage keeps it for this page
  getBus().post(ADULT_TOPIC, now);
}
