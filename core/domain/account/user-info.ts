/** The signed-in user's data in the shared store (storefront-shell.md §3 "User info"; §9 "user info cache 10 min"). */
import { reshapeUserInfo, USER_INFO_PATH } from '../../../contracts/user-info';
import { onSignInChange, isSignedIn } from '../../transport/token';
import { MalformedResponseError, request } from '../../transport/http';
import { getStore } from '../../platform/store';
import type { UserInfo } from '../../../contracts/user-info';
import { onPageDispose, pagePart } from '../../platform/page';
import { userInfoAtom } from './user-info-atom';

export { userInfoAtom };

/** §9 "user info cache 10 min". */
export const USER_INFO_CACHE_MS = 10 * 60 * 1000;

/** When this page last loaded the user info, and the load under way. */
const cache = () => pagePart('userInfoCache', () => ({ loadedAt: 0, pending: null as Promise<UserInfo | null> | null }));

export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await request<UserInfo>({ url: { group: 'site', path: USER_INFO_PATH }, auth: 'required', v2: true, parse: reshapeUserInfo });
  if (!info) throw new MalformedResponseError(USER_INFO_PATH, 'empty answer');
  return info;
}

/**
 * The user's data, from the store while younger than 10 minutes; null for a guest. Rejects with
 * the request's typed error (the wallet page needs to tell unauthorized from the rest).
 */
export function loadUserInfo(now = Date.now(), fetcher: () => Promise<UserInfo> = fetchUserInfo): Promise<UserInfo | null> {
  followUserInfo();
  const store = getStore();
  if (!isSignedIn()) {
    store.set(userInfoAtom, null);
    return Promise.resolve(null);
  }
  const cached = store.get(userInfoAtom);
  const state = cache();
  if (cached && now - state.loadedAt < USER_INFO_CACHE_MS) return Promise.resolve(cached);
  state.pending ??= fetcher()
    .then((info) => {
      store.set(userInfoAtom, info);
      state.loadedAt = now;
      return info;
    })
    .finally(() => {
      state.pending = null;
    });
  return state.pending;
}

/** A sign-in change forgets the cached user (once per runtime). */
export function followUserInfo(): void {
  pagePart('userInfoFollow', () =>
    onPageDispose(
      onSignInChange(() => {
        cache().loadedAt = 0;
        getStore().set(userInfoAtom, null);
      }),
    ),
  );
}
