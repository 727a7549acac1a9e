import { CancelledError, NotFoundError, UnauthorizedError, request } from '../../../transport/http';
import { DATA_RETRIES, DATA_TIMEOUT_MS, ROUTE_DATA_PATH, readResultState, type ResultOutcome, type RouteDataName } from '../../../../contracts/route-data';

export interface DataStepOptions {
  name: RouteDataName;
  /** The current query plus the route's parameters. */
  query: URLSearchParams;
  timeoutMs?: number;
  retries?: number;
  signal?: AbortSignal;
  /** Form fields of the body (routing-wallet §7: changeEmail, the wallet purchase currency); none by default. */
  form?: Record<string, string>;
}

/** storefront-routing-wallet.md §8: not found, unauthorized and cancelled are never retried. */
export function isFinalError(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof UnauthorizedError || error instanceof CancelledError;
}

/**
 * §7 "POST route data path plus current query (all routes)", with the route's timeout (10 s
 * default) and retries (3 by default, i.e. up to 4 attempts). Resolves to the server result
 * state; rejects with the last typed error (NotFoundError, UnauthorizedError and CancelledError
 * at once).
 */
export async function loadRouteData({
  name,
  query,
  timeoutMs = DATA_TIMEOUT_MS,
  retries = DATA_RETRIES,
  signal,
  form,
}: DataStepOptions): Promise<ResultOutcome> {
  const search = query.toString();
  const path = `${ROUTE_DATA_PATH}${name}${search ? `?${search}` : ''}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const outcome = await request<ResultOutcome>({
        url: { group: 'site', path },
        method: 'POST',
        auth: 'optional',
        ...(form ? { body: { form } } : {}),
        timeout: timeoutMs,
        parse: readResultState,
        ...(signal ? { signal } : {}),
      });
      // 204/208 give null: nothing to show, the page renders without data.
      return outcome ?? { kind: 'ok', value: null };
    } catch (error) {
      if (signal?.aborted) throw error instanceof CancelledError ? error : new CancelledError(path);
      if (isFinalError(error) || attempt >= retries) throw error;
    }
  }
}
