import { onSignInChange } from '../../../transport/token';
import { loadBalance } from './balance';
import { retryBalanceAfterFailure } from './retry-after-failure';

const STARTED_KEY = Symbol.for('vitrina.balance');

/** Loads the balance once per page and again whenever the signed-in user changes (§4 "Sign-in state change"). */
export function startBalance(): void {
  const holder = globalThis as { [STARTED_KEY]?: true };
  if (holder[STARTED_KEY]) return;
  holder[STARTED_KEY] = true;
  void loadBalance();
  onSignInChange(() => void loadBalance());
  retryBalanceAfterFailure(() => loadBalance());
}
