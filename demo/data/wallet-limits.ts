import type { DemoAccount } from './users';

/**
 * storefront-shell.md §9 "Wallet limits (minor units): anonymous month 4000000, one-time 1500000;
 * verified month 20000000, one-time 10000000; account month 500000000, one-time 100000000."
 */
export const WALLET_LIMITS: Readonly<Record<DemoAccount['identityLevel'], { month: number; oneTime: number }>> = {
  anonymous: { month: 4_000_000, oneTime: 1_500_000 },
  verified: { month: 20_000_000, oneTime: 10_000_000 },
  account: { month: 500_000_000, oneTime: 100_000_000 },
};

/** What every demo wallet has spent this month (minor units): the demo's choice. */
export const WALLET_SPENT_THIS_MONTH = 1_250_000;
/** The turnover left when an account names none (minor units): the spec gives no figure, the demo's choice. */
const DEFAULT_VOLUME_REMAINING = 60_000_000;

/** Minor units left of this month's limit. */
export function walletMonthRemaining(account: DemoAccount): number {
  return Math.max(0, WALLET_LIMITS[account.identityLevel].month - WALLET_SPENT_THIS_MONTH);
}

/**
 * An account-type wallet's limits as the balance answer carries them (routing-wallet §5 Wallet:
 * "max order price, remaining monthly limit and remaining volume limit"): the first two in major
 * units, the volume in minor units; undefined for other wallets.
 */
export function accountWalletLimits(account: DemoAccount) {
  if (account.identityLevel !== 'account' || account.walletTypeCode <= 0) return undefined;
  return {
    maxOrderPrice: WALLET_LIMITS.account.oneTime / 100,
    remainingMonthLimit: Math.floor(walletMonthRemaining(account) / 100),
    remainingVolumeLimit: account.walletVolumeRemaining ?? DEFAULT_VOLUME_REMAINING,
  };
}
