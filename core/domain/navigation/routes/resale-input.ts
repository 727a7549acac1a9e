import { atom } from 'jotai/vanilla';
import { isRecord, readBoolean } from '../../../../contracts/wire';
import { onSignInChange, isSignedIn } from '../../../transport/token';
import { request } from '../../../transport/http';
import { settingsAtom } from '../../settings';
import { getStore } from '../../../platform/store';
import { onPageDispose, pagePart } from '../../../platform/page';
import { USER_INFO_PATH } from '../../../../contracts/user-info';

/** The global settings switch of the resale feature (storefront-routing-wallet.md §6). */
export const RESALE_SWITCH = 'enableResale';

/** Whether the signed-in user has resale for sellers; undefined until known (the data step decides). */
export const userResaleAtom = atom<boolean | undefined>(undefined);

/** GET /webapi/user/info {value: {resaleEnabled}} (the demo documents it in demo/API.md); undefined when absent. */
export function readUserResale(raw: unknown): boolean | undefined {
  const value = isRecord(raw) && isRecord(raw.value) ? raw.value : raw;
  return isRecord(value) ? readBoolean(value, 'resaleEnabled') : undefined;
}

/**
 * §6 "C2C pages need resale enabled for sellers, else go to /lk": the guard's input. The switch
 * off is a definite no; otherwise the user's flag once loaded, else undefined (not known yet).
 */
export function resaleForSellers(): boolean | undefined {
  const store = getStore();
  if (store.get(settingsAtom).switches[RESALE_SWITCH] === false) return false;
  return store.get(userResaleAtom);
}

async function refresh(): Promise<void> {
  const store = getStore();
  store.set(userResaleAtom, undefined);
  if (!isSignedIn()) return;
  try {
    store.set(userResaleAtom, readUserResale(await request({ url: { group: 'site', path: USER_INFO_PATH }, auth: 'required' })));
  } catch {
    // Not known: the route's data step applies the same rule on the server.
  }
}

/** Loads the user's resale flag now and after every sign-in change (the following once per runtime). */
export function startResaleInput(): Promise<void> {
  pagePart('resaleInputFollow', () => onPageDispose(onSignInChange(() => void refresh())));
  return refresh();
}
