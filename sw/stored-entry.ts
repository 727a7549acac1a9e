import { DIGEST_HEADER, FROM_CACHE_HEADER } from './constants';
import { digest96 } from './digest';

export interface StoredEntry {
  response: Response;
  bytes: number;
  digest: string;
}

/** What goes into a cache: the answer's body read whole, its digest beside it in a header. */
export async function toStored(response: Response): Promise<StoredEntry> {
  const body = await response.arrayBuffer();
  const digest = await digest96(body);
  const headers = new Headers(response.headers);
  headers.set(DIGEST_HEADER, digest);
  headers.delete(FROM_CACHE_HEADER);
  return { response: new Response(body, { status: response.status, statusText: response.statusText, headers }), bytes: body.byteLength, digest };
}

/**
 * A stored answer whose body still matches the digest it was stored with (and the build's, when
 * given); null for a damaged one: no digest, a body that cannot be read, or one that changed (a
 * write cut short, a disk error, a hand-edited cache). The caller drops it and asks the network.
 */
export async function verified(stored: Response, expected?: string): Promise<Response | null> {
  const claimed = stored.headers.get(DIGEST_HEADER);
  if (!claimed) return null;
  let body: ArrayBuffer;
  try {
    body = await stored.arrayBuffer();
  } catch {
    return null;
  }
  const actual = await digest96(body);
  if (actual !== claimed || (expected !== undefined && actual !== expected)) return null;
  return new Response(body, { status: stored.status, statusText: stored.statusText, headers: stored.headers });
}

/** A copy marked as served from the cache because the network failed or was too slow. */
export function markedFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Only whole, readable, successful answers are worth keeping (never an opaque or partial one). */
export function isCacheable(response: Response): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'cors' || response.type === 'default');
}
