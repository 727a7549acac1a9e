import { test, expect } from './fixtures';
import type { Page, Route } from '@playwright/test';
import { serveShop, SHOP_PATH } from './shop-page';

/**
 * Issue 10 (DESIGN.md "Budgets"): the catalog menu's panel and the bell's list are closed at first
 * paint, so their code comes on demand. Nothing the shopper does before it arrives is lost, and a
 * chunk that cannot be downloaded leaves no dead control (storefront-shell.md §8 connection lost).
 */

const MENU_PANEL = /\/dist\/chunks\/menu-panel-[\w-]+\.js$/;
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

test.describe('the menu\'s panel and the bell\'s list load on demand (issue 10)', () => {
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
    const changes = page.evaluate(() => new Promise<boolean>((resolve) => document.addEventListener('vt-menu-change', (event) => resolve((event as CustomEvent<{ open: boolean }>).detail.open), { once: true })));
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
});
