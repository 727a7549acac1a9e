/**
 * Typed HTTP errors (storefront-shell.md §8 "HTTP"). Every failure of `request()` is one of
 * these, so callers branch on `instanceof` and never see a raw TypeError.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** 401 or 403. `tokenDropped` when the answer carried the token-drop header. */
export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  constructor(
    url: string,
    readonly status: number,
    readonly tokenDropped = false,
  ) {
    super(`unauthorized (${status})`, url);
  }
}

/** 498 that could not be cured by fetching a new token. */
export class InvalidTokenError extends UnauthorizedError {
  override name = 'InvalidTokenError';
  constructor(url: string) {
    super(url, 498);
    this.message = 'invalid token (498)';
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  readonly status = 404;
  constructor(url: string) {
    super('not found (404)', url);
  }
}

/** Any other non-ok status; keeps the status and the body text. */
export class HttpFailure extends HttpError {
  override name = 'HttpFailure';
  constructor(
    url: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`request failed (${status})`, url);
  }
}

/** A v2 answer shaped `{ error: ... }` or `{ state: -1, ... }`. */
export class KnownServerError extends HttpError {
  override name = 'KnownServerError';
  constructor(
    url: string,
    readonly serverError: unknown,
    readonly payload: unknown,
  ) {
    super(`server error: ${describe(serverError)}`, url);
  }
}

/** The call needs a token and there is none: rejected before anything is sent. */
export class MissTokenError extends HttpError {
  override name = 'MissTokenError';
  constructor(url: string) {
    super('miss token', url);
  }
}

export class NetworkError extends HttpError {
  override name = 'NetworkError';
  constructor(url: string, cause?: unknown) {
    super('network error', url, { cause });
  }
}

/** Base of the two ways a request is aborted (the spec's "abort error"). */
export class AbortError extends HttpError {
  override name = 'AbortError';
}

/** The per-call timeout elapsed (storefront-shell.md §8 "Fetch timeouts raise an abort error"). */
export class TimeoutError extends AbortError {
  override name = 'TimeoutError';
  constructor(
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`timed out after ${timeoutMs} ms`, url);
  }
}

/** The caller aborted (navigation away, a newer request): callers drop it silently. */
export class CancelledError extends AbortError {
  override name = 'CancelledError';
  constructor(url: string) {
    super('request cancelled', url);
  }
}

/** The body did not parse, or the call's `parse` validator refused it. */
export class MalformedResponseError extends HttpError {
  override name = 'MalformedResponseError';
  constructor(url: string, reason: string, cause?: unknown) {
    super(`malformed response: ${reason}`, url, { cause });
  }
}

/** The request could not be built (a body that is not JSON-serialisable): nothing was sent. */
export class InvalidRequestError extends HttpError {
  override name = 'InvalidRequestError';
  constructor(url: string, reason: string, cause?: unknown) {
    super(`invalid request: ${reason}`, url, { cause });
  }
}

export type MetricErrorClass = 'network' | 'error';

/** storefront-shell.md §8: "Network fetch failures are classed network, others error". */
export function classifyError(error: unknown): MetricErrorClass {
  return error instanceof NetworkError || error instanceof TimeoutError ? 'network' : 'error';
}

/** Worth trying again later: the network, a timeout, or a server-side 5xx / 429. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  return error instanceof HttpFailure && (error.status >= 500 || error.status === 429);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
