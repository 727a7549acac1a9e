import type { TokenAction } from '../../../contracts/http';

/**
 * The 498 renewal (./renew), loaded the first time a token needs renewing: the auth module sends
 * its own requests through the transport, so it stays out of the chunk every page loads.
 */
export function renewTokenOnDemand(action: TokenAction, staleToken: string | null): Promise<boolean> {
  return import('./renew').then(({ renewToken }) => renewToken(action, staleToken));
}
