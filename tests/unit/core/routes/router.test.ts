import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter, type Renderer, type RouterContext, type RouterEnv } from '../../../../core/domain/navigation/routes/router';
import type { PageModule } from '../../../../core/domain/navigation/routes/page';
import { ROUTES } from '../../../../contracts/pages/table';
import { clearPreviewTemplates } from '../../../../core/domain/navigation/routes/preview-template';
import { findSpaHistoryEntry } from '../../../../core/domain/navigation/routes/history';
import { fakeFetch, hangingReply, json, resetPage, status, text, ORIGIN, type Call } from '../http-fakes';

interface Harness {
  env: RouterEnv & { url: string; pushes: string[]; assigned: string[]; reloads: number; states: unknown[] };
  rendered: Array<{ route: string; data: unknown; container: number }>;
  unmounted: string[];
  errors: Array<{ kind: string; data: unknown }>;
  critical: unknown[];
  ctx: RouterContext & { signed: boolean; locale_: string };
}

function harness(over: Partial<Renderer> = {}): Harness & { router: ReturnType<typeof createRouter> } {
  const h = { rendered: [], unmounted: [], errors: [], critical: [] } as unknown as Harness;
  const containers: HTMLElement[] = [0, 1, 2].map(() => document.createElement('div'));
  const env = {
    url: `${ORIGIN}/`,
    pushes: [] as string[],
    assigned: [] as string[],
    reloads: 0,
    states: [] as unknown[],
    href: () => env.url,
    push: (path: string, state: unknown) => {
      env.url = new URL(path, env.url).href;
      env.pushes.push(path);
      env.states.push(state);
    },
    replace: (path: string, state: unknown) => {
      env.url = new URL(path, env.url).href;
      env.states.push(state);
    },
    assign: (url: string) => void env.assigned.push(url),
    reload: () => void (env.reloads += 1),
    scrollTop: vi.fn(),
    setTitle: vi.fn(),
    events: document,
  };
  const ctx = {
    signed: false,
    locale_: 'ru',
    locale: () => ctx.locale_ as 'ru',
    language: () => 'ru' as const,
    signedIn: () => ctx.signed,
    enableFavoriteSellers: () => true,
    enableWalletRedesign: () => false,
  };
  const page = (kind: string): PageModule => ({
    render: (el, props) => {
      if (kind === 'route') h.rendered.push({ route: props.route.name, data: props.data, container: containers.indexOf(el) });
      else h.errors.push({ kind, data: props.data });
      return { title: props.route.name, unmount: () => h.unmounted.push(props.route.name) };
    },
  });
  const renderer: Renderer = {
    loadPage: async () => page('route'),
    loadErrorPage: async (kind) => page(kind),
    container: (i) => containers[i]!,
    showContainer: () => undefined,
    preview: () => undefined,
    routeSet: () => undefined,
    critical: (e) => void h.critical.push(e),
    ...over,
  };
  h.env = env;
  h.ctx = ctx as Harness['ctx'];
  return Object.assign(h, { router: createRouter(ROUTES, env, ctx, renderer) });
}

/** The demo's answers in miniature. */
function demoServer(call: Call): Response {
  const url = new URL(call.url);
  if (url.pathname.startsWith('/webapi/htmltemplate/')) return text('<div class="preview"></div>');
  if (url.pathname.startsWith('/webapi/check-redirect')) {
    const path = url.pathname.slice('/webapi/check-redirect'.length);
    return json({ redirect: path === '/sale' ? '/promotions' : path === '/loop' ? '/loop' : path === '/evil' ? 'javascript:alert(1)' : null });
  }
  if (url.pathname === '/webapi/logging/jserror') return status(204);
  const name = url.pathname.split('/').pop();
  if (name === 'SpaProductCardData')
    return url.searchParams.get('cod1S') === '404' ? status(404) : json({ state: 0, value: { product: url.searchParams.get('cod1S') } });
  if (name === 'SpaCatalogData') return status(500);
  if (name === 'SpaFavoritesData') return json({ state: 3, url: '/lk/basket' });
  if (name === 'SpaRecentCatalogData') return json({ state: 1, url: '/security/login?returnUrl=%2Frecentviews' });
  if (name === 'SpaPersonalCabinetData') return status(401);
  return json({ state: 0, value: { name } });
}

