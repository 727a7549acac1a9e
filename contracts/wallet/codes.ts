/**
 * The wallet's words on the wire (storefront-routing-wallet.md §3 "User identity levels", "Wallet
 * statuses"; storefront-shell.md §6 "Wallet kinds"): an unknown value read from a server becomes
 * `unknown` (or no kind), never a crash.
 */

/** §3 "User identity levels: unknown, anonymous, verified, account". */
export const IDENTITY_LEVELS = ['unknown', 'anonymous', 'verified', 'account'] as const;
export type IdentityLevel = (typeof IDENTITY_LEVELS)[number];

export function toIdentityLevel(value: unknown): IdentityLevel {
  return typeof value === 'string' && (IDENTITY_LEVELS as readonly string[]).includes(value) ? (value as IdentityLevel) : 'unknown';
}

/** storefront-routing-wallet.md §3 "User identity levels": the three that own a wallet are its kinds. */
export const WALLET_KINDS = ['anonymous', 'verified', 'account'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export function isWalletKind(value: unknown): value is WalletKind {
  return typeof value === 'string' && (WALLET_KINDS as readonly string[]).includes(value);
}

/** §3 "Wallet statuses". */
export const WALLET_STATUSES = [
  'unknown',
  'active',
  'blocked',
  'blocked_system',
  'blocked_system_close',
  'blocked_user',
  'closed',
  'rejected',
  'pending',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** An unknown value read from a server is `unknown`, never a crash. */
export function toWalletStatus(value: unknown): WalletStatus {
  return typeof value === 'string' && (WALLET_STATUSES as readonly string[]).includes(value) ? (value as WalletStatus) : 'unknown';
}
