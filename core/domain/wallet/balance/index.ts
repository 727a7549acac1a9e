export { balanceView, walletMenuVisible, type BalanceView } from './display';
export {
  balanceAtom,
  balanceNetworkErrorAtom,
  balanceStateAtom,
  fetchBalance,
  loadBalance,
  startBalance,
  BALANCE_TIMEOUT_MS,
  type BalanceState,
} from './balance';
export { balanceHiddenAtom, followBalanceHidden, reloadBalanceHidden, setBalanceHidden, BALANCE_HIDDEN_STORAGE_KEY } from './hidden';
