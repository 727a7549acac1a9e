import { onSignInChange } from '../../../transport/token';
import { loadBalance } from './balance';
import { retryBalanceAfterFailure } from './retry-after-failure';
import { pagePart } from '../../../platform/page';

/** Loads the balance once per page and again whenever the signed-in user changes (§4 "Sign-in state change"). */
export function startBalance(): void {
  const started = pagePart('balance', () => ({ started: false }));
  if (started.started) return;
  started.started = true;
  void loadBalance();
  onSignInChange(() => void loadBalance());
  retryBalanceAfterFailure(() => loadBalance());
}
