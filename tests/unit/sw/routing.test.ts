// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseServiceMap } from '../../../contracts/service-map';
import { ROUTES, compileRoutes, matchRoute } from '../../../contracts/pages';
import { RUNTIME_CACHES } from '../../../sw/constants';
import { planFor, type RequestFacts, type RoutingTable } from '../../../sw/routing';
import { SERVICE_MAP } from '../../../demo/server/service-map';

const ORIGIN = 'https://shop.test';
const storefront = compileRoutes(ROUTES);
const table = (serviceMap: RoutingTable['serviceMap'] = parseServiceMap(SERVICE_MAP, `${ORIGIN}/config/services.json`)): RoutingTable => ({
  origin: ORIGIN,
  isPrecached: (url) => url === `${ORIGIN}/dist/vitrina.js` || url === `${ORIGIN}/dist/locales/kk/header.json`,
  isStorefrontPage: (pathname) => matchRoute(storefront, pathname) !== null,
  serviceMapUrl: `${ORIGIN}/config/services.json`,
  serviceMap,
});
const get = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  mode: 'cors',
  destination: '',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  ranged: false,
  ...more,
});
const navigate = (path: string, destination = 'document') => get(path, { mode: 'navigate', destination });

describe('which requests the worker answers, and how', () => {
  it("navigations to the storefront's pages: network first with the shell offline", () => {
    for (const path of ['/', '/catalog/zhenshchinam', '/catalog/21731834/detail.aspx?size=42', '/lk/basket', '/search?search=платье'])
      expect(planFor(navigate(path), table()), path).toEqual({ kind: 'navigation' });
  });

  it("other pages of the origin are not the storefront's: the gallery, the examples, the demo admin, the worker itself", () => {
    for (const path of ['/gallery', '/examples/plain.html', '/demo/accounts', '/sw.js', '/manifest.webmanifest'])
      expect(planFor(navigate(path), table()), path).toBeNull();
    // A frame (an HTML5 banner creative) is not a page of the storefront either.
    expect(planFor(navigate('/static/creatives/html5.html?banner=1', 'iframe'), table())).toBeNull();
    expect(planFor(navigate('https://partner.test/'), table())).toBeNull();
  });

  it("the build's files come from the precache; an address with a query is not the build's file", () => {
    expect(planFor(get('/dist/vitrina.js', { destination: 'script' }), table())).toEqual({ kind: 'precache' });
    expect(planFor(get('/dist/locales/kk/header.json'), table())).toEqual({ kind: 'precache' });
    expect(planFor(get('/dist/vitrina.js?v=2'), table())).toBeNull();
    expect(planFor(get('/dist/chunks/other-build.js'), table())).toBeNull();
  });

  it('route data (routing-wallet §7 POST /webapi/spa/data/{name}) is network first, keyed apart from its POST', () => {
    expect(planFor(get('/webapi/spa/data/SpaCatalogData?url=%2Fcatalog', { method: 'POST' }), table())).toEqual({
      kind: 'network-first',
      cache: RUNTIME_CACHES.routeData,
      key: 'route-data',
    });
  });

  it('cards and listings (catalog, search, recommendations) are network first in the cards cache', () => {
    for (const path of [
      '/svc/catalog/cards/detail?nm=1',
      '/svc/catalog/cards/list?nm=1;2',
      '/svc/catalog/catalog/zhenshchinam/products?page=1',
      '/svc/search/search?query=x',
      '/svc/recom/recommendation/catalog?type=visuallysimilar',
    ])
      expect(planFor(get(path), table()), path).toEqual({ kind: 'network-first', cache: RUNTIME_CACHES.cards, key: 'url' });
  });

  it("the card's data files on the CDN (card.json, price history) are product data, network first", () => {
    for (const path of ['/cdn/part110313/110313297/info/price-history.json', '/cdn/part110313/110313297/info/ru/card.json'])
      expect(planFor(get(path), table()), path).toEqual({ kind: 'network-first', cache: RUNTIME_CACHES.cards, key: 'url' });
  });

  it('pictures of the CDN are cache first', () => {
    expect(planFor(get('/cdn/part21731/21731834/images/c516x688/1.webp', { destination: 'image' }), table())).toEqual({
      kind: 'cache-first',
      cache: RUNTIME_CACHES.images,
    });
    expect(planFor(get('/cdn/banners/700021.webp', { destination: 'image' }), table())).toEqual({ kind: 'cache-first', cache: RUNTIME_CACHES.images });
  });

  it("the shell's data: the service map, settings, menus, banners, templates and meta tags", () => {
    for (const path of [
      '/config/services.json',
      '/svc/banners?urltype=1',
      '/svc/menu/v11?locale=ru',
      '/webapi/htmltemplate/preview_SpaHomeEntrypoint',
      '/webapi/metatags?targetUrl=%2F',
    ])
      expect(planFor(get(path), table()), path).toEqual({ kind: 'network-first', cache: RUNTIME_CACHES.appData, key: 'url' });
  });

  it('shell §4: the settings and their hash wait for the network however slow (a stale copy would hide a raised siteMinVersion)', () => {
    for (const path of ['/static/settings-front.json.hash', '/static/settings-front.json', '/webapi/settings/global/hash', '/webapi/settings/global/get'])
      expect(planFor(get(path), table()), path).toEqual({ kind: 'network-first', cache: RUNTIME_CACHES.appData, key: 'url', patient: true });
  });

  it('never touches writes and personal calls: sync, sign-in, the bell, logging, suggestions, other POSTs', () => {
    for (const facts of [
      get('/svc/cart/sync?ts=0', { method: 'POST' }),
      get('/svc/favs/sync?ts=0', { method: 'POST' }),
      get('/svc/auth/v2/auth/slide-v3', { method: 'POST' }),
      get('/webapi/logging/jserror', { method: 'POST' }),
      get('/svc/bell/shard-proxy/api/v3/notice/unread?app_type=web'),
      get('/svc/suggest/hint?query=x'),
      get('/webapi/balance'),
      get('/svc/cart/sync', { method: 'PUT' }),
    ])
      expect(planFor(facts, table()), `${facts.method} ${facts.url}`).toBeNull();
  });

  it('leaves video and Range requests alone (a partial answer is never cached)', () => {
    expect(planFor(get('/cdn/part1/1/mp4/360/1.mp4', { destination: 'video' }), table())).toBeNull();
    expect(planFor(get('/cdn/banners/700021.webp', { ranged: true }), table())).toBeNull();
  });

  it('before the service map is read, a request that may be a service waits for it; the precache and pages do not', () => {
    expect(planFor(get('/svc/catalog/cards/list?nm=1'), table(null))).toBe('needs-map');
    expect(planFor(get('/webapi/spa/data/SpaHomeData', { method: 'POST' }), table(null))).toBe('needs-map');
    expect(planFor(get('/dist/vitrina.js'), table(null))).toEqual({ kind: 'precache' });
    expect(planFor(navigate('/'), table(null))).toEqual({ kind: 'navigation' });
  });
});
