/**
 * The page's runtime holder (`globalThis[Symbol.for('vitrina.runtime')]`): the one place per page
 * where the kit keeps what must be shared by every chunk and by a second copy of the kit loaded
 * from another URL (the store, the bus, the service map, the i18next instance, the polls...).
 *
 * `core/runtime/create-runtime.ts` builds it and installs it; this bottom layer only reads it, so a
 * platform, transport or domain module reaches its page state through `pagePart()` without
 * importing the runtime that composes it. A part is made on first use, once per runtime: a test
 * that installs a fresh runtime gets fresh parts, with no reset hook.
 */
import { defaultPageDeps, type PageDeps } from './deps';

const RUNTIME_KEY = Symbol.for('vitrina.runtime');

/** What every copy of the kit agrees on about the holder: keep it additive across versions. */
export interface PageScope {
  readonly deps: PageDeps;
  /** Page state by name, made on first use (names are part of the cross-copy contract). */
  readonly parts: Map<string, unknown>;
}

type Holder = { [RUNTIME_KEY]?: PageScope };

/** A scope over the given fakes (tests) or the browser's own APIs. */
export function createPageScope(deps: Partial<PageDeps> = {}): PageScope {
  return { deps: { ...defaultPageDeps(), ...deps }, parts: new Map() };
}

/** The page's scope: the installed runtime's, or a bare one made now over the browser's APIs. */
export function pageScope(): PageScope {
  const holder = globalThis as Holder;
  return (holder[RUNTIME_KEY] ??= createPageScope());
}

/** The installed scope, if any, without making one. */
export function installedPageScope(): PageScope | undefined {
  return (globalThis as Holder)[RUNTIME_KEY];
}

/** Makes `scope` the page's (createRuntime's installRuntime; a test's fresh runtime). */
export function installPageScope(scope: PageScope): void {
  (globalThis as Holder)[RUNTIME_KEY] = scope;
}

/**
 * A schedule of the page that an element starts when it first needs it (the balance, the
 * notifications poll): the runtime starts it once (`runtime.use(service)`) and its dispose()
 * calls what start() returned.
 */
export interface PageService {
  readonly name: string;
  start(): () => void;
}

/** The page's part `name`, made by `create` the first time it is asked for. */
export function pagePart<T>(name: string, create: (deps: PageDeps) => T): T {
  const scope = pageScope();
  if (!scope.parts.has(name)) scope.parts.set(name, create(scope.deps));
  return scope.parts.get(name) as T;
}

/**
 * Registers what stops a timer or a listener that a part of the page started on its own (not a
 * PageService): the runtime's dispose() calls it, so a disposed runtime leaves nothing running.
 */
export function onPageDispose(stop: () => void): void {
  pagePart(DISPOSERS_PART, (): Array<() => void> => []).push(stop);
}

/** Calls and forgets what onPageDispose registered in `scope`. */
export function disposePageParts(scope: PageScope): void {
  const stops = scope.parts.get(DISPOSERS_PART) as Array<() => void> | undefined;
  for (const stop of stops?.splice(0) ?? []) stop();
}

const DISPOSERS_PART = 'disposers';

/** The browser APIs the page's scope was made with (fakes in tests). */
export function pageDeps(): PageDeps {
  return pageScope().deps;
}
