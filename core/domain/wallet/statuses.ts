/** storefront-routing-wallet.md §3 "Wallet statuses" and "Wallet limit keys" (the statuses: contracts/wallet). */
import type { WalletStatus } from '../../../contracts/wallet';

/** The statuses whose wallet cannot pay or be replenished (every blocked kind, closed, rejected). */
export function isWalletBlocked(status: WalletStatus): boolean {
  return status.startsWith('blocked') || status === 'closed' || status === 'rejected';
}

export const WALLET_LIMIT_KEYS = ['walletLimit', 'walletOrderLimit', 'walletVolumeLimit'] as const;
export type WalletLimitKey = (typeof WALLET_LIMIT_KEYS)[number];
