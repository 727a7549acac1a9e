/**
 * The signed-in shopper's balance in the shared store (storefront-shell.md §3 "Balance"; §8
 * "Balance fetch failure is marked as a network error in the profile preview";
 * storefront-routing-wallet.md §7 "balance 1 s").
 */
import { atom } from 'jotai/vanilla';
import { isSignedIn } from '../../../transport/token';
import { MalformedResponseError, request } from '../../../transport/http';
import { getStore } from '../../../platform/store';
import { pagePart } from '../../../platform/page';
import { reshapeBalance, BALANCE_PATH } from '../../../../contracts/balance';
import type { Balance } from '../../../../contracts/balance';

/** storefront-routing-wallet.md §7 "Cart sync 3 s, balance 1 s". */
export const BALANCE_TIMEOUT_MS = 1_000;

export type BalanceState =
  | { status: 'guest' }
  | { status: 'loading'; balance: Balance | null }
  | { status: 'ready'; balance: Balance }
  /** The last good balance (if any) is kept; the header shows the network-error mark. */
  | { status: 'error'; balance: Balance | null; error: unknown };

export const balanceStateAtom = atom<BalanceState>({ status: 'guest' });
export const balanceAtom = atom((get) => {
  const state = get(balanceStateAtom);
  return state.status === 'guest' ? null : state.balance;
});
export const balanceNetworkErrorAtom = atom((get) => get(balanceStateAtom).status === 'error');

export async function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  const balance = await request<Balance>({
    url: { group: 'site', path: BALANCE_PATH },
    auth: 'required',
    v2: true,
    timeout: BALANCE_TIMEOUT_MS,
    parse: reshapeBalance,
    ...(signal ? { signal } : {}),
  });
  if (!balance) throw new MalformedResponseError(BALANCE_PATH, 'empty answer');
  return balance;
}

/**
 * This page's request under way, and the newest load: a caller whose load a newer one replaced
 * gets that one's outcome.
 */
const loads = () => pagePart('balanceLoads', () => ({ inFlight: null as AbortController | null, latest: null as Promise<BalanceState> | null }));

/**
 * (Re)loads the balance; a guest has none. Never rejects: a failure becomes the error state. A
 * newer call (the header's start beside the wallet page's checks) cancels the older request, and
 * the older caller gets the newer outcome, never the in-between 'loading' state.
 */
export function loadBalance(fetcher: (signal: AbortSignal) => Promise<Balance> = fetchBalance): Promise<BalanceState> {
  const load = loadOnce(fetcher);
  loads().latest = load;
  return load;
}

async function loadOnce(fetcher: (signal: AbortSignal) => Promise<Balance>): Promise<BalanceState> {
  const store = getStore();
  const state = loads();
  state.inFlight?.abort();
  if (!isSignedIn()) {
    state.inFlight = null;
    store.set(balanceStateAtom, { status: 'guest' });
    return store.get(balanceStateAtom);
  }
  const controller = new AbortController();
  state.inFlight = controller;
  const previous = store.get(balanceAtom);
  // A retry after a failure keeps the network-error mark until it succeeds, rather than blinking it off.
  if (store.get(balanceStateAtom).status !== 'error') store.set(balanceStateAtom, { status: 'loading', balance: previous });
  let next: BalanceState;
  try {
    next = { status: 'ready', balance: await fetcher(controller.signal) };
  } catch (error) {
    // Only a newer loadBalance aborts: by then it is `latest`.
    if (controller.signal.aborted) return state.latest ?? store.get(balanceStateAtom);
    console.warn('[vitrina] balance not loaded', error);
    next = { status: 'error', balance: previous, error };
  }
  if (state.inFlight === controller) state.inFlight = null;
  store.set(balanceStateAtom, next);
  return next;
}
