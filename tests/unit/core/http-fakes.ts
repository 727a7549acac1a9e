/** Shared fakes for the session-core unit tests: a scripted fetch, JWTs, the demo service map. */
import { vi } from 'vitest';
import { setServiceMap } from '../../../core/transport/services/services';
import { type ServiceMap } from '../../../contracts/service-map';
import { sessionAtom } from '../../../core/transport/token/token';
import { getStore } from '../../../core/platform/store/store';
import { pageScope } from '../../../core/platform/page';

export const ORIGIN = 'http://localhost:3000';

/** The demo's map (common brief), made absolute the way parseServiceMap does. */
export const SERVICES: ServiceMap = {
  site: ORIGIN,
  favs: `${ORIGIN}/svc/favs`,
  sellersSyncer: `${ORIGIN}/svc/sellers`,
  sellersEnrich: `${ORIGIN}/svc/sellers-enrich`,
  cartStorage: `${ORIGIN}/svc/cart`,
  bell: `${ORIGIN}/svc/bell`,
  basketApi: `${ORIGIN}/svc/basket`,
  banners: `${ORIGIN}/svc/banners`,
  suggest: `${ORIGIN}/svc/suggest`,
  search: `${ORIGIN}/svc/search`,
  catalog: `${ORIGIN}/svc/catalog`,
  menu: `${ORIGIN}/svc/menu`,
  static: `${ORIGIN}/static`,
  auth: `${ORIGIN}/svc/auth`,
  userStorage: `${ORIGIN}/svc/user-storage`,
  routes: `${ORIGIN}/svc/routes`,
  settings: ORIGIN,
  cdn: `${ORIGIN}/svc/cdn`,
  logging: ORIGIN,
  journal: `${ORIGIN}/svc/journal`,
  recommendations: `${ORIGIN}/svc/recom`,
  images: `${ORIGIN}/cdn`,
};

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

type Reply = Response | Promise<Response> | (() => never);
export type Handler = (call: Call) => Reply;

/** Replaces fetch with a handler; returns the list of calls made. */
export function fakeFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: Call = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: init.body as string | undefined,
        signal: init.signal ?? undefined,
      };
      calls.push(call);
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return handler(call);
    }),
  );
  return calls;
}

/** A fetch that never answers until its signal aborts (then rejects like the browser). */
export function hangingReply(call: Call): Promise<Response> {
  return new Promise((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

export function text(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init });
}

export function status(code: number, headers: Record<string, string> = {}, body = ''): Response {
  return new Response(code === 204 ? null : body, { status: code, headers });
}

export function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface JwtPayload {
  user: number | string;
  shard_key: string;
  session_id: string;
  iat: number;
}

export function makeJwt(payload: Partial<JwtPayload> = {}): string {
  const full: JwtPayload = { user: 42, shard_key: '7', session_id: 's1', iat: Math.floor(Date.now() / 1000), ...payload };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(full))}.signature`;
}

/** Fresh page state (beside the fresh runtime every test gets): storage, the session atom, the service map. */
export function resetPage(): void {
  // A new page's storage area and service map, keeping the file's runtime (its store and texts).
  for (const part of ['syncArea', 'memoryStorage', 'services']) pageScope().parts.delete(part);
  localStorage.clear();
  sessionStorage.clear();
  getStore().set(sessionAtom, null);
  setServiceMap(SERVICES);
}

export function headerOf(call: Call | undefined, name: string): string | undefined {
  if (!call) return undefined;
  const key = Object.keys(call.headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? call.headers[key] : undefined;
}

/**
 * Makes localStorage refuse writes with a QuotaExceededError until the test ends (a stubbed
 * global: spying on happy-dom's storage instance would outlive the test). Returns a function
 * that lets writes through again.
 */
export function fullLocalStorage(): () => void {
  const real = globalThis.localStorage;
  let full = true;
  const fake: Storage = {
    get length() {
      return real.length;
    },
    key: (index) => real.key(index),
    getItem: (key) => real.getItem(key),
    removeItem: (key) => real.removeItem(key),
    clear: () => real.clear(),
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      real.setItem(key, value);
    },
  };
  vi.stubGlobal('localStorage', fake);
  // The page's storage area is chosen when first used: choose again, over the full storage.
  pageScope().parts.delete('syncArea');
  return () => {
    full = false;
  };
}
