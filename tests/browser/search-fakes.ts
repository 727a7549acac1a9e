/** A fake hint api and service map for <vt-search> / <vt-header> browser tests (no server here). */
import { otherTab, vitrina, waitFor } from './helpers';

export interface FakeCall {
  url: URL;
  method: string;
  body: string | null;
}

type Reply = (url: URL, init: RequestInit) => Response | Promise<Response>;

const realFetch = globalThis.fetch.bind(globalThis);
export const calls: FakeCall[] = [];
const routes = new Map<string, Reply>();

export function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers `pathname` (e.g. '/svc/suggest/api/v7/hint') with `reply` until resetFakes(). */
export function route(pathname: string, reply: Reply): void {
  routes.set(pathname, reply);
}

export function resetFakes(): void {
  calls.length = 0;
  routes.clear();
}

export const FAKE_SERVICES = {
  site: '/',
  static: '/static',
  suggest: '/svc/suggest',
  search: '/svc/search',
  auth: '/svc/auth',
  bell: '/svc/bell',
  menu: '/svc/menu',
};

/**
 * The global settings the page's settings poll reads (storefront-shell.md §7 "static
 * settings-front.json and its .hash"): the cashback switch on, so the ru-only cashback popup shows.
 */
export const FAKE_SETTINGS = { switches: { enableCashback: true }, variables: {}, rates: {} };
const SETTINGS_HASH = 'search-fakes-1';
const standing: Record<string, Reply> = {
  '/static/settings-front.json.hash': () => new Response(SETTINGS_HASH, { headers: { 'Content-Type': 'text/plain' } }),
  '/static/settings-front.json': () => jsonReply({ ...FAKE_SETTINGS, hash: SETTINGS_HASH }),
};

let installed = false;
/** Installs the fake fetch (once) and the fake service map. */
export async function installFakes(): Promise<void> {
  if (!installed) {
    installed = true;
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
      if (url.pathname === '/test-services.json') return jsonReply(FAKE_SERVICES);
      // The standing answers (settings polled in the background) are not the tests' calls.
      const standingReply = standing[url.pathname];
      if (!routes.has(url.pathname) && standingReply) return standingReply(url, init);
      const reply = routes.get(url.pathname);
      if (!reply) return realFetch(input, init);
      calls.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : null });
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return reply(url, init);
    }) as typeof fetch;
  }
  await vitrina.configure({ services: '/test-services.json' });
}

/** A hint api answer: [name, type, typeStr, extra] rows. */
export function hints(rows: [string, number, string, Record<string, unknown>?][], maxTagsRows = 2): unknown {
  return { suggests: rows.map(([name, type, typeStr, extra], pos) => ({ name, search: name, type, typeStr, pos, ...extra })), max_tags_rows: maxTagsRows };
}

/** Types into a React-controlled input as a user would (native setter + input event). */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/**
 * Sets the stored search history and tells the page's store, as another tab would (the bus
 * delivers to every other channel object, this page's kit included).
 */
export async function setHistory(entries: string[]): Promise<void> {
  localStorage.setItem('vitrina:search-history', JSON.stringify(entries));
  await otherTab('suggest:history', entries);
}

const b64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Signs the page in as user 42, as another tab would (one user only: switching users reloads the page). */
export async function signIn(): Promise<void> {
  const token = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ user: 42, shard_key: '7', session_id: 's1', iat: Math.floor(Date.now() / 1000) }))}.sig`;
  localStorage.setItem('vitrina:token', token);
  await otherTab('auth:token', token);
}

export async function signOut(): Promise<void> {
  localStorage.removeItem('vitrina:token');
  await otherTab('auth:token', null);
}

/** Posts a bus message as another tab would, resolved once the page's kit has applied it. */
export const postBus = otherTab;

interface PageCartEngine {
  change(changes: { key: string; kind: 'add' | 'update' | 'delete'; data: unknown }[]): Promise<void>;
}

/**
 * Puts lines in the page's cart through the kit's own cart engine (core/cart: one engine per page
 * on globalThis, created by the first element that reads the cart, e.g. the header's badge).
 * A guest's cart stays local: nothing is sent.
 */
export async function setCartLines(lines: { nmId: number; quantity: number }[]): Promise<void> {
  // The header starts the cart engine right after its first paint (widgets/header/use-item-count.ts).
  const engine = await waitFor(() =>
    (globalThis as unknown as Record<symbol, { parts: Map<string, PageCartEngine | undefined> } | undefined>)[Symbol.for('vitrina.runtime')]?.parts.get(
      'cart.engine',
    ),
  );
  await engine.change(
    lines.map(({ nmId, quantity }) => ({
      key: String(nmId * 10),
      kind: 'add' as const,
      data: {
        characteristicId: nmId * 10,
        cod1S: nmId,
        quantity,
        includeInOrder: true,
        targetUrl: '',
        meta: '',
        price: 15000,
        subjectId: 5,
        currency: 'RUB',
        addedAt: nmId,
      },
    })),
  );
}

export type SearchSubmission = { kind: string; query: string; url: string; external: boolean; sellerId: number | null };

/**
 * A search test page: fakes installed, the kit in ru, the hint call answering `answer`, and every
 * vt-search-submit kept (cancelled: the page stays) in `submitted` until stop().
 */
export async function openSearchTestPage(hintPath: string, answer: unknown): Promise<{ submitted: SearchSubmission[]; stop(): void }> {
  const submitted: SearchSubmission[] = [];
  const record = (event: Event) => {
    event.preventDefault();
    submitted.push((event as CustomEvent<SearchSubmission>).detail);
  };
  localStorage.clear();
  resetFakes();
  await installFakes();
  await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
  route(hintPath, () => jsonReply(answer));
  document.addEventListener('vt-search-submit', record);
  return { submitted, stop: () => document.removeEventListener('vt-search-submit', record) };
}
