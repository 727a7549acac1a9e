export {
  walletDiscountDisplay,
  decideWalletDiscount,
  walletDiscountPercent,
  WALLET_DISCOUNT_BAN_BITS,
  type WalletDiscountInput,
  type WalletDiscountView,
} from './discount';
export { readWalletDiscountSettings, MalformedWalletLimitsError, type WalletDiscountSettings } from './settings';
export { exceededWalletLimit, ridLimitExceeded, displayMaxPrice, type OrderLimitInput } from './order-limit';
export { WALLET_KINDS, WALLET_KIND_LIMITS, walletKindLimits, isWalletKind, type WalletKind } from '../../contracts/wallet/limits';
export { WALLET_STATUSES, WALLET_LIMIT_KEYS, toWalletStatus, isWalletBlocked, type WalletStatus, type WalletLimitKey } from '../../contracts/wallet/statuses';
export { IDENTITY_LEVELS, identityVerificationRequired, toIdentityLevel, type IdentityLevel } from '../../contracts/wallet/identity';
export { cwbLimit, installmentPeriodMonths, loanAmountAllowed, loanTermAllowed, creditSumAllowed } from './installment';
export { decideWalletAccess, CHECK_2FA_PATH, NO_WALLET_FOR_B2B_PATH, SECURITY_CODE_PATH, type WalletAccess } from './access';
export { resolveWalletAccess } from './load-access';
export { accountMenuHiddenOnRoute, WALLET_PURCHASE_ENTRYPOINT } from './entry';
export type { WalletDetails } from '../../contracts/wallet/types';
export { walletDiscountOffer, type WalletDiscountOffer } from './offer';
