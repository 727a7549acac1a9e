import { onSignInChange } from '../../../transport/token';
import { loadBalance } from './balance';
import { retryBalanceAfterFailure } from './retry-after-failure';
import type { PageService } from '../../../platform/page';

/**
 * Loads the balance, and again whenever the signed-in user changes (§4 "Sign-in state change");
 * an element that shows it starts it through its runtime (`runtime.use`), once per page.
 */
export const balanceService: PageService = {
  name: 'balance',
  start() {
    void loadBalance();
    const stops = [onSignInChange(() => void loadBalance()), retryBalanceAfterFailure(() => loadBalance())];
    return () => stops.forEach((stop) => stop());
  },
};
