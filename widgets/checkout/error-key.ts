import { NetworkError, TimeoutError } from '../../core/transport/http';

/** The message key of a failed call: the lost connection, else the spec's default server error (routing-wallet §8). */
export function errorKey(error: unknown): string {
  return error instanceof NetworkError || error instanceof TimeoutError ? 'common.errors.connectionLost' : 'common.errors.serverError';
}
