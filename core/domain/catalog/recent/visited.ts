/**
 * The recent views kept on the server for a signed-in shopper (storefront-routing-wallet.md §7
 * "POST /webapi/goods/visited-nm | no body; answer value.nmsArr | 2 s"): what they viewed on
 * another device joins the list of this browser. A guest has no server list (no call). A call
 * that fails, times out (2000 ms) or answers malformed gives the fallback, no server views, and
 * one logged error per page.
 */
import { VISITED_NM_PATH, VISITED_NM_TIMEOUT_MS, reshapeVisitedNms } from '../../../../contracts/visited-nm';
import { request } from '../../../transport/http';
import { logException } from '../../../transport/logging';
import { isSignedIn } from '../../../transport/token';

export interface VisitedNmsDeps {
  log?: (error: unknown, data: unknown) => unknown;
  signedIn?: () => boolean;
}

/** Loads the server's list; never rejects. */
export function createVisitedNms({ log = (error, data) => logException(error, data), signedIn = isSignedIn }: VisitedNmsDeps = {}): () => Promise<number[]> {
  let logged = false;
  return async () => {
    if (!signedIn()) return [];
    try {
      return (
        (await request({
          url: { group: 'site', path: VISITED_NM_PATH },
          method: 'POST',
          auth: 'required',
          timeout: VISITED_NM_TIMEOUT_MS,
          parse: reshapeVisitedNms,
        })) ?? []
      );
    } catch (error) {
      if (!logged) {
        logged = true;
        void log(error, { call: 'visited-nm' });
      }
      return [];
    }
  };
}

/** The page's loader (one logged error per page). */
export const loadVisitedNms = createVisitedNms();
