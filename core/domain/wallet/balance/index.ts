export { balanceView, walletMenuVisible, type BalanceView } from './display';
export { balanceAtom, balanceNetworkErrorAtom, balanceStateAtom, fetchBalance, loadBalance, BALANCE_TIMEOUT_MS, type BalanceState } from './balance';
export { balanceHiddenAtom, followBalanceHidden, reloadBalanceHidden, setBalanceHidden, BALANCE_HIDDEN_STORAGE_KEY } from './hidden';
export { balanceService } from './start';
export { retryBalanceAfterFailure, BALANCE_RETRY_DELAYS_MS } from './retry-after-failure';
