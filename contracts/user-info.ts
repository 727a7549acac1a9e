/**
 * Wire form -> domain for GET {site}/webapi/user/info (storefront-shell.md §3 "User info: contacts,
 * isActiveEmployee"; §7 "user data: details not shown": **(demo)** {state: 0, value: {...}}, see
 * demo/API.md).
 */
import type { UserInfo } from '../core/account/types';
import { toIdentityLevel } from './wallet/identity';
import { isRecord, readBoolean, readInteger } from './wire';

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
  };
}
