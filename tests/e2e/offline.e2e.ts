import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { findAccount } from '../../demo/data/users';
import { RUNTIME_CACHES } from '../../sw/constants';
import { cachedPaths, cacheNames, controlledByWorker, expect, laterBuild, runningVersion, test } from './offline-demo';
import { demoToken, pageItems, serverItems, signInBeforeLoad, type ServerCartLine, type ServerFavorite } from './shop-page';

/**
 * Offline and installable (sw/, host/service-worker/, host/offline/): the storefront's service
 * worker in real Chromium with Playwright's offline mode, as a shopper. Every test waits for
 * conditions (the worker controlling the page, a cache entry present), never for time.
 */

// The suite blocks service workers by default (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

const KIT_VERSION = '12.2.0';
const LATER_VERSION = '12.3.0';

interface DemoProduct {
  nmId: number;
  chrtId: number;
  name: string;
}

/** Priced, pictured, not adult products with exactly one size in stock (no size to choose before "В корзину"). */
function oneSizeProducts(): DemoProduct[] {
  return generateDemoData().products.flatMap((p) => {
    const inStock = p.sizes.filter((s) => s.stocks.reduce((n, st) => n + st.qty, 0) > 5);
    return p.hasPrice && !p.adult && p.pics > 0 && p.sizes.length === 1 && inStock.length === 1
      ? [{ nmId: p.nmId, chrtId: inStock[0]!.chrtId, name: p.name.ru }]
      : [];
  });
}

async function firstCategory(page: Page, baseUrl: string): Promise<{ url: string; name: string }> {
  const answer = await page.request.get(`${baseUrl}/svc/menu/v11/menu?locale=ru&lang=ru`);
  const nodes = ((await answer.json()) as { data: { nodes: { name: string; url: string; shardKey: string }[] } }).data.nodes;
  const node = nodes.find((n) => n.url.startsWith('/catalog/') && n.shardKey)!;
  return { url: node.url, name: node.name };
}

const productPath = (product: DemoProduct) => `/catalog/${product.nmId}/detail.aspx`;
const card = (page: Page) => page.locator('vt-product-card:not([variant])');
const offlineMark = (page: Page) => page.locator('vt-header [part="offline-mark"]');
const updatePrompt = (page: Page) => page.locator('[data-update-prompt]');
const homePage = (page: Page) => page.locator('section[data-route="SpaHomeEntrypoint"]');
const tiles = (page: Page) => page.locator('vt-product-grid').locator('li.tile');

