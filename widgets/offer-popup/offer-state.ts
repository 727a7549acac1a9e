/** Which signed-in users accepted the offer (per device; the spec shows no server call for it). */
import { atom } from 'jotai/vanilla';
import { persistedValue } from '../../core/platform/storage';
import { getStore } from '../../core/platform/store';

export const OFFER_ACCEPTED_KEY = 'offer-accepted';
/** Users who chose "later" in this tab session. */
const SESSION_KEY = 'vitrina:offer-postponed';

const stored = persistedValue<string[]>(OFFER_ACCEPTED_KEY, (raw) => (Array.isArray(raw) ? raw.filter((u): u is string => typeof u === 'string') : []));

/** Bumped on every acceptance so readers re-read; the list itself is read from storage each time (another tab may have accepted). */
export const offerAcceptedVersionAtom = atom(0);

export function isOfferAccepted(user: string): boolean {
  return stored.read().includes(user);
}

export function acceptOffer(user: string): void {
  stored.write([...new Set([...stored.read(), user])]); // a full storage keeps it in memory for this page
  const store = getStore();
  store.set(offerAcceptedVersionAtom, store.get(offerAcceptedVersionAtom) + 1);
}

export function postponeOffer(user: string): void {
  try {
    sessionStorage.setItem(SESSION_KEY, user);
  } catch {
    /* session storage blocked: the popup may show again after a reload */
  }
}

export function isOfferPostponed(user: string): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEY) === user;
  } catch {
    return false;
  }
}
