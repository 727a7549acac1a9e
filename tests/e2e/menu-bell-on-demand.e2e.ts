import { test, expect } from './fixtures';
import type { Page, Route } from '@playwright/test';
import { demoToken, serveShop, signInBeforeLoad, SHOP_PATH } from './shop-page';

/**
 * Issue 10 (DESIGN.md "Budgets"): the catalog menu's panel and the bell's list are closed at first
 * paint, so their code comes on demand. Nothing the shopper does before it arrives is lost, and a
 * chunk that cannot be downloaded leaves no dead control (storefront-shell.md §8 connection lost).
 */

const MENU_PANEL = /\/dist\/chunks\/menu-panel-[\w-]+\.js$/;
const NOTICES_PANEL = /\/dist\/chunks\/notices-panel-[\w-]+\.js$/;
const CONNECTION_LOST = 'Интернет-соединение потеряно';

/** Holds the chunk's download until release() (the first request only). */
async function holdChunk(page: Page, chunk: RegExp): Promise<{ asked: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(chunk, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: wasAsked, release };
}

function chunkRequests(page: Page, chunk: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function openShop(page: Page, baseUrl: string, body: string): Promise<void> {
  await serveShop(page, baseUrl, body);
  await page.goto(`${baseUrl}${SHOP_PATH}`);
}

const toggleMenu = (page: Page, open: boolean) =>
  page.evaluate((value) => document.dispatchEvent(new CustomEvent('vt-menu-toggle', { detail: { open: value } })), open);

test.describe("the menu's panel and the bell's list load on demand (issue 10)", () => {
  test('the menu: no panel code before the first open; an open made while it downloads opens it when it arrives, focus inside', async ({ page, baseUrl }) => {
    const requests = chunkRequests(page, MENU_PANEL);
    const held = await holdChunk(page, MENU_PANEL);
    await openShop(page, baseUrl, '<vt-catalog-menu></vt-catalog-menu>');
    await page.waitForFunction(() => customElements.get('vt-catalog-menu') !== undefined);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await toggleMenu(page, true);
    await held.asked;
    const dialog = page.getByRole('dialog', { name: 'Каталог' });
    await expect(dialog).toHaveCount(0);
    held.release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: 'Каталог' }).getByRole('link', { name: 'Подарочные сертификаты' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('vt-catalog-menu')!.shadowRoot!.activeElement?.closest('dialog')?.open ?? false)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  test('the menu: a panel chunk that fails shows the connection-lost modal and closes the menu; the next open asks again', async ({ page, baseUrl }) => {
    await page.route(MENU_PANEL, (route) => route.abort('internetdisconnected'));
    await openShop(page, baseUrl, '<vt-catalog-menu></vt-catalog-menu>');
    await page.waitForFunction(() => customElements.get('vt-catalog-menu') !== undefined);
    const changes = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          document.addEventListener('vt-menu-change', (event) => resolve((event as CustomEvent<{ open: boolean }>).detail.open), { once: true }),
        ),
    );
    await toggleMenu(page, true);
    const lost = page.getByRole('dialog', { name: CONNECTION_LOST });
    await expect(lost).toBeVisible();
    expect(await changes).toBe(false);
    const close = lost.getByRole('button', { name: 'Закрыть' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(lost).toHaveCount(0);

    await page.unroute(MENU_PANEL);
    await toggleMenu(page, true);
    await expect(page.getByRole('dialog', { name: 'Каталог' })).toBeVisible();
  });

  test('the bell: a guest loads none of the list, even on a press; signing in (in another tab) loads it and the count shows', async ({ page, baseUrl }) => {
    const requests = chunkRequests(page, NOTICES_PANEL);
    await openShop(page, baseUrl, '<vt-notifications></vt-notifications>');
    const bell = page.getByRole('button', { name: 'Уведомления', exact: true });
    await expect(bell).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => addEventListener('vitrina:auth-required', (event) => event.preventDefault()));
    await bell.click();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(bell).not.toHaveAttribute('aria-expanded');

    const token = await demoToken(page.request, baseUrl, 'club');
    await page.evaluate((jwt) => {
      localStorage.setItem('vitrina:token', jwt);
      new BroadcastChannel('vitrina').postMessage({ topic: 'auth:token', payload: jwt });
    }, token);
    await expect(page.getByRole('button', { name: /^Уведомления, \d+ непрочитанн(ое|ых|ого)$/ })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('the bell, signed in: a press made while the list downloads opens it when it arrives', async ({ page, baseUrl }) => {
    await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'club'));
    const held = await holdChunk(page, NOTICES_PANEL);
    await openShop(page, baseUrl, '<vt-notifications></vt-notifications>');
    await held.asked; // after the bell's first paint, without a press
    const bell = page.getByRole('button', { name: 'Уведомления', exact: true });
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Уведомления' });
    await expect(panel.getByRole('status')).toHaveText('Загружаем уведомления…');
    expect(await bell.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    held.release();
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Уведомления, \d+ непрочитанн(ое|ых|ого)$/ })).toBeVisible();
  });

  test('the bell, signed in: a list chunk that fails shows the network-error mark and, on a press, the connection-lost line; the press asks again', async ({
    page,
    baseUrl,
  }) => {
    await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'club'));
    const requests = chunkRequests(page, NOTICES_PANEL);
    await page.route(NOTICES_PANEL, (route) => route.abort('internetdisconnected'));
    await openShop(page, baseUrl, '<vt-notifications></vt-notifications>');
    await expect(page.locator('vt-notifications').locator('[part="network-error"]')).toBeAttached();
    // routing-wallet §8: a chunk that fails is asked once more before the failure shows.
    expect(requests).toHaveLength(2);
    const bell = page.getByRole('button', { name: 'Уведомления', exact: true });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Уведомления' });
    await expect(panel.getByRole('alert')).toHaveText(CONNECTION_LOST);
    expect(await bell.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    await expect.poll(() => requests.length).toBe(4);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    await page.unroute(NOTICES_PANEL);
    await bell.click();
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Уведомления, \d+ непрочитанн(ое|ых|ого)$/ })).toBeVisible();
  });
});