test.describe('offline: the storefront keeps working when the network does not', () => {
  test('visited pages work offline; cart and favourite changes made offline reach the server once, within the sync window', async ({ page, offlineDemo }) => {
    test.setTimeout(240_000);
    const { url, demo } = offlineDemo;
    const account = 'regular';
    const userId = findAccount(account)!.userId;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInBeforeLoad(page, await demoToken(page.request, url, account));
    const [first, second] = oneSizeProducts();
    const category = await firstCategory(page, url);
    const applied = () => ({ cart: demo.deps.sync.applies('cart', userId), favs: demo.deps.sync.applies('favs', userId) });

    // 1. Online: home, a listing and two products.
    await page.goto(`${url}/`);
    await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
    await controlledByWorker(page);
    await page.goto(`${url}${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible({ timeout: 15_000 });
    await expect(tiles(page).first()).toBeVisible();
    for (const product of [first!, second!]) {
      await page.goto(`${url}${productPath(product)}`);
      await expect(card(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 15_000 });
      await expect(card(page).getByRole('button', { name: 'В корзину' })).toBeVisible();
    }
    // What those pages read is in the worker's caches (stored after each answer).
    await expect
      .poll(() => cachedPaths(page, RUNTIME_CACHES.routeData.name))
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('/webapi/spa/data/SpaHomeData'),
          expect.stringContaining('/webapi/spa/data/SpaCatalogData'),
          expect.stringContaining(`SpaProductCardData?cod1S=${first!.nmId}`),
          expect.stringContaining(`SpaProductCardData?cod1S=${second!.nmId}`),
        ]),
      );
    const serverBefore = {
      cart: await serverItems<ServerCartLine>(page.request, url, 'cart', account),
      favs: await serverItems<ServerFavorite>(page.request, url, 'favs', account),
    };
    const appliedBefore = applied();

    // 2. Offline: the same pages again, marked offline; one product to the cart, the other to favourites.
    await page.context().setOffline(true);
    await page.goto(`${url}/`);
    await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
    await expect(offlineMark(page)).toContainText('Офлайн');
    await page.goto(`${url}${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible({ timeout: 15_000 });
    await expect(tiles(page).first()).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    await page.goto(`${url}${productPath(first!)}`);
    await expect(card(page).getByRole('heading', { level: 1, name: first!.name })).toBeVisible({ timeout: 15_000 });
    await card(page).getByRole('button', { name: 'В корзину' }).click();
    await expect(card(page).getByRole('button', { name: '1 товар в корзине' })).toBeVisible();
    await page.goto(`${url}${productPath(second!)}`);
    await expect(card(page).getByRole('heading', { level: 1, name: second!.name })).toBeVisible({ timeout: 15_000 });
    const favourite = card(page).getByRole('button', { name: 'В избранное' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    // 3. A reload while offline: everything is still there.
    await page.reload();
    await expect(card(page).getByRole('heading', { level: 1, name: second!.name })).toBeVisible({ timeout: 15_000 });
    await expect(card(page).getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /Корзина\s*,\s*1 товар$/ }).first()).toBeVisible();
    await expect(offlineMark(page)).toBeVisible();
    expect(await pageItems(page, 'cart')).toMatchObject({ [first!.chrtId]: { quantity: 1, cod1S: first!.nmId } });
    expect(Object.keys(await pageItems(page, 'favorites'))).toContain(String(second!.chrtId));
    // Nothing reached the server yet: the changes wait in the device's queue.
    expect(await serverItems<ServerCartLine>(page.request, url, 'cart', account)).toEqual(serverBefore.cart);
    expect(applied()).toEqual(appliedBefore);

    // 4. Online: the server's cart and favourites equal the screen, each operation applied once.
    const online = Date.now();
    await page.context().setOffline(false);
    await expect(offlineMark(page)).toHaveCount(0);
    await expect
      .poll(async () => (await serverItems<ServerCartLine>(page.request, url, 'cart', account)).map((line) => [line.chrt_id, line.quantity]), {
        timeout: 30_000,
      })
      .toContainEqual([first!.chrtId, 1]);
    await expect
      .poll(async () => (await serverItems<ServerFavorite>(page.request, url, 'favs', account)).map((f) => f.chrt_id), { timeout: 30_000 })
      .toContain(second!.chrtId);
    const synced = Date.now() - online;
    const screenCart = await pageItems(page, 'cart');
    const screenFavs = await pageItems(page, 'favorites');
    const serverCart = await serverItems<ServerCartLine>(page.request, url, 'cart', account);
    const serverFavs = await serverItems<ServerFavorite>(page.request, url, 'favs', account);
    expect(Object.fromEntries(serverCart.map((line) => [line.chrt_id, { quantity: line.quantity, cod1S: line.cod_1s }]))).toEqual(screenCart);
    expect(serverFavs.map((f) => String(f.chrt_id)).sort()).toEqual(Object.keys(screenFavs).sort());
    const after = applied();
    expect(after.cart.applied - appliedBefore.cart.applied).toBe(1);
    expect(after.favs.applied - appliedBefore.favs.applied).toBe(1);
    expect(after.cart.appliedTwice).toBe(0);
    expect(after.favs.appliedTwice).toBe(0);
    test.info().annotations.push({ type: 'offline', description: `changes made offline reached the server ${synced} ms after the network came back` });
  });

  test('a page the shopper never opened says it was not saved, with a retry that works once online', async ({ page, offlineDemo }) => {
    test.setTimeout(120_000);
    const { url } = offlineDemo;
    const [, , unseen] = oneSizeProducts();
    await page.goto(`${url}/`);
    await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
    await controlledByWorker(page);
    await page.context().setOffline(true);
    await page.goto(`${url}${productPath(unseen!)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Нет подключения к интернету' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Эта страница не сохранена для работы без сети.')).toBeVisible();
    await page.context().setOffline(false);
    // Back online, the page runs its route again by itself (the retry button does the same).
    await expect(card(page).getByRole('heading', { level: 1, name: unseen!.name })).toBeVisible({ timeout: 30_000 });
  });

  test('offline, the checkout says it needs the network while the cart still works; the wallet too', async ({ page, offlineDemo }) => {
    test.setTimeout(120_000);
    const { url } = offlineDemo;
    await signInBeforeLoad(page, await demoToken(page.request, url, 'club'));
    await page.goto(`${url}/lk/basket`);
    await expect(page.locator('vt-checkout')).toBeVisible({ timeout: 15_000 });
    await controlledByWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    const notice = page.locator('.network-notice');
    await expect(notice).toContainText('Оформить заказ можно только онлайн', { timeout: 30_000 });
    await expect(notice.getByRole('button', { name: 'Повторить' })).toBeVisible();
    // The cart's lines stay (slotted in the checkout); what places the order waits for the network.
    await expect(page.locator('vt-checkout [part="summary"]')).toBeHidden();
    await expect(page.locator('vt-checkout [part="delivery"]')).toBeHidden();
    await expect(page.locator('vt-cart')).toBeVisible();
    await page.goto(`${url}/lk/mywallet`);
    await expect(page.getByText('Кошелёк работает только онлайн')).toBeVisible({ timeout: 30_000 });
    await page.context().setOffline(false);
    await page.goto(`${url}/lk/basket`);
    await expect(page.locator('vt-checkout [part="summary"]')).toBeVisible({ timeout: 15_000 });
    await expect(notice).toBeHidden();
  });

  test('desktop popup offline: a product seen before opens from the cache; another gives "Internet connection is lost" (shell §8) and resets', async ({
    page,
    offlineDemo,
  }) => {
    test.setTimeout(120_000);
    const { url } = offlineDemo;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url}/`);
    await controlledByWorker(page);
    const shelfLinks = page.locator('vt-product-card[variant="shelf"] a.shelf');
    await shelfLinks.nth(1).scrollIntoViewIfNeeded();
    await expect(shelfLinks.nth(1)).toBeVisible({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Карточка товара' });
    // Seen online once: its card is stored.
    await shelfLinks.first().click();
    await expect(dialog.locator('vt-product-card h2')).toBeVisible({ timeout: 15_000 });
    const seen = await dialog.locator('vt-product-card h2').textContent();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await cachedPaths(page, RUNTIME_CACHES.cards.name)).some((path) => path.includes('/cards/detail'))).toBe(true);

    await page.context().setOffline(true);
    await shelfLinks.first().click();
    await expect(dialog.locator('vt-product-card h2')).toHaveText(seen!, { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await shelfLinks.nth(1).click();
    const lost = page.locator('vt-product-popup [part="offline"]');
    await expect(lost.getByRole('alert')).toHaveText('Интернет-соединение потеряно', { timeout: 15_000 });
    await lost.getByRole('button', { name: 'Понятно' }).click();
    await expect(lost).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${url}/`);
  });
});

test.describe('updates: a new build is offered with "Обновить" and applies on the next navigation', () => {
  test('a new build while a page is open: the prompt shows, a reload keeps the running version, the next navigation runs the new one', async ({
    page,
    offlineDemo,
  }) => {
    test.setTimeout(180_000);
    const { url } = offlineDemo;
    const later = laterBuild(LATER_VERSION);
    try {
      // A phone: a product card's link opens its page (on a desktop it opens the popup, no navigation).
      await page.setViewportSize({ width: 390, height: 844 });
      const [product] = oneSizeProducts();
      await page.goto(`${url}${productPath(product!)}`);
      await expect(card(page).getByRole('heading', { level: 1, name: product!.name })).toBeVisible({ timeout: 15_000 });
      await controlledByWorker(page);
      expect(await runningVersion(page)).toBe(KIT_VERSION);
      await expect(updatePrompt(page).getByRole('button')).toHaveCount(0);

      offlineDemo.serve(later);
      // The shopper goes on browsing in the page: the navigation asks for the worker, the new one installs beside the old.
      await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
      await page.locator('vt-header').getByRole('link', { name: 'Витрина' }).first().click();
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
      await expect(updatePrompt(page)).toContainText('Доступна новая версия витрины', { timeout: 60_000 });
      await expect(updatePrompt(page).getByRole('button', { name: 'Обновить' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(await runningVersion(page)).toBe(KIT_VERSION);

      // A reload does not take the update (the running version still controls the page): the offer stays.
      await page.reload();
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
      expect(await runningVersion(page)).toBe(KIT_VERSION);
      await expect(updatePrompt(page).getByRole('button', { name: 'Обновить' })).toBeVisible({ timeout: 30_000 });

      // The next in-app navigation loads its page with the new version.
      const shelfCard = page.locator('vt-product-card[variant="shelf"] a.shelf').first();
      await shelfCard.scrollIntoViewIfNeeded();
      const href = await shelfCard.getAttribute('href');
      await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
      await shelfCard.click();
      await expect(page).toHaveURL(`${url}${href}`, { timeout: 30_000 });
      await expect.poll(() => runningVersion(page), { timeout: 30_000 }).toBe(LATER_VERSION);
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBeUndefined();
      await expect(card(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(updatePrompt(page).getByRole('button')).toHaveCount(0);
      // The old build's precache is gone, the new one's is the only one.
      expect((await cacheNames(page)).filter((name) => name.startsWith('vt-precache-'))).toEqual([
        expect.stringMatching(new RegExp(`^vt-precache-${LATER_VERSION}-`)),
      ]);
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });

  test('never mid-checkout: in the basket the update is not offered and a navigation stays in the page; outside it, "Обновить" applies it at once', async ({
    page,
    offlineDemo,
  }) => {
    test.setTimeout(180_000);
    const { url } = offlineDemo;
    const later = laterBuild(LATER_VERSION);
    try {
      await page.goto(`${url}/`);
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
      await controlledByWorker(page);
      offlineDemo.serve(later);
      await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
      // Into the checkout (an in-app navigation): the update installs, but is not offered there.
      await page
        .locator('vt-header')
        .getByRole('link', { name: /^Корзина/ })
        .first()
        .click();
      await expect(page.locator('vt-checkout')).toBeVisible({ timeout: 15_000 });
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null, null, { timeout: 60_000 });
      await expect(updatePrompt(page).getByRole('button')).toHaveCount(0);
      // Leaving the checkout is an in-app navigation still: nothing reloads the basket under the shopper.
      await page.locator('vt-header').getByRole('link', { name: 'Витрина' }).first().click();
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(await runningVersion(page)).toBe(KIT_VERSION);
      // Outside the checkout the offer shows; "Обновить" loads the page with the new version.
      await updatePrompt(page).getByRole('button', { name: 'Обновить' }).click();
      await expect.poll(() => runningVersion(page), { timeout: 30_000 }).toBe(LATER_VERSION);
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });

  test('shell §4: a siteMinVersion above the running version forces the new version at the next load, without asking', async ({ page, offlineDemo }) => {
    test.setTimeout(180_000);
    const { url } = offlineDemo;
    const later = laterBuild(LATER_VERSION);
    try {
      await page.goto(`${url}/`);
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
      await controlledByWorker(page);
      offlineDemo.serve(later);
      await page.request.post(`${url}/demo/settings`, { data: { variables: { siteMinVersion: LATER_VERSION } } });
      await page.reload();
      await expect.poll(() => runningVersion(page), { timeout: 60_000 }).toBe(LATER_VERSION);
      await expect(homePage(page)).toBeVisible({ timeout: 15_000 });
    } finally {
      await page.request.post(`${url}/demo/settings`, { data: { reset: true } });
      rmSync(later, { recursive: true, force: true });
    }
  });
});

test.describe("the worker is the storefront's alone", () => {
  test('a partner page never gets a service worker, nor does a page of ours that only embeds the kit', async ({ page, offlineDemo }) => {
    test.setTimeout(120_000);
    const { url, partnerUrl } = offlineDemo;
    const workerScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') workerScripts.push(request.url());
    });
    await page.goto(partnerUrl);
    await expect(page.locator('vt-banner-carousel[data-state="ready"]')).toHaveCount(1, { timeout: 15_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // An integrator's page on our own origin embeds the loader only: no worker either.
    await page.goto(`${url}/examples/plain.html`);
    await expect(page.locator('vt-locale-switcher')).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(page.context().serviceWorkers()).toEqual([]);
    expect(workerScripts).toEqual([]);
  });
});

test.describe('bad input', () => {
  test('quota exceeded while caching evicts the oldest entries and never the queued writes', async ({ page, offlineDemo }) => {
    test.setTimeout(240_000);
    const { url, demo } = offlineDemo;
    const account = 'employee';
    const userId = findAccount(account)!.userId;
    const [product] = oneSizeProducts().slice(3);
    await signInBeforeLoad(page, await demoToken(page.request, url, account));
    const categories = (
      (await (await page.request.get(`${url}/svc/menu/v11/menu?locale=ru&lang=ru`)).json()) as { data: { nodes: { url: string; shardKey: string }[] } }
    ).data.nodes
      .filter((n) => n.url.startsWith('/catalog/') && n.shardKey)
      .map((n) => n.url)
      .slice(0, 4);
    expect(categories).toHaveLength(4);
    await page.goto(`${url}${productPath(product!)}`);
    await expect(card(page).getByRole('heading', { level: 1, name: product!.name })).toBeVisible({ timeout: 15_000 });
    await controlledByWorker(page);

    // A cart change the server cannot take yet: it waits in the device's queue (IndexedDB, localStorage).
    await page.request.post(`${url}/demo/faults`, { data: { faults: 'error=503', paths: ['/svc/cart/sync'] } });
    try {
      await card(page).getByRole('button', { name: 'В корзину' }).click();
      await expect(card(page).getByRole('button', { name: '1 товар в корзине' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);

      // The first listing is cached, then the origin's quota is set just above what is stored.
      await page.goto(`${url}${categories[0]}`);
      await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
      const firstListing = async () => (await cachedPaths(page, RUNTIME_CACHES.cards.name)).filter((path) => path.includes(categories[0]!.split('/')[2]!));
      await expect.poll(firstListing).toHaveLength(1);
      const { usage } = await page.evaluate(() => navigator.storage.estimate());
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: url, quotaSize: usage! + 250_000 });
      try {
        // Three more listings (one answer is about 170 KB): the cache passes the quota.
        for (const category of categories.slice(1)) {
          await page.goto(`${url}${category}`);
          await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
        }
        const last = categories[3]!.split('/')[2]!;
        await expect.poll(async () => (await cachedPaths(page, RUNTIME_CACHES.cards.name)).some((path) => path.includes(last))).toBe(true);
        // The oldest entries made room: the first listing's answer is gone, the newest is kept.
        expect(await firstListing()).toEqual([]);
        const { usage: now, quota } = await page.evaluate(() => navigator.storage.estimate());
        expect(now!).toBeLessThanOrEqual(quota!);
        // The precache (the kit itself) was not touched.
        const precache = (await cacheNames(page)).find((name) => name.startsWith('vt-precache-'))!;
        expect(await cachedPaths(page, precache)).toContain('/dist/vitrina.js');
      } finally {
        await cdp.send('Storage.overrideQuotaForOrigin', { origin: url });
      }
    } finally {
      await page.request.delete(`${url}/demo/faults`);
    }
    // The queued cart change was never evicted: a reload sends it, once.
    await page.reload();
    await expect
      .poll(async () => (await serverItems<ServerCartLine>(page.request, url, 'cart', account)).map((line) => [line.chrt_id, line.quantity]), {
        timeout: 30_000,
      })
      .toContainEqual([product!.chrtId, 1]);
    expect(demo.deps.sync.applies('cart', userId).appliedTwice).toBe(0);
  });

  test('a corrupt cache entry is dropped and fetched again: a damaged chunk and a damaged picture', async ({ page, offlineDemo }) => {
    test.setTimeout(120_000);
    const { url } = offlineDemo;
    const [, product] = oneSizeProducts().slice(4);
    await page.goto(`${url}${productPath(product!)}`);
    await expect(card(page).getByRole('heading', { level: 1, name: product!.name })).toBeVisible({ timeout: 15_000 });
    await controlledByWorker(page);
    const picture = await card(page).locator('img').first().getAttribute('src');
    const picturePath = new URL(picture!, url).pathname;
    await expect.poll(() => cachedPaths(page, RUNTIME_CACHES.images.name)).toContain(picturePath);
    const precache = (await cacheNames(page)).find((name) => name.startsWith('vt-precache-'))!;
    const chunk = (await cachedPaths(page, precache)).find((path) => /\/dist\/chunks\/product-card\.define-[\w-]+\.js$/.test(path))!;
    expect(chunk).toBeTruthy();

    // Damage both entries: the headers (and their digest) stay, the bodies are cut short.
    await page.evaluate(
      async ([cacheName, path]) => {
        const cache = await caches.open(cacheName);
        const stored = (await cache.match(path))!;
        const body = await stored.arrayBuffer();
        await cache.put(path, new Response(body.slice(0, Math.floor(body.byteLength / 2)), { status: 200, headers: stored.headers }));
      },
      [precache, chunk] as const,
    );
    await page.evaluate(
      async ([cacheName, path]) => {
        const cache = await caches.open(cacheName);
        const stored = (await cache.match(path))!;
        await cache.put(path, new Response(new Uint8Array([0, 1, 2]), { status: 200, headers: stored.headers }));
      },
      [RUNTIME_CACHES.images.name, picturePath] as const,
    );

    await page.reload();
    // The page works: the chunk came whole from the network, and its picture too.
    await expect(card(page).getByRole('heading', { level: 1, name: product!.name })).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(
        () =>
          card(page)
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { timeout: 15_000 },
      )
      .toBe(true);
    // What the worker answers for each is whole: asked with fetch(), which always reaches the worker
    // (the img and script of the reload may come from the renderer's memory cache without asking it).
    const serverBytes = async (path: string) => (await (await page.request.get(`${url}${path}`)).body()).byteLength;
    const answered = (path: string) => page.evaluate(async (address) => (await (await fetch(address)).arrayBuffer()).byteLength, path);
    expect(await answered(chunk)).toBe(await serverBytes(chunk));
    expect(await answered(picturePath)).toBe(await serverBytes(picturePath));
    // And both entries are whole again in their caches: the server's bytes.
    const whole = async (cacheName: string, path: string) => {
      const server = await serverBytes(path);
      const stored = await page.evaluate(
        async ([name, address]) => (await (await caches.open(name)).match(address))?.arrayBuffer().then((body) => body.byteLength),
        [cacheName, path] as const,
      );
      return stored === server;
    };
    await expect.poll(() => whole(precache, chunk)).toBe(true);
    await expect.poll(() => whole(RUNTIME_CACHES.images.name, picturePath)).toBe(true);
  });
});
