/**
 * The storefront's main pages as a shopper reaches them, for the layout check (layout.e2e.ts) and
 * the screenshot baselines (tests/visual): each page's address, the state it starts from (signed
 * in, a basket of 3 lines, favourites), and when it has settled (every element defined, nothing
 * busy, the pictures in view loaded, fonts ready, the page's own requests done).
 */
import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contracts/consent';
import { buyableSizes, demoToken, signInBeforeLoad, type DemoSize } from './shop-page';
import { onHost } from './country';

/** The widths every page is checked at (DESIGN.md "How it looks": 320 to 1920 px). */
export const LAYOUT_WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
/** A screen height per width: a phone, a tablet, a laptop, a desktop. */
export function viewportOf(width: number): { width: number; height: number } {
  if (width < 600) return { width, height: width <= 320 ? 640 : 844 };
  if (width < 1024) return { width, height: 1024 };
  return { width, height: width >= 1920 ? 1080 : 768 };
}

/**
 * The account the signed-in pages use: no other e2e test changes its basket or favourites, so its
 * basket holds the 3 lines put there below, and nothing else, whatever runs beside.
 */
export const LAYOUT_ACCOUNT = 'club';
/** A category of the demo menu with goods and sub-categories. */
export const LISTING_PATH = '/catalog/zhenshchinam/odezhda';

/** Goods of the demo catalog used by the pages (priced, in stock, not adult), by their place in the catalog. */
export function pageGoods(): { product: DemoSize; basket: DemoSize[]; favorites: DemoSize[] } {
  // Goods of different names, so the basket and favourites look like a shopper's (not one product in three colours).
  const seen = new Set<string>();
  const sizes = buyableSizes().filter((size) => !seen.has(size.name) && seen.add(size.name));
  return { product: sizes[2]!, basket: sizes.slice(3, 6), favorites: sizes.slice(6, 10) };
}

export interface StorefrontPage {
  name: string;
  path: () => string;
  signedIn: boolean;
  /** After the page loaded: what a shopper does to reach the view (open the popup). */
  open?: (page: Page) => Promise<void>;
}

export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { name: 'home', path: () => '/', signedIn: false },
  { name: 'listing', path: () => LISTING_PATH, signedIn: false },
  { name: 'search', path: () => `/catalog/0/search.aspx?search=${encodeURIComponent(pageGoods().product.name)}`, signedIn: false },
  { name: 'product', path: () => `/catalog/${pageGoods().product.nmId}/detail.aspx`, signedIn: false },
  {
    name: 'product-popup',
    path: () => '/',
    signedIn: false,
    // storefront-shell.md §2: a click on a card opens it on desktop; <vt-product-popup nm-id> opens it at any width (an integrator's page).
    open: async (page) => {
      await page.evaluate((nmId) => {
        const popup = document.querySelector('vt-product-popup') ?? document.body.appendChild(document.createElement('vt-product-popup'));
        popup.setAttribute('nm-id', String(nmId));
      }, pageGoods().product.nmId);
      await page.locator('vt-product-popup dialog[open]').waitFor();
    },
  },
  { name: 'basket', path: () => '/lk/basket', signedIn: true },
  {
    name: 'checkout',
    path: () => `/lk/basket/buy-it-now?chrtId=${pageGoods().product.chrtId}`,
    signedIn: true,
  },
  { name: 'favorites', path: () => '/lk/favorites', signedIn: true },
  { name: 'services', path: () => '/services/kak-sdelat-zakaz', signedIn: false },
  { name: 'account', path: () => '/lk', signedIn: true },
  { name: 'wallet', path: () => '/lk/mywallet/purchases', signedIn: true },
  {
    // The consent screen a partner app's shopper meets (storefront-routing-wallet.md §5: shell hidden).
    name: 'oauth',
    path: () =>
      `/security/oauth?${new URLSearchParams({
        client_id: 'storefront-pages',
        scope: 'openid profile phone',
        redirect_uri: 'http://partner.localhost/oauth/callback',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        state: 'layout',
      }).toString()}`,
    signedIn: true,
  },
];

const syncHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'Wb-AppType': 'site' });

/**
 * The account's server state the pages show: exactly the 3 basket lines and the favourites (a
 * line or favourite left from an earlier run is deleted). Idempotent, so parallel tests agree.
 */
export async function seedAccount(request: APIRequestContext, baseUrl: string): Promise<string> {
  const token = await demoToken(request, baseUrl, LAYOUT_ACCOUNT);
  const { basket, favorites } = pageGoods();
  const now = Math.floor(Date.now() / 1000);
  const held = async (kind: 'cart' | 'favs') =>
    ((await (await request.get(`${baseUrl}/demo/sync/${kind}/${LAYOUT_ACCOUNT}`)).json()) as { chrt_id: number; cod_1s: number }[]).filter(
      (item) => !(kind === 'cart' ? basket : favorites).some((size) => size.chrtId === item.chrt_id),
    );
  const cart = await request.post(`${baseUrl}/svc/cart/sync?ts=0&device_id=layout-seed`, {
    headers: syncHeaders(token),
    data: [
      ...basket.map((size, i) => ({
        chrt_id: size.chrtId,
        cod_1s: size.nmId,
        quantity: 1,
        client_ts: now - 100 + i,
        op_type: 1,
        target_url: '',
        meta_json: '',
      })),
      ...(await held('cart')).map((item) => ({ chrt_id: item.chrt_id, cod_1s: item.cod_1s, quantity: 1, client_ts: now, op_type: 3 })),
    ],
  });
  if (!cart.ok()) throw new Error(`seeding the basket failed: ${cart.status()} ${await cart.text()}`);
  const favs = await request.post(`${baseUrl}/svc/favs/sync?ts=0&device_id=layout-seed`, {
    headers: syncHeaders(token),
    data: [
      ...favorites.map((size, i) => ({
        chrt_id: size.chrtId,
        cod_1s: size.nmId,
        client_ts: now - 100 + i,
        op_type: 1,
        type: 2,
        target_url: '',
        meta_json: '',
      })),
      ...(await held('favs')).map((item) => ({ chrt_id: item.chrt_id, cod_1s: item.cod_1s, client_ts: now, op_type: 3, type: 2 })),
    ],
  });
  if (!favs.ok()) throw new Error(`seeding the favourites failed: ${favs.status()} ${await favs.text()}`);
  return token;
}

/**
 * The shop as shoppers of four countries see it (storefront-shell.md §1 languages, routing-wallet
 * §9 currencies): Russian with roubles, Kazakh with tenge (longer words, bigger numbers), Uzbek
 * with sums on uz.localhost (the biggest numbers) and Georgian with lari on ge.localhost (long
 * words in another script). The choice is the one <vt-locale-switcher> stores
 * (core/config/preferences.ts).
 */
export interface ShopSetting {
  name: string;
  language: 'ru' | 'kk' | 'uz' | 'ka';
  currency: 'RUB' | 'KZT' | 'UZS' | 'GEL';
  /** The browser's own locale (Accept-Language, Intl defaults). */
  browserLocale: string;
  /** The country host the shopper opens (country.ts); the plain demo address (ru) when absent. */
  country?: string;
  /**
   * The widths the layout check runs at (all LAYOUT_WIDTHS when absent). Uzbek and Georgian add
   * long numbers and long words: the phone widths where they break a row, and one desktop width,
   * keep the suite's time in bounds.
   */
  layoutWidths?: readonly (typeof LAYOUT_WIDTHS)[number][];
}
export const SHOP_SETTINGS: readonly ShopSetting[] = [
  { name: 'ru', language: 'ru', currency: 'RUB', browserLocale: 'ru-RU' },
  { name: 'kk', language: 'kk', currency: 'KZT', browserLocale: 'kk-KZ' },
  { name: 'uz', language: 'uz', currency: 'UZS', browserLocale: 'uz-UZ', country: 'uz', layoutWidths: [320, 390, 1366] },
  { name: 'ka', language: 'ka', currency: 'GEL', browserLocale: 'ka-GE', country: 'ge', layoutWidths: [320, 390, 1366] },
];

