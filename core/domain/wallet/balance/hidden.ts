/** storefront-shell.md §4 "Balance: can be hidden (stored)": the flag survives reloads and follows other tabs. */
import { persistedAtom } from '../../../platform/storage';

export const BALANCE_HIDDEN_STORAGE_KEY = 'balance-hidden';
export const BALANCE_HIDDEN_TOPIC = 'balance:hidden';

const hidden = persistedAtom<boolean>(BALANCE_HIDDEN_STORAGE_KEY, BALANCE_HIDDEN_TOPIC, (raw) => raw === true);

export const balanceHiddenAtom = hidden.atom;
export const followBalanceHidden = hidden.follow;
export const reloadBalanceHidden = hidden.reload;

export function setBalanceHidden(value: boolean): void {
  hidden.set(value);
}
