/**
 * Wallet kinds and their limits (storefront-shell.md §6 "Wallet kinds: anonymous (minimal limits),
 * verified (standard), account (maximal)"; §9 "Wallet limits (minor units)").
 */
import type { WalletKind } from '../../../contracts/wallet';

export interface WalletKindLimits {
  /** Minor units a month. */
  month: number;
  /** Minor units for one payment. */
  oneTime: number;
}

/** §9 "anonymous month 4000000, one-time 1500000; verified month 20000000, one-time 10000000; account month 500000000, one-time 100000000". */
export const WALLET_KIND_LIMITS: Readonly<Record<WalletKind, WalletKindLimits>> = {
  anonymous: { month: 4_000_000, oneTime: 1_500_000 },
  verified: { month: 20_000_000, oneTime: 10_000_000 },
  account: { month: 500_000_000, oneTime: 100_000_000 },
};

export function walletKindLimits(kind: WalletKind): WalletKindLimits {
  return WALLET_KIND_LIMITS[kind];
}
