import { emit } from '../../../platform/dom';
import { CancelledError, NetworkError, NotFoundError, UnauthorizedError } from '../../../transport/http';
import { signInUrl } from '../../../transport/token';
import type { Currency, Language, Locale } from '../../../../contracts/locales';
import { WEB_PROTOCOLS, parseSafeUrl } from '../../../../contracts/safe-url';
import { checkRedirect } from './check-redirect';
import { loadRouteData } from './data-step';
import './events';
import { applyGuards, walletNotFoundRedirect, type GuardDecision } from './guards';
import { findSpaHistoryEntry, historyIdOf, newHistoryId, saveSpaHistoryEntry, type HistoryState } from './history';
import { compileRoutes, matchRoute } from '../../../../contracts/pages';
import type { PageModule, PageProps, PageView, ServerErrorDetails } from './page';
import { loadPreviewTemplate } from './preview-template';
import { routeDataForm, type ResultOutcome } from '../../../../contracts/route-data';
import type { RouteDef, CompiledRoute, RouteMatch } from '../../../../contracts/pages';
import { VIEW_MODEL_STATE, ViewModelContainers, type ViewModel } from './view-models';

/** Redirects followed in one navigation before it is treated as a routing failure (a redirect loop). */
export const MAX_REDIRECTS = 10;

/** The 404 and 500 pages as routes (storefront-routing-wallet.md §2.2 entrypoint error404). */
export const NOT_FOUND_ROUTE: RouteDef = { name: 'error404', path: '', page: 'info' };
export const SERVER_ERROR_ROUTE: RouteDef = { name: 'error500', path: '', page: 'info' };

/** The browser, behind a seam so the router core runs in unit tests. */
export interface RouterEnv {
  href(): string;
  push(path: string, state: HistoryState): void;
  replace(path: string, state: HistoryState): void;
  /** A full page load. */
  assign(url: string): void;
  reload(): void;
  scrollTop(): void;
  setTitle(title: string): void;
  events: EventTarget;
}

/** What the guards read, asked at each navigation. */
export interface RouterContext {
  locale(): Locale;
  language(): Language;
  /** The display currency: the route data the server prices comes in it (DESIGN.md "one source for language and currency"). */
  currency?(): Currency;
  signedIn(): boolean;
  enableFavoriteSellers(): boolean;
  enableWalletRedesign(): boolean;
  resaleForSellers?(): boolean | undefined;
}

/** The page side: containers, page modules, the preview and the last-resort page. */
export interface Renderer {
  loadPage(route: RouteDef): Promise<PageModule>;
  loadErrorPage(kind: 'not-found' | 'server-error'): Promise<PageModule>;
  /** The element of container 0 to 2. */
  container(index: number): HTMLElement;
  /** Make this container the visible one (the others are hidden and empty). */
  showContainer(index: number): void;
  /** The preview template while loading; null clears it. */
  preview(template: string | null): void;
  /** Called when the current route is set (shell hiding, mobile menu type). */
  routeSet(route: RouteDef, url: URL): void;
  /** §8 "if that fails, an absolute critical error page": static, needs no module. */
  critical(error: unknown): void;
}

export type NavigationResult = 'in-app' | 'full-load' | 'refused' | 'local' | 'not-found' | 'server-error' | 'vetoed' | 'cancelled';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Run the transition even for the address already shown (§4 state 3 "forcing update"). */
  force?: boolean;
}

interface Navigation extends NavigateOptions {
  initial: boolean;
  /** Back/forward: the history entry already exists. */
  fromHistory: boolean;
  depth: number;
}

interface Installed {
  vm: ViewModel;
  view: PageView;
  route: RouteDef;
  url: URL;
}

