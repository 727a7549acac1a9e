/**
 * Fakes for the shell elements' browser tests (no server here): a fetch stub answering the
 * service paths the kit asks for, the service groups those elements need, and sign-in / settings
 * changes sent the way another tab sends them (the kit's BroadcastChannel bus).
 */
import { vitrina, waitFor } from './helpers';

export type FakeRoute = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

const realFetch = globalThis.fetch.bind(globalThis);
/** The network as it is, for a route that serves real files (the kit's language files). */
export const fetchReal = (url: URL): Promise<Response> => realFetch(url);
let routes: FakeRoute[] = [];
export const requests: Array<{ url: URL; method: string; body: string }> = [];

globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.protocol === 'data:') return realFetch(input, init);
  requests.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? init.body : '' });
  for (const route of routes) {
    const answer = await route(url, init);
    if (answer) return answer;
  }
  return new Response(JSON.stringify({ error: 'not faked' }), { status: 404 });
}) as typeof fetch;

export function fakeRoutes(...next: FakeRoute[]): void {
  routes = next;
  requests.length = 0;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The groups of the demo map, on this origin (the fetch stub answers them). */
export async function useShellServices(): Promise<void> {
  const origin = location.origin;
  const map = {
    site: origin,
    static: `${origin}/static`,
    bell: `${origin}/svc/bell`,
    menu: `${origin}/svc/menu`,
    banners: `${origin}/svc/banners`,
  };
  await vitrina.configure({ services: `data:application/json,${encodeURIComponent(JSON.stringify(map))}` });
}

function base64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const TEST_USER = '4242';
const ISSUED_AT = Math.floor(Date.now() / 1000);
/** One token for the whole run: posting it again is a no-op for the kit. */
export function jwt(user = TEST_USER): string {
  const payload = { user, shard_key: '7', session_id: 's1', iat: ISSUED_AT };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

const bus = new BroadcastChannel('vitrina');

/** The session the page's kit holds, as its vt-session-change events told (a test page starts as a guest). */
let kitSignedIn = false;
document.addEventListener('vt-session-change', (event) => {
  kitSignedIn = (event as CustomEvent<{ signedIn: boolean }>).detail.signedIn;
});

/** Signs in (or out, with null) as another tab would. Always the same user: switching users reloads the page. */
export function setSignedIn(signedIn: boolean): void {
  bus.postMessage({ topic: 'auth:token', payload: signedIn ? jwt() : null });
}

/**
 * setSignedIn, resolved once the page's kit has applied it (its vt-session-change): the bus
 * message arrives asynchronously, later than any fixed wait on a loaded machine. For a change
 * from the other state.
 */
export function signInApplied(signedIn: boolean): Promise<void> {
  const applied = new Promise<void>((resolve) => {
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ signedIn: boolean }>).detail.signedIn !== signedIn) return;
      document.removeEventListener('vt-session-change', onChange);
      resolve();
    };
    document.addEventListener('vt-session-change', onChange);
  });
  setSignedIn(signedIn);
  return applied;
}

/**
 * Signs in as another tab would, again on every frame until the page's kit has applied it: its
 * session (and with it the bus it listens to) starts with the first element on the page.
 */
export async function signedIn(): Promise<void> {
  await waitFor(() => {
    if (!kitSignedIn) setSignedIn(true);
    return kitSignedIn;
  });
}

/**
 * Leaves the page's kit signed out before the next test: at once when it holds no session, else
 * once it has applied the sign-out (a test that ends signed in must not leak its session, or the
 * count it loaded, into the next test of the file).
 */
export async function signedOut(): Promise<void> {
  if (kitSignedIn) await signInApplied(false);
}

/** Global settings as another tab's settings poll would share them. */
export function setSwitches(switches: Record<string, boolean>): void {
  bus.postMessage({ topic: 'settings:update', payload: { switches } });
}

/** Stops the sign-in fallback navigating away (a widget under test may not take the event). */
export function keepAuthRequiredHere(): () => void {
  const stop = (event: Event) => event.preventDefault();
  addEventListener('vitrina:auth-required', stop);
  return () => removeEventListener('vitrina:auth-required', stop);
}
