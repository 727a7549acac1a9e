import { APP_TYPE, APP_TYPE_HEADER, INVALID_TOKEN_STATUS, TOKEN_ACTION_HEADER, TOKEN_DROP_HEADER, type TokenAction } from '../../../contracts/http';
import { getToken, dropTokenUnlessChanged } from '../token';
import { ServiceMapError } from '../../../contracts/service-map';
import { encodeBody, readBody, serverErrorOf, type EncodedBody, type RequestBody, type ResponseType } from './body';
import {
  CancelledError,
  HttpError,
  HttpFailure,
  InvalidRequestError,
  InvalidTokenError,
  MalformedResponseError,
  MissTokenError,
  NetworkError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  KnownServerError,
} from './errors';
import { tokenRenewal } from './token-renewal';
import { pageDeps } from '../../platform/page';
import { describeTarget, resolveTarget, withQuery, type Query, type Target } from './url';

/** storefront-routing-wallet.md §9 "Timeouts: data 10 s": the default when a call names none. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** storefront-shell.md §8: "204 and 208 give null". */
const NULL_STATUSES = new Set([204, 208]);

export type AuthMode = 'required' | 'optional' | 'none';

export interface RequestOptions<T> {
  url: Target;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: RequestBody;
  headers?: Record<string, string>;
  /** How to read an ok body; default 'json'. */
  responseType?: ResponseType;
  /** Validates and shapes the payload; whatever it throws becomes MalformedResponseError. */
  parse?: (raw: unknown) => T;
  /** Milliseconds; default DEFAULT_TIMEOUT_MS. */
  timeout?: number;
  signal?: AbortSignal;
  /** 'required': Bearer token or MissTokenError; 'optional': Bearer when signed in. Default 'none'. */
  auth?: AuthMode;
  /** Send `Wb-AppType: site`; default: when auth is not 'none'. */
  appType?: boolean;
  /** A v2 API: `{error}` / `{state:-1}` answers raise KnownServerError. */
  v2?: boolean;
  /** Send this token instead of the stored one (the slide confirmation). */
  token?: string;
  /** On 498 get/refresh, fetch a new token and retry once; default true (the auth calls turn it off). */
  renewToken?: boolean;
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

/**
 * The fetch wrapper of storefront-shell.md §8 "HTTP". Resolves to the (parsed) payload, or null
 * for 204/208; rejects only with the HttpError family.
 */
export async function request<T = unknown>(options: RequestOptions<T>): Promise<T | null> {
  return attempt(options, true);
}

async function attempt<T>(options: RequestOptions<T>, mayRenew: boolean): Promise<T | null> {
  const auth = options.auth ?? 'none';
  const token = auth === 'none' ? null : (options.token ?? getToken());
  if (auth === 'required' && !token) throw new MissTokenError(describeTarget(options.url));

  let encoded: EncodedBody;
  try {
    encoded = encodeBody(options.body);
  } catch (cause) {
    throw new InvalidRequestError(describeTarget(options.url), 'body is not serialisable', cause);
  }
  const heldAtSend = getToken();
  let outcome: Outcome<T>;
  try {
    outcome = await exchange(options, encoded, token);
  } catch (error) {
    // Outside the call's timeout: the drop's settling time is not the server's.
    if (error instanceof UnauthorizedError && error.tokenDropped) await dropTokenUnlessChanged(heldAtSend);
    throw error;
  }
  if (outcome.kind === 'renew') {
    if (mayRenew && options.renewToken !== false && (await renew(outcome.action, token))) return attempt(options, false);
    throw new InvalidTokenError(outcome.url);
  }
  return outcome.value;
}

type Outcome<T> = { kind: 'value'; value: T | null } | { kind: 'renew'; action: TokenAction | null; url: string };

/** One fetch plus body read, all inside the call's timeout and the caller's signal. */
async function exchange<T>(options: RequestOptions<T>, encoded: EncodedBody, token: string | null): Promise<Outcome<T>> {
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let url = describeTarget(options.url);
  try {
    url = withQuery(await resolveTarget(options.url, controller.signal), options.query);
    const response = await pageDeps().fetch(url, buildInit(options, encoded, token, controller.signal));
    return await interpret(response, options, url);
  } catch (error) {
    if (timedOut) throw new TimeoutError(url, timeoutMs);
    if (options.signal?.aborted) throw new CancelledError(url);
    if (error instanceof HttpError) throw error;
    if (error instanceof ServiceMapError) throw error;
    throw new NetworkError(url, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function buildInit(options: RequestOptions<unknown>, { body, contentType }: EncodedBody, token: string | null, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  if (options.appType ?? (options.auth ?? 'none') !== 'none') headers[APP_TYPE_HEADER] = APP_TYPE;
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  const init: RequestInit = { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, signal };
  if (body !== undefined) init.body = body;
  if (options.credentials) init.credentials = options.credentials;
  if (options.cache) init.cache = options.cache;
  return init;
}

async function interpret<T>(response: Response, options: RequestOptions<T>, url: string): Promise<Outcome<T>> {
  const { status } = response;
  if (status === INVALID_TOKEN_STATUS) {
    const action = response.headers.get(TOKEN_ACTION_HEADER);
    return { kind: 'renew', action: action === 'get' || action === 'refresh' ? action : null, url };
  }
  if (status === 401 || status === 403) {
    // The drop itself is the caller's (attempt): after this call's timeout, with the auth module.
    throw new UnauthorizedError(url, status, response.headers.has(TOKEN_DROP_HEADER));
  }
  if (status === 404) throw new NotFoundError(url);
  if (NULL_STATUSES.has(status)) return { kind: 'value', value: null };
  if (!response.ok) throw new HttpFailure(url, status, await response.text().catch(() => ''));

  const raw = await readBody(response, options.responseType ?? 'json', url);
  if (options.v2) {
    const known = serverErrorOf(raw);
    if (known) throw new KnownServerError(url, known.error, raw);
  }
  if (!options.parse) return { kind: 'value', value: raw as T };
  try {
    return { kind: 'value', value: options.parse(raw) };
  } catch (cause) {
    throw new MalformedResponseError(url, cause instanceof Error ? cause.message : 'refused by the validator', cause);
  }
}

/** 498: only `get` / `refresh` fetch a new token (storefront-shell.md §8); the auth module decides how. */
async function renew(action: TokenAction | null, staleToken: string | null): Promise<boolean> {
  const renewal = tokenRenewal();
  if (!action || !renewal) return false;
  try {
    return await renewal(action, staleToken);
  } catch (error) {
    console.error('[vitrina] token renewal failed', error);
    return false;
  }
}
