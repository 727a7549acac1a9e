import { atom } from 'jotai/vanilla';
import { isRecord, readBoolean } from '../../../contracts/wire';
import { onSignInChange, isSignedIn } from '../token';
import { localeAtom } from '../../platform/locale';
import { request } from '../http';
import { getStore } from '../../platform/store';
import { USER_GRADE_PATH } from '../../../contracts/user-grade';
import { readSubscriptionFeatures } from '../../../contracts/premium';
import { pagePart } from '../../platform/page';

/** storefront-shell.md §3 "User grade: wbClub ...": whether the signed-in user subscribes to the club. */
export const wbClubAtom = atom(false);

/** §6 "Club subscriber ... higher cart and favourites limits" — the club limits apply in ru (§5, §9). */
export const clubInRuAtom = atom((get) => get(wbClubAtom) && get(localeAtom) === 'ru');

/** §3 "User grade: ... premiumIsAvailable": the club discounts menu item needs it (§5). */
export const premiumAvailableAtom = atom(false);

/** The club subscription's features from the grade answer (demo/API.md): §6 premium needs extra_discount. */
export const subscriptionFeaturesAtom = atom<readonly string[]>([]);

function gradeValue(raw: unknown): Record<string, unknown> | undefined {
  const value = isRecord(raw) && isRecord(raw.value) ? raw.value : raw;
  return isRecord(value) ? value : undefined;
}

function readGradeFlag(raw: unknown, key: 'wbClub' | 'premiumIsAvailable'): boolean {
  const value = gradeValue(raw);
  return value ? (readBoolean(value, key) ?? false) : false;
}

/** GET {site}/webapi/user/grade when signed in (demo: documented in demo/API.md); a failure keeps the default limits. */
export async function refreshGrade(): Promise<void> {
  const store = getStore();
  if (!isSignedIn()) {
    store.set(wbClubAtom, false);
    store.set(premiumAvailableAtom, false);
    store.set(subscriptionFeaturesAtom, []);
    return;
  }
  try {
    const raw = await request({ url: { group: 'site', path: USER_GRADE_PATH }, auth: 'required' });
    store.set(wbClubAtom, readGradeFlag(raw, 'wbClub'));
    store.set(premiumAvailableAtom, readGradeFlag(raw, 'premiumIsAvailable'));
    store.set(subscriptionFeaturesAtom, readSubscriptionFeatures(gradeValue(raw)?.subscriptionFeatures));
  } catch (error) {
    console.warn('[vitrina] user grade unavailable: default limits apply', error);
    store.set(wbClubAtom, false);
    store.set(premiumAvailableAtom, false);
    store.set(subscriptionFeaturesAtom, []);
  }
}

/** Loads the grade now and after every sign-in change (idempotent). */
export function startGrade(): Promise<void> {
  pagePart('userGrade', () => onSignInChange(() => void refreshGrade()));
  return refreshGrade();
}
