import type { IdentityLevel } from '../../contracts/wallet/identity';

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
}
