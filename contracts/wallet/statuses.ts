/** storefront-routing-wallet.md §3 "Wallet statuses" and "Wallet limit keys". */

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

/** The statuses whose wallet cannot pay or be replenished (every blocked kind, closed, rejected). */
export function isWalletBlocked(status: WalletStatus): boolean {
  return status.startsWith('blocked') || status === 'closed' || status === 'rejected';
}

export const WALLET_LIMIT_KEYS = ['walletLimit', 'walletOrderLimit', 'walletVolumeLimit'] as const;
export type WalletLimitKey = (typeof WALLET_LIMIT_KEYS)[number];