export interface Router {
  /** The initial page: unknown addresses go through check-redirect, then the 404 page. */
  start(): Promise<NavigationResult>;
  navigate(raw: unknown, options?: NavigateOptions): Promise<NavigationResult>;
  /** Runs the current route again (§4 state 4, a geo or currency change). */
  refresh(): Promise<NavigationResult>;
  /** §2.4 "After a geo or currency change the current page refreshes, except basket and buy-it-now". */
  geoChanged(): Promise<NavigationResult | 'kept'>;
  /** Back/forward (the popstate event's state). */
  popState(state: unknown): Promise<NavigationResult>;
  /** §2.1 a local history entry (a popup, a tab) handled without a route change. */
  pushLocalEntry(path: string, title: string): void;
  isKnownPath(pathname: string): boolean;
  current(): { route: RouteDef; url: URL } | null;
  readonly containers: ViewModelContainers;
}

export function createRouter(routes: readonly RouteDef[], env: RouterEnv, ctx: RouterContext, renderer: Renderer): Router {
  const compiled: CompiledRoute[] = compileRoutes(routes);
  const containers = new ViewModelContainers();
  let installed: Installed | null = null;
  let currentRoute: RouteDef | null = null;
  let currentUrl: URL | null = null;
  let currentId: string | null = null;
  let transitionController: AbortController | null = null;

  const here = () => new URL(env.href());
  const relative = (url: URL) => url.pathname + url.search + url.hash;

  function writeHistory(url: URL, name: string, nav: Navigation): void {
    if (nav.fromHistory) return;
    const id = newHistoryId();
    currentId = id;
    saveSpaHistoryEntry({ id, name, title: '', isLocalHandler: false });
    if (nav.replace || nav.initial) env.replace(relative(url), { spaId: id });
    else env.push(relative(url), { spaId: id });
  }

  function setTitle(title: string): void {
    env.setTitle(title);
    if (currentId) {
      const entry = findSpaHistoryEntry(currentId);
      if (entry) saveSpaHistoryEntry({ ...entry, title });
    }
  }

  function beginTransition(): AbortSignal {
    transitionController?.abort();
    transitionController = new AbortController();
    return transitionController.signal;
  }

  function dataQuery(url: URL, match: RouteMatch): URLSearchParams {
    const query = new URLSearchParams(url.search);
    for (const [key, value] of Object.entries(match.params)) query.set(key, value);
    if (!query.has('url')) query.set('url', url.pathname);
    // Prices and names in the route data follow the shopper's currency and language (a change refreshes the page: §2.4).
    if (ctx.currency) query.set('curr', ctx.currency());
    query.set('lang', ctx.language());
    if (match.route.cultureQuery) {
      query.set('country', ctx.locale());
      query.set('cultureUI', ctx.language());
    }
    return query;
  }

  /** Renders a module into a fresh container and installs it (the previous page is destroyed). */
  async function install(
    route: RouteDef,
    url: URL,
    load: () => Promise<PageModule>,
    props: Omit<PageProps, 'route' | 'url' | 'signal' | 'locale'>,
    signal: AbortSignal,
  ): Promise<boolean> {
    const vm = containers.prepare(route.name);
    let view: PageView | null = null;
    try {
      const module = await load();
      if (signal.aborted) return false;
      const element = renderer.container(vm.container);
      element.replaceChildren();
      view = await module.render(element, { ...props, route, url, signal, locale: ctx.locale() });
      if (signal.aborted) {
        view.unmount();
        return false;
      }
      containers.ready(vm);
      containers.install(vm);
      const previous = installed;
      installed = { vm, view, route, url };
      previous?.view.unmount();
      if (previous && previous.vm.container !== vm.container) renderer.container(previous.vm.container).replaceChildren();
      renderer.showContainer(vm.container);
      renderer.preview(null);
      setTitle(view.title);
      return true;
    } finally {
      if (containers.snapshot()[vm.container] === vm && vm.state !== VIEW_MODEL_STATE.installed) {
        view?.unmount();
        containers.destroy(vm);
      }
    }
  }

  function finish(route: RouteDef, url: URL, params: Record<string, string>, status: 'ok' | 'not-found' | 'server-error'): void {
    emit(env.events, 'vt-route-change', { url: url.href, route: route.name, params, status });
    env.scrollTop();
  }

  async function showServerError(details: ServerErrorDetails, signal: AbortSignal): Promise<NavigationResult> {
    try {
      const ok = await install(
        SERVER_ERROR_ROUTE,
        currentUrl ?? here(),
        () => renderer.loadErrorPage('server-error'),
        { params: {}, data: details, errorMessage: null, hasError: true, cardLinked: false },
        signal,
      );
      if (ok) finish(SERVER_ERROR_ROUTE, currentUrl ?? here(), {}, 'server-error');
    } catch (error) {
      console.error('[vitrina] the critical-error page failed', error);
      renderer.critical(error);
    }
    return 'server-error';
  }

  function logRoutingFailure(error: unknown, details: ServerErrorDetails): void {
    console.error('[vitrina] routing failure', error);
    void import('../../../transport/logging').then(({ logException }) => logException(error, details)).catch(() => undefined);
  }

  function errorDetails(error: unknown, route: RouteDef, nav: Navigation): ServerErrorDetails {
    return {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      method: 'POST',
      route: route.name,
      url: currentUrl?.href ?? env.href(),
      initial: nav.initial,
      forced: nav.force === true,
    };
  }

  async function showNotFound(url: URL, nav: Navigation, signal: AbortSignal): Promise<NavigationResult> {
    const walletTarget = walletNotFoundRedirect(url.pathname, ctx.enableWalletRedesign());
    if (walletTarget) return go(walletTarget, { ...nav, replace: true, depth: nav.depth + 1 });
    currentRoute = NOT_FOUND_ROUTE;
    currentUrl = url;
    renderer.routeSet(NOT_FOUND_ROUTE, url);
    try {
      const ok = await install(
        NOT_FOUND_ROUTE,
        url,
        () => renderer.loadErrorPage('not-found'),
        { params: {}, data: null, errorMessage: null, hasError: false, cardLinked: false },
        signal,
      );
      if (ok) finish(NOT_FOUND_ROUTE, url, {}, 'not-found');
      return ok ? 'not-found' : 'cancelled';
    } catch (error) {
      // §8 "404 render failure: critical error shown".
      const details = errorDetails(error, NOT_FOUND_ROUTE, nav);
      logRoutingFailure(error, details);
      return showServerError(details, signal);
    }
  }

  async function act(outcome: ResultOutcome, nav: Navigation): Promise<NavigationResult | null> {
    switch (outcome.kind) {
      case 'navigate':
        return leave(outcome.url);
      case 'reload': {
        const base = env.href().split('#', 1)[0]!;
        if (outcome.suffix) env.assign(base + outcome.suffix);
        else env.reload();
        return 'full-load';
      }
      case 'redirect':
        return go(outcome.url, { ...nav, replace: outcome.replace || nav.replace, force: outcome.force, depth: nav.depth + 1 });
      case 'refresh':
        if (nav.depth >= MAX_REDIRECTS) env.reload();
        else return go(env.href(), { ...nav, replace: true, force: true, depth: nav.depth + 1 });
        return 'full-load';
      default:
        return null;
    }
  }

  /** A full page load to a safe address; anything else is refused. */
  function leave(raw: string): NavigationResult {
    const parsed = parseSafeUrl(raw, env.href());
    if (!parsed.ok) return 'refused';
    env.assign(parsed.url.href);
    return 'full-load';
  }

  async function transition(match: RouteMatch, url: URL, nav: Navigation, cardLinked: boolean): Promise<NavigationResult> {
    const signal = beginTransition();
    const { route, params } = match;
    const previous = installed;
    currentRoute = route;
    currentUrl = url;
    writeHistory(url, route.name, nav);
    renderer.routeSet(route, url);
    // §2.1 "unmount the React page when leaving a React route for a non-React one".
    if (previous?.route.react && !route.react) {
      previous.view.unmount();
      containers.destroy(previous.vm);
      renderer.container(previous.vm.container).replaceChildren();
      installed = null;
    }
    emit(env.events, 'vt-page-view', { url: url.href, route: route.name, title: route.name });
    void loadPreviewTemplate(route.name, signal).then(
      (template) => {
        if (!signal.aborted && currentRoute === route && installed?.route !== route) renderer.preview(template);
      },
      () => undefined,
    );
    try {
      const loaded = route.data
        ? loadRouteData({
            name: route.data,
            query: dataQuery(url, match),
            signal,
            form: routeDataForm(route.name, route.data, ctx.currency?.() ?? ''),
            ...(route.timeoutMs ? { timeoutMs: route.timeoutMs } : {}),
            ...(route.retries !== undefined ? { retries: route.retries } : {}),
          })
        : Promise.resolve<ResultOutcome>({ kind: 'ok', value: null });
      const data =
        route.dataNotFoundIsEmpty || route.rendersOffline
          ? loaded.catch((error: unknown): ResultOutcome => {
              if (route.dataNotFoundIsEmpty && error instanceof NotFoundError) return { kind: 'ok', value: null };
              if (route.rendersOffline && error instanceof NetworkError) return { kind: 'ok', value: null };
              throw error;
            })
          : loaded;
      const page = renderer.loadPage(route);
      page.catch(() => undefined); // awaited below; a data failure must not leave it unhandled
      const outcome = await data;
      if (signal.aborted) return 'cancelled';
      const moved = await act(outcome, nav);
      if (moved) return moved;
      const ok = await install(
        route,
        url,
        () => page,
        {
          params,
          data: outcome.kind === 'ok' ? outcome.value : null,
          errorMessage: outcome.kind === 'error' ? outcome.message : null,
          hasError: outcome.kind === 'error',
          cardLinked,
        },
        signal,
      );
      if (!ok) return 'cancelled';
      finish(route, url, params, 'ok');
      if (cardLinked) emit(env.events, 'vt-card-link', { linked: true });
      return 'in-app';
    } catch (error) {
      if (signal.aborted || error instanceof CancelledError) return 'cancelled';
      if (error instanceof NotFoundError) return showNotFound(url, nav, signal);
      if (error instanceof UnauthorizedError) {
        env.assign(signInUrl(url.href));
        return 'full-load';
      }
      const details = errorDetails(error, route, nav);
      logRoutingFailure(error, details);
      return showServerError(details, signal);
    }
  }

  async function applyDecision(decision: GuardDecision, match: RouteMatch, url: URL, nav: Navigation): Promise<NavigationResult> {
    switch (decision.kind) {
      case 'proceed':
        return transition(match, url, nav, decision.cardLinked);
      case 'redirect':
        return go(decision.to, { ...nav, replace: true, depth: nav.depth + 1 });
      case 'full-load':
        return leave(decision.to);
      case 'not-found':
        writeHistory(url, '', nav);
        return showNotFound(url, nav, beginTransition());
    }
  }

  async function go(raw: unknown, nav: Navigation): Promise<NavigationResult> {
    if (nav.depth > MAX_REDIRECTS) {
      const signal = beginTransition();
      const details = errorDetails(new Error(`more than ${MAX_REDIRECTS} redirects`), currentRoute ?? NOT_FOUND_ROUTE, nav);
      logRoutingFailure(new Error('redirect loop'), details);
      return showServerError(details, signal);
    }
    const parsed = parseSafeUrl(raw, env.href());
    if (!parsed.ok) return 'refused';
    const url = parsed.url;
    // Credentials in an address are a phishing pattern: never followed (storefront-shell.md §5 invalid addresses).
    if (url.username || url.password) return 'refused';
    if (!WEB_PROTOCOLS.includes(url.protocol) || url.origin !== here().origin) return leave(url.href);

    const match = matchRoute(compiled, url.pathname);
    if (!match) {
      // storefront-shell.md §2: an unknown address clicked in-app is a full page load (the server answers it).
      if (!nav.initial && !nav.fromHistory && nav.depth === 0) return leave(url.href);
      const signal = beginTransition();
      let redirect: string | null;
      try {
        redirect = await checkRedirect(url.pathname, url.search, signal);
      } catch {
        return 'cancelled';
      }
      if (signal.aborted) return 'cancelled';
      if (redirect) {
        const target = parseSafeUrl(redirect, url.href);
        if (target.ok && relative(target.url) !== relative(url)) return go(target.url.href, { ...nav, replace: true, depth: nav.depth + 1 });
      }
      writeHistory(url, '', nav);
      return showNotFound(url, nav, signal);
    }

    // A hash change inside the page shown: no transition.
    if (!nav.force && !nav.initial && !nav.fromHistory && currentUrl && url.hash && url.pathname === currentUrl.pathname && url.search === currentUrl.search) {
      pushLocal(relative(url), currentRoute?.name ?? '', '');
      currentUrl = url;
      return 'local';
    }
    if (
      !nav.initial &&
      !nav.fromHistory &&
      nav.depth === 0 &&
      !emit(env.events, 'vt-navigate', { url: url.href, route: match.route.name }, { cancelable: true })
    ) {
      return 'vetoed';
    }
    const decision = applyGuards({
      url,
      match,
      locale: ctx.locale(),
      signedIn: ctx.signedIn(),
      enableFavoriteSellers: ctx.enableFavoriteSellers(),
      ...(ctx.resaleForSellers ? { resaleForSellers: ctx.resaleForSellers() } : {}),
    });
    return applyDecision(decision, match, url, nav);
  }

  function pushLocal(path: string, name: string, title: string): void {
    const id = newHistoryId();
    saveSpaHistoryEntry({ id, name, title, isLocalHandler: true });
    env.push(path, { spaId: id });
  }

  const fresh = (options: NavigateOptions = {}): Navigation => ({ ...options, initial: false, fromHistory: false, depth: 0 });

  /** Last line of defence: whatever escapes is a routing failure, never an uncaught rejection. */
  async function guarded(run: () => Promise<NavigationResult>, nav: Navigation): Promise<NavigationResult> {
    try {
      return await run();
    } catch (error) {
      const details = errorDetails(error, currentRoute ?? NOT_FOUND_ROUTE, nav);
      logRoutingFailure(error, details);
      return showServerError(details, beginTransition());
    }
  }

  return {
    containers,
    start: () => {
      const nav: Navigation = { initial: true, fromHistory: false, depth: 0 };
      return guarded(() => go(env.href(), nav), nav);
    },
    navigate: (raw, options) => guarded(() => go(raw, fresh(options)), fresh(options)),
    refresh: () => {
      const nav: Navigation = { initial: false, fromHistory: true, depth: 0, force: true };
      return guarded(() => go(env.href(), nav), nav);
    },
    geoChanged: async () => {
      if (!currentRoute || currentRoute.keepOnGeoChange) return 'kept';
      const nav: Navigation = { initial: false, fromHistory: true, depth: 0, force: true };
      return guarded(() => go(env.href(), nav), nav);
    },
    popState: (state) => {
      const nav: Navigation = { initial: false, fromHistory: true, depth: 0 };
      return guarded(async () => {
        const entry = findSpaHistoryEntry(historyIdOf(state));
        const url = here();
        const match = matchRoute(compiled, url.pathname);
        // §2.1 "Back/forward reloads the page if the history entry's route is unknown".
        if (!entry || !entry.name || !match || (!entry.isLocalHandler && match.route.name !== entry.name)) {
          env.reload();
          return 'full-load';
        }
        currentId = entry.id;
        const samePage = currentUrl !== null && url.pathname === currentUrl.pathname && url.search === currentUrl.search;
        if (samePage && installed?.route.name === entry.name) {
          currentUrl = url;
          return 'local';
        }
        return go(url.href, nav);
      }, nav);
    },
    pushLocalEntry: (path, title) => pushLocal(path, currentRoute?.name ?? '', title),
    isKnownPath: (pathname) => matchRoute(compiled, pathname) !== null,
    current: () => (currentRoute && currentUrl ? { route: currentRoute, url: currentUrl } : null),
  };
}
