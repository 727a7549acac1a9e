import { encodeBody, isTransient, resolveTarget, withQuery } from '../http';
import { DEFAULT_TIMEOUT_MS, request, type RequestOptions } from '../http';
import { getRetryQueue, type RetryQueue } from './queue';

export type SendResult<T> =
  | { status: 'sent'; value: T | null }
  /** Failed for a passing reason (network, timeout, 5xx): it is in the retry queue. */
  | { status: 'queued'; error: unknown }
  /** Failed for good (4xx, refused, cancelled, or no service map): not queued. */
  | { status: 'failed'; error: unknown };

type QueueableMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Sends a request; a transient failure puts it in the retry queue (storefront-shell.md §8:
 * "Requests may be queued for retry"). Never rejects.
 */
export async function sendOrQueue<T>(options: RequestOptions<T> & { tryTill?: number | null }, queue: RetryQueue = getRetryQueue()): Promise<SendResult<T>> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let url: string;
  try {
    url = withQuery(await resolveTarget(options.url, AbortSignal.timeout(timeout)), options.query);
  } catch (error) {
    return { status: 'failed', error };
  }
  try {
    return { status: 'sent', value: await request({ ...options, url, query: undefined, timeout }) };
  } catch (error) {
    if (!isTransient(error)) return { status: 'failed', error };
    const { body, contentType } = encodeBody(options.body);
    const method: QueueableMethod = options.method ?? (body === undefined ? 'GET' : 'POST');
    queue.enqueue({
      url,
      timeout,
      tryTill: options.tryTill ?? null,
      options: {
        method,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(contentType ? { contentType } : {}),
        ...(options.auth ? { auth: options.auth } : {}),
        ...(options.appType !== undefined ? { appType: options.appType } : {}),
      },
    });
    return { status: 'queued', error };
  }
}