beforeEach(() => {
  resetPage();
  clearPreviewTemplates();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('router (storefront-routing-wallet.md §2.1, §8)', () => {
  it('renders the initial route with its data, keeps spa_history, fires page view and transition-finished events', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    const events: string[] = [];
    document.addEventListener('vt-page-view', (e) => events.push(`view:${e.detail.route}`), { once: true });
    document.addEventListener('vt-route-change', (e) => events.push(`change:${e.detail.route}:${e.detail.status}`), { once: true });
    h.env.url = `${ORIGIN}/catalog/123/detail.aspx?size=5`;
    await expect(h.router.start()).resolves.toBe('in-app');
    expect(h.rendered).toEqual([{ route: 'SpaProductCardEntrypoint', data: { product: '123' }, container: 0 }]);
    const dataCall = calls.find((c) => c.url.includes('/webapi/spa/data/'))!;
    expect(new URL(dataCall.url).searchParams.get('size')).toBe('5');
    expect(events).toEqual(['view:SpaProductCardEntrypoint', 'change:SpaProductCardEntrypoint:ok']);
    expect(findSpaHistoryEntry((h.env.states[0] as { spaId: string }).spaId)).toMatchObject({
      name: 'SpaProductCardEntrypoint',
      title: 'SpaProductCardEntrypoint',
      isLocalHandler: false,
    });
    expect(h.env.scrollTop).toHaveBeenCalled();
  });

  it('§2.5 search and service pages add country and cultureUI to the data query', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    h.ctx.locale_ = 'kz';
    await h.router.navigate('/services/o-nas');
    const q = new URL(calls.find((c) => c.url.includes('ServicePagesData'))!.url).searchParams;
    expect([q.get('slug'), q.get('country'), q.get('cultureUI')]).toEqual(['o-nas', 'kz', 'ru']);
  });

  it('an unknown initial address asks check-redirect and matches again', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    h.env.url = `${ORIGIN}/sale?x=1`;
    await expect(h.router.start()).resolves.toBe('in-app');
    expect(calls[0]!.url).toBe(`${ORIGIN}/webapi/check-redirect/sale?x=1`);
    expect(h.rendered.map((r) => r.route)).toEqual(['SpaPromotionsEntrypoint']);
    expect(new URL(h.env.url).pathname).toBe('/promotions');
  });

  it('no redirect (or a redirect to itself, or an unsafe one) gives the 404 page', async () => {
    fakeFetch(demoServer);
    for (const path of ['/nothing-here', '/loop', '/evil']) {
      const h = harness();
      h.env.url = `${ORIGIN}${path}`;
      await expect(h.router.start()).resolves.toBe('not-found');
      expect(h.errors.map((e) => e.kind)).toEqual(['not-found']);
      expect(h.env.assigned).toEqual([]);
    }
  });

  it('a clicked unknown address or another host loads fully; javascript: is refused', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.start();
    await expect(h.router.navigate('/unknown/page')).resolves.toBe('full-load');
    await expect(h.router.navigate('https://elsewhere.test/lk')).resolves.toBe('full-load');
    await expect(h.router.navigate('javascript:alert(1)')).resolves.toBe('refused');
    expect(h.env.assigned).toEqual([`${ORIGIN}/unknown/page`, 'https://elsewhere.test/lk']);
  });

  it('§8 not found gives the 404 page without a retry', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    await h.router.navigate('/catalog/404/detail.aspx');
    expect(h.errors.map((e) => e.kind)).toEqual(['not-found']);
    expect(calls.filter((c) => c.url.includes('SpaProductCardData'))).toHaveLength(1);
  });

  it('§5 recent views: a 404 of the data call is no data, and the page itself decides (it has the views kept in this browser)', async () => {
    fakeFetch((call) => (call.url.includes('SpaRecentCatalogData') ? status(404) : demoServer(call)));
    const h = harness();
    await expect(h.router.navigate('/recentviews')).resolves.toBe('in-app');
    expect(h.rendered).toEqual([expect.objectContaining({ route: 'SpaRecentEntrypoint', data: null })]);
    expect(h.errors).toEqual([]);
  });

  it('offline, a page that works from the device (the basket) renders without its data; another page is the error page', async () => {
    fakeFetch((call) => (call.url.includes('/webapi/spa/data/') ? Promise.reject(new TypeError('Failed to fetch')) : demoServer(call)));
    const h = harness();
    await expect(h.router.navigate('/lk/basket')).resolves.toBe('in-app');
    expect(h.rendered).toEqual([expect.objectContaining({ route: 'SpaBasketEntrypoint', data: null })]);
    expect(h.errors).toEqual([]);
    await expect(h.router.navigate('/catalog/123/detail.aspx')).resolves.toBe('server-error');
    expect(h.errors).toEqual([
      expect.objectContaining({ kind: 'server-error', data: expect.objectContaining({ error: expect.stringMatching(/^NetworkError/) }) }),
    ]);
  });

  it('a server failure of the basket data is still the error page (only the network is excused)', async () => {
    fakeFetch((call) => (call.url.includes('SpaBasketData') ? status(500) : demoServer(call)));
    const h = harness();
    await expect(h.router.navigate('/lk/basket')).resolves.toBe('server-error');
    expect(h.rendered).toEqual([]);
  });

  it('§8 other errors are retried 3 times, then the 500 page shows the error and details', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    h.env.url = `${ORIGIN}/catalog/men`;
    await expect(h.router.start()).resolves.toBe('server-error');
    expect(calls.filter((c) => c.url.includes('SpaCatalogData'))).toHaveLength(4);
    expect(h.errors[0]).toMatchObject({
      kind: 'server-error',
      data: { method: 'POST', route: 'SpaCatalogEntrypoint', url: `${ORIGIN}/catalog/men`, initial: true, forced: false },
    });
    expect((h.errors[0]!.data as { error: string }).error).toMatch(/500/);
  });

  /** The route's data call hangs: when does the router's request give up on it? */
  async function expectDataAbortedAt(path: string, dataName: string, timeoutMs: number, attempts: number): Promise<void> {
    vi.useFakeTimers();
    try {
      const calls = fakeFetch((call) => (call.url.includes('/webapi/spa/data/') ? hangingReply(call) : demoServer(call)));
      const h = harness();
      h.ctx.signed = true;
      const done = h.router.navigate(path);
      await vi.advanceTimersByTimeAsync(0);
      const data = () => calls.filter((c) => c.url.includes(`/webapi/spa/data/${dataName}`));
      expect(data()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(data()[0]!.signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(data()[0]!.signal!.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(timeoutMs * attempts);
      await expect(done).resolves.toBe('server-error');
      expect(data()).toHaveLength(attempts);
      expect(h.errors.map((e) => e.kind)).toEqual(['server-error']);
    } finally {
      vi.useRealTimers();
    }
  }

  it('routing-wallet §7 "basket 4 s" (no retry): the router aborts the basket data call at 4000 ms, not before', async () => {
    await expectDataAbortedAt('/lk/basket', 'SpaBasketData', 4_000, 1);
  });

  it('routing-wallet §7 "buy-it-now 3 s" (no retry): the router aborts its data call at 3000 ms, not before', async () => {
    await expectDataAbortedAt('/lk/basket/buy-it-now', 'SpaBasketBuyItNowData', 3_000, 1);
  });

  it('routing-wallet §7 "gift certificates 2 s": the router aborts its data call at 2000 ms, not before', async () => {
    await expectDataAbortedAt('/gift/certificates', 'SpaGiftCertificatesData', 2_000, 4);
  });

  it('routing-wallet §7 "grouped deliveries 1 s": the router aborts its data call at 1000 ms, not before', async () => {
    await expectDataAbortedAt('/lk/myorders/delivery', 'SpaGetGroupedDeliveries', 1_000, 4);
  });

  it('routing-wallet §7 "10 s default": the router aborts the catalog data call at 10000 ms, not before', async () => {
    await expectDataAbortedAt('/catalog/men', 'SpaCatalogData', 10_000, 4);
  });

  it('§8 unauthorized goes to sign-in with returnUrl', async () => {
    fakeFetch(demoServer);
    const h = harness();
    h.ctx.signed = true;
    await expect(h.router.navigate('/lk?tab=1')).resolves.toBe('full-load');
    expect(h.env.assigned).toEqual([`/security/login?returnUrl=${encodeURIComponent(`${ORIGIN}/lk?tab=1`)}`]);
  });

  it('§4 state 3 redirects in-app; state 1 navigates with a full load', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.navigate('/lk/favorites');
    expect(h.rendered.map((r) => r.route)).toEqual(['SpaBasketEntrypoint']);
    expect(new URL(h.env.url).pathname).toBe('/lk/basket');
    await h.router.navigate('/recentviews');
    expect(h.env.assigned).toEqual([`${ORIGIN}/security/login?returnUrl=%2Frecentviews`]);
  });

  it('§8 cancelled: a newer navigation aborts the earlier one, which is dropped silently', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeFetch(async (call) => {
      if (call.url.includes('SpaHomeData')) {
        await new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      if (call.url.includes('SpaSearchData')) await gate;
      return demoServer(call);
    });
    const h = harness();
    const first = h.router.navigate('/');
    const second = h.router.navigate('/catalog/0/search.aspx?search=boots');
    release();
    await expect(first).resolves.toBe('cancelled');
    await expect(second).resolves.toBe('in-app');
    expect(h.rendered.map((r) => r.route)).toEqual(['SpaSearchEntrypoint']);
    expect(h.errors).toEqual([]);
  });

  it('installing a page unmounts the previous one and uses another container', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.start();
    await h.router.navigate('/subscription');
    expect(h.unmounted).toEqual(['SpaHomeEntrypoint']);
    expect(h.rendered[0]!.container).not.toBe(h.rendered[1]!.container);
    expect(h.router.containers.active()?.route).toBe('SubscriptionPageEntrypoint');
  });

  it('back/forward: a known entry re-renders its route; an unknown entry reloads the page', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.start();
    const homeState = h.env.states[0];
    await h.router.navigate('/subscription');
    h.env.url = `${ORIGIN}/`;
    await expect(h.router.popState(homeState)).resolves.toBe('in-app');
    expect(h.rendered.at(-1)!.route).toBe('SpaHomeEntrypoint');
    await expect(h.router.popState({ spaId: 'never-seen' })).resolves.toBe('full-load');
    await expect(h.router.popState(null)).resolves.toBe('full-load');
    expect(h.env.reloads).toBe(2);
  });

  it('a local entry is handled without a route change', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.start();
    h.router.pushLocalEntry('/#popup', 'Popup');
    const local = h.env.states.at(-1);
    expect(findSpaHistoryEntry((local as { spaId: string }).spaId)?.isLocalHandler).toBe(true);
    await expect(h.router.popState(local)).resolves.toBe('local');
    expect(h.rendered).toHaveLength(1);
  });

  it('§2.4 a geo or currency change refreshes the page, except basket and buy-it-now', async () => {
    const calls = fakeFetch(demoServer);
    const h = harness();
    await h.router.navigate('/lk/basket');
    await expect(h.router.geoChanged()).resolves.toBe('kept');
    await h.router.navigate('/subscription');
    const before = calls.filter((c) => c.url.includes('SubscriptionPageData')).length;
    await expect(h.router.geoChanged()).resolves.toBe('in-app');
    expect(calls.filter((c) => c.url.includes('SubscriptionPageData')).length).toBe(before + 1);
  });

  it('a host may veto an in-app navigation with vt-navigate', async () => {
    fakeFetch(demoServer);
    const h = harness();
    document.addEventListener('vt-navigate', (e) => e.preventDefault(), { once: true });
    await expect(h.router.navigate('/subscription')).resolves.toBe('vetoed');
    expect(h.rendered).toEqual([]);
  });

  it('§8 a routing failure shows the critical-error page; if that fails too, the absolute critical page', async () => {
    fakeFetch(demoServer);
    const h = harness({
      loadPage: () => Promise.reject(new Error('Loading chunk 7 failed')),
      loadErrorPage: (kind) => (kind === 'server-error' ? Promise.reject(new Error('also broken')) : Promise.reject(new Error('404 broken'))),
    });
    await expect(h.router.navigate('/subscription')).resolves.toBe('server-error');
    expect(h.critical).toHaveLength(1);
    await expect(h.router.navigate('/catalog/404/detail.aspx')).resolves.toBe('server-error');
    expect(h.critical).toHaveLength(2);
  });
});

