import type { TokenAction } from '../../../contracts/http';

/**
 * How a 498 answer's new token is fetched (storefront-shell.md §8: `get` or `refresh` fetch a new
 * token and retry). The transport does not know the auth module, which sends its own requests
 * through it: the session's boot gives it the auth module's renewal. Resolves true when the page
 * then holds a token other than `staleToken`.
 */
export type TokenRenewal = (action: TokenAction, staleToken: string | null) => Promise<boolean>;

const RENEWAL_KEY = Symbol.for('vitrina.token-renewal');
type Holder = { [RENEWAL_KEY]?: TokenRenewal };

/** Shared by every copy of the kit on the page, like the store. */
export function setTokenRenewal(renewal: TokenRenewal): void {
  (globalThis as Holder)[RENEWAL_KEY] = renewal;
}

export function tokenRenewal(): TokenRenewal | null {
  return (globalThis as Holder)[RENEWAL_KEY] ?? null;
}
