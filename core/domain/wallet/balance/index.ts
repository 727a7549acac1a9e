export { reshapeBalance, MalformedBalanceError } from '../../../../contracts/balance';
export type { Balance } from '../../../../contracts/balance';
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
export { BALANCE_PATH } from '../../../../contracts/balance';
export { balanceHiddenAtom, followBalanceHidden, reloadBalanceHidden, setBalanceHidden, BALANCE_HIDDEN_STORAGE_KEY } from './hidden';
