export {
  walletDiscountDisplay,
  decideWalletDiscount,
  walletDiscountPercent,
  WALLET_DISCOUNT_BAN_BITS,
  type WalletDiscountInput,
  type WalletDiscountView,
} from './discount';
export { readWalletDiscountSettings, MalformedWalletLimitsError, type WalletDiscountSettings } from './settings';
export { exceededWalletLimit, ridLimitExceeded, displayMaxPrice, type AccountWalletLimits, type OrderLimitInput } from './order-limit';
export { WALLET_KIND_LIMITS, walletKindLimits } from './limits';
export { WALLET_LIMIT_KEYS, isWalletBlocked, type WalletLimitKey } from './statuses';
export { identityVerificationRequired } from './identity';
export { cwbLimit, installmentOffer, installmentPeriodMonths, loanAmountAllowed, creditSumAllowed, type InstallmentPlan } from './installment';
export { decideWalletAccess, CHECK_2FA_PATH, NO_WALLET_FOR_B2B_PATH, SECURITY_CODE_PATH, type WalletAccess } from './access';
export { resolveWalletAccess } from './load-access';
export { accountMenuHiddenOnRoute, WALLET_PURCHASE_ENTRYPOINT } from './entry';
export { walletDiscountOffer, type WalletDiscountOffer } from './offer';
export { type WalletRedirectReason } from './access';
export { balanceAtom } from './balance/balance';
export {
  balanceHiddenAtom,
  balanceNetworkErrorAtom,
  balanceStateAtom,
  balanceView,
  followBalanceHidden,
  setBalanceHidden,
  balanceService,
} from './balance/index';
export { SECURITY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH, confirmSecurityCode, confirmTwoFactor, validCode } from './confirm';
export { walletMenuHrefAtom } from './wallet-entry';
export { CRYPTO_REPLENISHMENT_CURRENCIES, replenishMethods, type ReplenishMethod } from './replenish';
export {
  confirmSecondFactor,
  awaitSecondFactorCode,
  exchangeSecondFactorCode,
  newSecondFactorState,
  secondFactorWindowUrl,
  SecondFactorError,
  SECOND_FACTOR_WINDOW,
} from './second-factor';
