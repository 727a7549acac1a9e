/** Gathers what the wallet page's checks read (core/wallet/access.ts) from the session's stores. */
import { loadUserInfo } from '../account';
import type { UserInfo } from '../../../contracts/user-info';
import { loadBalance, type BalanceState } from './balance/balance';
import { currencyAtom, localeAtom } from '../../platform/locale';
import { MissTokenError, UnauthorizedError } from '../../transport/http';
import { settingsAtom } from '../settings';
import { getStore } from '../../platform/store';
import { decideWalletAccess, type WalletAccess } from './access';
import { SECURITY_CODE_KEY, WALLET_TOKEN_KEY, hasValidProof } from './wallet-token';

export interface AccessSources {
  balance(): Promise<BalanceState>;
  userInfo(): Promise<UserInfo | null>;
}

const DEFAULT_SOURCES: AccessSources = { balance: () => loadBalance(), userInfo: () => loadUserInfo() };

/**
 * How long the checks wait for the first server settings (the redesign switch decides the security
 * code rule) before going on with the defaults. Not a spec number: the page's own choice.
 */
export const WALLET_SETTINGS_WAIT_MS = 2_000;

/** Resolves once settings came from a server (hash set), or after the wait. */
export function settingsLoaded(waitMs = WALLET_SETTINGS_WAIT_MS): Promise<void> {
  const store = getStore();
  if (store.get(settingsAtom).hash !== '') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const unsubscribe = store.sub(settingsAtom, () => {
      if (store.get(settingsAtom).hash !== '') done();
    });
  });
}

export async function resolveWalletAccess(sources: AccessSources = DEFAULT_SOURCES): Promise<WalletAccess> {
  const store = getStore();
  const [balanceState, info] = await Promise.all([
    sources.balance(),
    sources.userInfo().catch((error: unknown) => {
      if (error instanceof UnauthorizedError || error instanceof MissTokenError) throw error;
      // The route's data step applies the same b2b and 2FA rules on the server.
      console.warn('[vitrina] user info unavailable: the wallet checks use the balance only', error);
      return null;
    }),
    // Beside the two calls: it adds no time when they are slower.
    settingsLoaded(),
  ]).catch((error: unknown) => [{ status: 'error', balance: null, error } as BalanceState, null, undefined] as const);
  const balance =
    balanceState.status !== 'guest' && balanceState.status !== 'error' && balanceState.balance
      ? { ok: true as const, value: balanceState.balance }
      : balanceState.status === 'error'
        ? { ok: false as const, error: balanceState.error }
        : { ok: false as const, error: new MissTokenError('/webapi/balance') };
  return decideWalletAccess({
    locale: store.get(localeAtom),
    // §5 "currency must be set and not USD": the wallet's own currency, else the shopper's.
    currency: balance.ok ? balance.value.balanceCurrency : store.get(currencyAtom),
    balance,
    businessMode: info?.businessMode ?? false,
    has2fa: info?.has2fa ?? false,
    walletTokenValid: hasValidProof(WALLET_TOKEN_KEY),
    walletRedesign: store.get(settingsAtom).switches.enableWalletRedesign,
    securityCodeRequired: info?.securityCodeRequired ?? false,
    securityCodeValid: hasValidProof(SECURITY_CODE_KEY),
  });
}