/** Deterministic generator of hostile addresses (no Math.random: a failure can be replayed). */
function* hostileUrls(count: number): Generator<string> {
  let seed = 9;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const pick = <T>(list: readonly T[]) => list[next() % list.length]!;
  const schemes = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:x',
    '\u0000javascript:x',
    'javascript&colon;x',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'jav&#x09;ascript:x',
    'data:text/html,<script>1</script>',
    'vbscript:x',
    'blob:x',
    'file:///etc/passwd',
  ];
  const hosts = [
    '//evil.test',
    '///evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'http://evil.test',
    'https:evil.test',
    'http://user@evil.test',
    'user@evil.test',
    `${ORIGIN.replace('http://', 'http://user:pw@')}/lk`,
    'http://localhost:3000@evil.test/',
    'mailto:a@b.c',
    'tel:+123',
  ];
  const paths = [
    '/catalog/%2F%2Fevil.test/detail.aspx',
    '/lk%2F..%2F..%2Fx',
    '/%E0%A4%A',
    '/каталог/обувь',
    '/catalog/😀/detail.aspx',
    '/services/%00',
    '/lk/../../etc',
    '/?q=<script>',
    '/lk#javascript:alert(1)',
    '/brands/a%2Fb',
    '/seller/١٢٣',
    '/catalog/0/search.aspx?search=%00',
  ];
  for (let i = 0; i < count; i += 1) {
    const kind = next() % 4;
    if (kind === 0) yield pick(schemes);
    else if (kind === 1) yield pick(hosts) + pick(paths);
    else if (kind === 2) yield pick(paths) + pick(paths).repeat(1 + (next() % 3));
    else yield `/${'a/'.repeat(next() % 2000)}${pick(paths)}`;
  }
}

describe('bad input: 1,000 generated addresses', () => {
  it('throw nothing and never navigate in-app to an unsafe target', async () => {
    fakeFetch(demoServer);
    const h = harness();
    await h.router.start();
    let count = 0;
    for (const raw of hostileUrls(1000)) {
      count += 1;
      const before = h.env.url;
      const result = await h.router.navigate(raw);
      const now = new URL(h.env.url);
      // In-app: still on our origin, no credentials, http(s) only.
      expect(now.origin, raw).toBe(ORIGIN);
      expect(now.username + now.password).toBe('');
      if (result === 'refused') expect(h.env.url).toBe(before);
      for (const assigned of h.env.assigned.splice(0)) {
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(new URL(assigned).protocol);
      }
    }
    expect(count).toBe(1000);
    expect(h.critical).toEqual([]);
  });
});