/** The address a setting's shopper opens the shop on: its country's host, or the plain demo address. */
export function shopUrl(baseUrl: string, setting: ShopSetting): string {
  return setting.country ? onHost(baseUrl, `${setting.country}.localhost`) : baseUrl;
}

/** Cookie consent given (storefront-shell.md §4): the notice would otherwise cover the bottom of every first screen. */
export async function acceptCookies(context: BrowserContext, baseUrl: string): Promise<void> {
  const { hostname } = new URL(baseUrl);
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', domain: hostname, path: '/' }]);
}

/**
 * Prepares the context for a page: signed in (with the seeded state) or a guest, on the setting's
 * country host. The account is seeded through the plain demo address: the test's own HTTP client
 * does not resolve *.localhost (Chromium does).
 */
export async function prepare(
  context: BrowserContext,
  request: APIRequestContext,
  baseUrl: string,
  target: StorefrontPage,
  setting: ShopSetting = SHOP_SETTINGS[0]!,
): Promise<void> {
  await acceptCookies(context, shopUrl(baseUrl, setting));
  await context.addInitScript(({ language, currency }) => {
    localStorage.setItem('vitrina:language', language);
    localStorage.setItem('vitrina:currency', currency);
  }, setting);
  if (target.signedIn) await signInBeforeLoad(context, await seedAccount(request, baseUrl));
}

/**
 * Resolves once none of the page's own requests (its origin) has been in flight for `quietMs`:
 * a condition on the page's traffic, measured from the last one that ended.
 */
function networkQuiet(page: Page, origin: string, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const check = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    const own = (request: Request) => request.url().startsWith(origin);
    const started = (request: Request) => {
      if (!own(request)) return;
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      if (inFlight.delete(request)) check();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    check();
  });
}

/**
 * What the page still waits for in view, or '' once it has settled: fonts loaded, every vt-*
 * element on screen defined and not busy, no skeleton on screen, every picture on screen loaded
 * (`complete` with a natural width). What is below the fold loads as the shopper scrolls, so it
 * does not count. Runs in the browser (self-contained).
 */
export function unsettledReason(): string {
  if (document.fonts.status !== 'loaded') return 'fonts';
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  const name = (element: Element) =>
    `${element.localName}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''}`;
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i += 1) {
    for (const element of roots[i]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
      if (element.localName.startsWith('vt-') && !customElements.get(element.localName) && inView(element)) return `${element.localName} not defined`;
      // Defined but not mounted yet (its mount waits its turn): its light-DOM first paint still shows.
      if (element.localName.startsWith('vt-') && element.matches(':state(until-mount)') && inView(element)) return `${element.localName} not mounted`;
      if (element.getAttribute('aria-busy') === 'true' && inView(element)) return `${name(element)} busy`;
      if (element.getAttribute('part') === 'skeleton' && inView(element)) return `${name(element)} skeleton`;
      if (element.localName === 'img' && inView(element)) {
        const img = element as HTMLImageElement;
        if (!(img.complete && img.naturalWidth > 0)) return `picture ${img.currentSrc || img.src} not loaded`;
      }
    }
  }
  return '';
}

/** Opens a page as a shopper would and waits until it has settled (never for a fixed time). */
export async function openSettled(page: Page, baseUrl: string, target: StorefrontPage): Promise<void> {
  const quiet = networkQuiet(page, baseUrl);
  await page.goto(`${baseUrl}${target.path()}`);
  await quiet;
  if (target.open) {
    const again = networkQuiet(page, baseUrl);
    await target.open(page);
    await again;
  }
  const settled = () => expect.poll(() => page.evaluate(unsettledReason), { timeout: 45_000, intervals: [100, 250, 500] }).toBe('');
  await settled();
  // Pictures that came into view as the page settled may have asked for more.
  await networkQuiet(page, baseUrl);
  await settled();
}
