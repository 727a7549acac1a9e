import type { TokenAction } from '../../../contracts/http';
import { pagePart } from '../../platform/page';

/**
 * How a 498 answer's new token is fetched (storefront-shell.md §8: `get` or `refresh` fetch a new
 * token and retry). The transport does not know the auth module, which sends its own requests
 * through it: the session's boot gives it the auth module's renewal. Resolves true when the page
 * then holds a token other than `staleToken`.
 */
export type TokenRenewal = (action: TokenAction, staleToken: string | null) => Promise<boolean>;

const renewalSlot = () => pagePart('tokenRenewal', () => ({ renewal: null as TokenRenewal | null }));

/** Set by the runtime for every copy of the kit on the page, like the store. */
export function setTokenRenewal(renewal: TokenRenewal): void {
  renewalSlot().renewal = renewal;
}

export function tokenRenewal(): TokenRenewal | null {
  return renewalSlot().renewal;
}
