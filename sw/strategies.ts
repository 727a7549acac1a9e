import { NETWORK_TIMEOUT_MS, type RuntimeCacheSpec } from './constants';
import type { Precache } from './precache';
import type { Reachability } from './reachability';
import type { RuntimeStore } from './runtime-store';
import { isCacheable, markedFromCache } from './stored-entry';

export interface StrategyContext {
  store: RuntimeStore;
  precache: Precache;
  reach: Reachability;
  /** Keeps the worker alive for work after the answer (the event's waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  /** The network; the worker's fetch. */
  fetch(request: Request): Promise<Response>;
  /** How long a network-first request waits before it answers with a stored copy (NETWORK_TIMEOUT_MS). */
  timeoutMs?: number;
}

type First = { response: Response } | { error: unknown } | 'slow';

function delay(ms: number): { done: Promise<'slow'>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), ms)));
  return { done, cancel: () => clearTimeout(timer) };
}

/** The network's answer, and whether it came: told to the reachability record (reachability.ts). */
function fromNetwork(ctx: StrategyContext, request: Request | Promise<Response | undefined>, fallback: Request): Promise<Response> {
  const sent = request instanceof Request ? ctx.fetch(request) : request.then((preloaded) => preloaded ?? ctx.fetch(fallback));
  return sent.then(
    (response) => {
      ctx.reach.report(true);
      return response;
    },
    (error: unknown) => {
      // Aborted (a new version takes over, sw.ts RELEASE): says nothing of the network.
      if (!(error instanceof DOMException && error.name === 'AbortError')) ctx.reach.report(false);
      throw error;
    },
  );
}

/**
 * Network first: the network's answer (stored for next time); when it fails, or is still missing
 * after the timeout (unless `patient`), the stored copy marked as such. Without a copy the page
 * gets what the network gives: its answer however late, or its error.
 */
async function networkFirstWith(
  ctx: StrategyContext,
  network: Promise<Response>,
  store: ((response: Response) => Promise<unknown>) | null,
  cached: () => Promise<Response | null>,
  patient = false,
): Promise<Response> {
  const stored = network.then((response) => {
    if (store && isCacheable(response)) ctx.waitUntil(store(response.clone()));
    return response;
  });
  ctx.waitUntil(stored.catch(() => undefined));
  const answered = stored.then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  const timer = patient ? null : delay(ctx.timeoutMs ?? NETWORK_TIMEOUT_MS);
  const first: First = await (timer ? Promise.race([answered, timer.done]) : answered);
  timer?.cancel();
  if (first !== 'slow' && 'response' in first) return first.response;
  const copy = await cached();
  if (copy) {
    // Too slow is as good as offline for the page: it shows a copy, so it says so.
    if (first === 'slow') ctx.reach.report(false);
    return markedFromCache(copy);
  }
  return stored;
}

/** `patient`: no timeout, the stored copy only when the network fails. */
export function networkFirst(ctx: StrategyContext, request: Request, spec: RuntimeCacheSpec, key: string, patient = false): Promise<Response> {
  return networkFirstWith(
    ctx,
    fromNetwork(ctx, request, request),
    (response) => ctx.store.write(spec, key, response),
    () => ctx.store.read(spec, key),
    patient,
  );
}

/** Cache first (pictures): the stored copy, else the network's answer, stored. */
export async function cacheFirst(ctx: StrategyContext, request: Request, spec: RuntimeCacheSpec): Promise<Response> {
  const copy = await ctx.store.read(spec, request.url);
  if (copy) return copy;
  const response = await fromNetwork(ctx, request, request);
  if (isCacheable(response)) ctx.waitUntil(ctx.store.write(spec, request.url, response.clone()));
  return response;
}

/** The build's own files: the precache (which repairs a damaged entry), else the network. */
export async function precached(ctx: StrategyContext, request: Request): Promise<Response> {
  return (await ctx.precache.read(request.url)) ?? fromNetwork(ctx, request, request);
}

/**
 * A navigation to a storefront page: the server's page (navigation preload starts it with the
 * worker), else the precached shell, which routes to the requested address by itself
 * (host/main.ts reads location) and renders it from the cached route data.
 */
export function navigation(ctx: StrategyContext, request: Request, preload: Promise<Response | undefined>): Promise<Response> {
  return networkFirstWith(ctx, fromNetwork(ctx, preload, request), null, () => ctx.precache.read(ctx.precache.shellUrl));
}
