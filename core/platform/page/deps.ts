/**
 * What a runtime talks to outside the kit, so a test can hand it fakes. Each default reads the
 * global at call time, so `vi.stubGlobal` and fake timers installed after the runtime still apply.
 */
export interface PageDeps {
  fetch: typeof fetch;
  /** A channel to the page's other tabs; null where the browser has none (the bus falls back to the storage event). */
  broadcastChannel: (name: string) => BroadcastChannel | null;
  /** localStorage, or null where it is missing or blocked (reading it throws). */
  localStorage: () => Storage | null;
  /** The page's host name (the country table of the service map picks the country from it). */
  hostname: () => string;
  /** The page's document, or null in a worker or a test without one. */
  document: () => Document | null;
}

export function defaultPageDeps(): PageDeps {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    broadcastChannel: (name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null),
    localStorage: () => globalThis.localStorage ?? null,
    hostname: () => (typeof location === 'undefined' ? '' : location.hostname),
    document: () => (typeof document === 'undefined' ? null : document),
  };
}
