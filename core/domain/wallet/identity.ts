/**
 * storefront-routing-wallet.md §3 "User identity levels: unknown, anonymous, verified, account";
 * §4 "Identity verification is required when the user is authenticated, the store requires
 * verification for the address locale, and the user is neither at verification level bit 1 nor
 * holds an active verified wallet."
 */
import type { IdentityLevel, WalletStatus } from '../../../contracts/wallet';

/** "verification level bit 1": the lowest bit of the user's verification level mask. */
export const VERIFIED_LEVEL_BIT = 1;

export interface VerificationInput {
  signedIn: boolean;
  /** The store asks for verification in the locale of the delivery address. */
  storeRequiresVerification: boolean;
  /** The verification level bit mask. */
  verificationLevel: number;
  wallet: { status: WalletStatus; identityLevel: IdentityLevel } | null;
}

/** An active wallet of a verified owner (verified or account kind). */
export function hasActiveVerifiedWallet(wallet: VerificationInput['wallet']): boolean {
  return wallet !== null && wallet.status === 'active' && (wallet.identityLevel === 'verified' || wallet.identityLevel === 'account');
}

export function identityVerificationRequired(input: VerificationInput): boolean {
  if (!input.signedIn || !input.storeRequiresVerification) return false;
  const verifiedBit = Math.floor(input.verificationLevel / VERIFIED_LEVEL_BIT) % 2 === 1;
  return !verifiedBit && !hasActiveVerifiedWallet(input.wallet);
}
