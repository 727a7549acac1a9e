/**
 * The kit's one composition root: `createRuntime(deps)` builds the page's store, its services and
 * their schedules, the way `demo/server` has `createApp(deps)`. The loader, each element and the
 * host page reach the page's runtime through `getRuntime()`; a test makes its own with fakes
 * (`installRuntime(createRuntime({ fetch }))`) and so starts from a fresh page, with no reset hooks.
 *
 * The order, once per page:
 *   1. now: the page scope (the browser APIs, or a test's fakes) and the jotai store in it; the
 *      page's country decision;
 *   2. boot(), when the first element of the kit starts: cross-tab following of language and
 *      currency, the transport's 498 renewal through the auth module, the shopper's stored
 *      currency and language, the kit origin's service map (unless the page names its own) and the
 *      country of the host name;
 *   3. beside that, in its own chunk: the session's schedules (start-session.ts: cross-tab login,
 *      token slide, 2-min settings poll, 3-min CDN refresh, retry queue);
 *   4. on demand, when an element first needs it: the balance and the notifications poll through
 *      `use(service)` (the element asks its runtime; dispose() stops them), and the synced
 *      collections (cart, favourites, favourite sellers), each once per runtime (their start
 *      flags are parts of the page scope).
 */
import {
  createPageScope,
  disposePageParts,
  installPageScope,
  installedPageScope,
  pagePart,
  type PageDeps,
  type PageScope,
  type PageService,
} from '../platform/page';
import { createStore } from 'jotai/vanilla';
import type { Store } from '../platform/store';
import { setLanguage } from '../platform/i18n';
import { currencyAtom } from '../platform/locale';
import { currencyForLocale, followOtherTabs, storedCurrency, storedLanguage } from '../domain/settings';
import { loadServiceMap, kitServiceMapUrl } from '../transport/services';
import { setTokenRenewal } from '../transport/http';
import { renewTokenOnDemand } from '../transport/auth';
import { createHostCountry, type HostCountry } from './host-country';
import { servicesNamedByPage } from './services-explicit';

export type RuntimeDeps = PageDeps;

export interface Runtime {
  /** The page scope every core module reads its page state from (`pagePart`). */
  readonly scope: PageScope;
  readonly store: Store;
  readonly hostCountry: HostCountry;
  /** Steps 2 and 3 above, on the installed runtime; runs once, every later call gets the same promise. */
  boot(): Promise<void>;
  /**
   * Step 4 above: starts `service` in this runtime the first time an element needs it (an
   * element's effect, with the runtime of useRuntime()); later calls do nothing.
   */
  use(service: PageService): void;
  /** Stops the schedules this runtime started (a test's end; a page never needs it). */
  dispose(): void;
}

/** Builds a runtime over `deps` (the browser's own APIs for what is not given). Not installed: see installRuntime. */
export function createRuntime(deps: Partial<RuntimeDeps> = {}): Runtime {
  return composeRuntime(createPageScope(deps));
}

function composeRuntime(scope: PageScope): Runtime {
  // A module that read the page's store before the runtime was composed made it already: keep it.
  const store = (scope.parts.get('store') as Store | undefined) ?? createStore();
  scope.parts.set('store', store);
  const hostCountry = createHostCountry(store, scope.deps.hostname);
  const stops: Array<() => void> = [];
  let booted: Promise<void> | null = null;
  let disposed = false;

  const runtime: Runtime = {
    scope,
    store,
    hostCountry,
    boot: () =>
      (booted ??= (async () => {
        stops.push(followOtherTabs());
        setTokenRenewal(renewTokenOnDemand);
        store.set(currencyAtom, currencyForLocale(storedCurrency() ?? store.get(currencyAtom)));
        const language = storedLanguage();
        const doc = scope.deps.document();
        const explicitServices = servicesNamedByPage();
        // The session's polls and sync load in their own chunk, beside the first element's render.
        void import('./start-session').then((session) => {
          if (!disposed) stops.push(session.startSession(doc));
        });
        await Promise.all([
          language ? setLanguage(language) : undefined,
          explicitServices ? undefined : loadServiceMap(kitServiceMapUrl(import.meta.url)).then(() => hostCountry.apply()),
        ]);
      })()),
    use(service) {
      const key = `service:${service.name}`;
      if (disposed || scope.parts.has(key)) return;
      scope.parts.set(key, true);
      stops.push(service.start());
    },
    dispose() {
      disposed = true;
      stops.splice(0).forEach((stop) => stop());
      disposePageParts(scope);
    },
  };
  scope.parts.set(RUNTIME_PART, runtime);
  return runtime;
}

const RUNTIME_PART = 'runtime';

/** Makes `runtime` the page's: every chunk and every copy of the kit on the page use it from now on. */
export function installRuntime(runtime: Runtime): Runtime {
  installPageScope(runtime.scope);
  return runtime;
}

/**
 * The page's runtime: the one a first copy of the kit (or a test) installed, else one built now
 * over the browser's APIs. Called by the loader, by each element and by the host page.
 */
export function getRuntime(): Runtime {
  return pagePart(RUNTIME_PART, (): Runtime => composeRuntime(installedPageScope()!));
}
