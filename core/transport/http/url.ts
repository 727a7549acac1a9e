import { hasService, serviceMapReady, serviceUrl } from '../services';
import { type ServiceGroup } from '../../../contracts/service-map';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** A full URL, or a service group plus the spec's path below its base (DESIGN.md "Service map"). */
export type Target = string | { group: ServiceGroup; path?: string };

/** Appends query parameters; null and undefined values are left out. */
export function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return url;
  return url + (url.includes('?') ? '&' : '?') + text;
}

export function describeTarget(target: Target): string {
  return typeof target === 'string' ? target : `{${target.group}}${target.path ?? ''}`;
}

/**
 * Resolves a target; a service group whose map is not loaded yet waits for it, until `signal` aborts.
 * A map without the group throws ServiceMapError.
 */
export async function resolveTarget(target: Target, signal: AbortSignal): Promise<string> {
  if (typeof target === 'string') return target;
  if (!hasService(target.group)) await untilAborted(serviceMapReady(), signal);
  return serviceUrl(target.group, target.path ?? '');
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const BARE_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * A base URL a server handed us (a CDN host, a user-storage shard host): an absolute http(s)
 * URL without credentials, query or fragment, returned without the trailing slash. A bare host
 * name gets https://; a path starting with '/' resolves against `relativeTo` when given.
 * Anything else (another scheme, garbage) is null, so a hostile answer cannot redirect calls.
 */
export function normaliseBaseUrl(raw: unknown, relativeTo?: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  let url: URL;
  try {
    if (BARE_HOST.test(text)) url = new URL(`https://${text}`);
    else if (text.startsWith('/') && !text.startsWith('//') && relativeTo) url = new URL(text, relativeTo);
    else url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.href.replace(/\/+$/, '');
}
