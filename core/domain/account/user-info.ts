/** The signed-in user's data in the shared store (storefront-shell.md §3 "User info"; §9 "user info cache 10 min"). */
import { atom } from 'jotai/vanilla';
import { reshapeUserInfo, USER_INFO_PATH } from '../../../contracts/user-info';
import { onSignInChange, isSignedIn } from '../../transport/token';
import { MalformedResponseError, request } from '../../transport/http';
import { getStore } from '../../platform/store';
import type { UserInfo } from '../../../contracts/user-info';

/** §9 "user info cache 10 min". */
export const USER_INFO_CACHE_MS = 10 * 60 * 1000;

export const userInfoAtom = atom<UserInfo | null>(null);
let loadedAt = 0;
let pending: Promise<UserInfo | null> | null = null;

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
  if (cached && now - loadedAt < USER_INFO_CACHE_MS) return Promise.resolve(cached);
  pending ??= fetcher()
    .then((info) => {
      store.set(userInfoAtom, info);
      loadedAt = now;
      return info;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

let following = false;
/** A sign-in change forgets the cached user. */
export function followUserInfo(): void {
  if (following) return;
  following = true;
  onSignInChange(() => {
    loadedAt = 0;
    getStore().set(userInfoAtom, null);
  });
}
