/**
 * Feeds the menu's audience (storefront-shell.md §5 "Menu" item rules, §6 roles) from the session:
 * business mode and employee from the user info, premiumIsAvailable from the user grade, resale from
 * §6 "signed-in users in the main locale, not in business mode, with the switch on and the user in a
 * rollout range or an employee" (the rollout from the splitter, §7). Every source is an atom, so the
 * menu follows a sign-in, a sign-out, a locale or a settings change at once.
 */
import { atom } from 'jotai/vanilla';
import { reshapeSplits, SPLITTER_PATH, SPLITTER_USER_HEADER } from '../../../../contracts/splits';
import { splitsAtom } from './splits';
import { loadUserInfo, followUserInfo, userInfoAtom, deliveryAddressAtom } from '../../account';
import { onSignInChange, sessionAtom, signedInAtom } from '../../../transport/token';
import { localeAtom } from '../../../platform/locale';
import { request } from '../../../transport/http';
import { settingsAtom } from '../../settings';
import { getStore } from '../../../platform/store';
import { pagePart } from '../../../platform/page';
import { premiumAvailableAtom, startGrade } from '../../../transport/sync';
import { setMenuAudience } from './actions';
import { isResaleEnabled, type MenuAudience } from './rules';

/** §9 "Split info refresh 1 h, cache 2 h, timeout 3 s". */
export const SPLIT_REFRESH_MS = 60 * 60 * 1000;
export const SPLIT_CACHE_MS = 2 * 60 * 60 * 1000;
export const SPLIT_TIMEOUT_MS = 3_000;
/** The resale switch of the global settings (§6 "with the switch on"; its name: demo/API.md). */
export const RESALE_SWITCH = 'enableResale';
/** The splitter's rollout entry that puts a user in the resale rollout range. */
export const RESALE_ROLLOUT = { type: 'rollout', property: 'resale', on: 'on' } as const;

export { splitsAtom };

/** §6 the audience the session gives the menu rules (the locale is added by menuAudienceAtom). */
export const sessionMenuAudienceAtom = atom<Omit<MenuAudience, 'locale'>>((get) => {
  const signedIn = get(signedInAtom);
  const info = signedIn ? get(userInfoAtom) : null;
  const businessMode = info?.businessMode ?? false;
  const rollout = get(splitsAtom)[RESALE_ROLLOUT.type];
  return {
    businessMode,
    premiumAvailable: signedIn && get(premiumAvailableAtom),
    resaleEnabled: isResaleEnabled({
      signedIn,
      locale: get(localeAtom),
      businessMode,
      switchOn: get(settingsAtom).switches[RESALE_SWITCH] === true,
      inRollout: rollout?.[RESALE_ROLLOUT.property] === RESALE_ROLLOUT.on,
      employee: info?.isActiveEmployee ?? false,
    }),
  };
});

/** §7 menu v11 "dest": the destination of the chosen delivery address, when there is one. */
export const menuDestAtom = atom((get) => {
  const dest = get(deliveryAddressAtom)?.dest;
  return dest === null || dest === undefined ? undefined : String(dest);
});

/** This page's splits cache (which user, when) and its session follower. */
const page = () => pagePart('menuAudience', () => ({ splitsFor: null as { user: string; at: number } | null, following: null as (() => void) | null }));

/** POST {site}/webapi/splitter with the user id header (cached 2 h per user); a guest has none. */
export async function loadSplits(now = Date.now()): Promise<void> {
  const store = getStore();
  const user = store.get(sessionAtom)?.data.user;
  const state = page();
  if (!user) {
    state.splitsFor = null;
    store.set(splitsAtom, {});
    return;
  }
  if (state.splitsFor?.user === user && now - state.splitsFor.at < SPLIT_CACHE_MS) return;
  try {
    const splits = await request({
      url: { group: 'site', path: SPLITTER_PATH },
      method: 'POST',
      headers: { [SPLITTER_USER_HEADER]: user },
      timeout: SPLIT_TIMEOUT_MS,
      parse: reshapeSplits,
    });
    if (store.get(sessionAtom)?.data.user !== user) return; // signed out or another user meanwhile
    store.set(splitsAtom, splits ?? {});
    state.splitsFor = { user, at: now };
  } catch (error) {
    console.warn('[vitrina] splitter unavailable: no rollouts apply', error);
  }
}

/** Loads what the audience reads: the user info, the grade and the splits (each failure keeps the restrictive default). */
function refreshSources(): void {
  void loadUserInfo().catch((error: unknown) => console.warn('[vitrina] user info unavailable for the menu', error));
  void startGrade();
  void loadSplits();
}

/** Starts feeding setMenuAudience from the session (idempotent); returns the stop function. */
export function followMenuAudience(): () => void {
  const state = page();
  if (state.following) return state.following;
  const store = getStore();
  followUserInfo(); // first: a sign-in change forgets the previous user before the sources reload
  const apply = () => setMenuAudience(store.get(sessionMenuAudienceAtom));
  const unsubscribe = store.sub(sessionMenuAudienceAtom, apply);
  const stopSignIn = onSignInChange(() => {
    state.splitsFor = null;
    refreshSources();
  });
  const refresh = setInterval(() => {
    state.splitsFor = null;
    void loadSplits();
  }, SPLIT_REFRESH_MS);
  apply();
  refreshSources();
  state.following = () => {
    unsubscribe();
    stopSignIn();
    clearInterval(refresh);
    state.following = null;
  };
  return state.following;
}
