/**
 * Wire form -> domain for GET {site}/webapi/user/info (storefront-shell.md §3 "User info: contacts,
 * isActiveEmployee"; §7 "user data: details not shown": **(demo)** {state: 0, value: {...}}, see
 * demo/API.md).
 */
import { toIdentityLevel } from './wallet';
import { isRecord, readBoolean, readInteger, readNonBlankString } from './wire';
import type { IdentityLevel } from './wallet';

/** What the kit uses of the signed-in user's data (storefront-shell.md §3 "User info"). */
export interface UserInfo {
  isActiveEmployee: boolean;
  /** storefront-shell.md §6 "business (b2b) mode". */
  businessMode: boolean;
  /** storefront-routing-wallet.md §6 "Users with 2FA". */
  has2fa: boolean;
  identityLevel: IdentityLevel;
  /** storefront-routing-wallet.md §4 the verification level bit mask. */
  verificationLevel: number;
  /** §6 the redesigned wallet asks this user for its security code. */
  securityCodeRequired: boolean;
  /** The account's display name and masked phone (demo: name, phoneMasked), where the page names the account (the OAuth consent screen). */
  name: string | null;
  phoneMasked: string | null;
}

export class MalformedUserInfoError extends Error {
  override name = 'MalformedUserInfoError';
}

export function reshapeUserInfo(payload: unknown): UserInfo {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  if (!isRecord(value)) throw new MalformedUserInfoError('user info answer is not an object');
  return {
    isActiveEmployee: readBoolean(value, 'isActiveEmployee') ?? false,
    businessMode: readBoolean(value, 'isB2b') ?? false,
    has2fa: readBoolean(value, 'has2fa') ?? false,
    identityLevel: toIdentityLevel(value.identityLevel),
    verificationLevel: Math.max(0, readInteger(value, 'verificationLevel') ?? 0),
    securityCodeRequired: readBoolean(value, 'walletSecurityCodeRequired') ?? false,
    name: readNonBlankString(value, 'name') ?? null,
    phoneMasked: readNonBlankString(value, 'phoneMasked') ?? null,
  };
}

/** GET {site}/webapi/user/info (storefront-shell.md §7 "user data"). */
export const USER_INFO_PATH = '/webapi/user/info';
