import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { demoToken, serveShop, signInBeforeLoad, SHOP_PATH } from './shop-page';

/**
 * Issue 7 loose end: the catalog menu's audience comes from the session (storefront-shell.md §5
 * "Menu: club discounts item only for non-business mode with premium available; resale item dropped
 * if resale disabled", §6 roles) — as a club subscriber, a seller with resale, a business user, a guest.
 */

async function openMenu(page: Page, baseUrl: string, account?: string): Promise<ReturnType<Page['getByRole']>> {
  if (account) await signInBeforeLoad(page, await demoToken(page.request, baseUrl, account));
  await serveShop(page, baseUrl, '<vt-catalog-menu></vt-catalog-menu>');
  await page.goto(`${baseUrl}${SHOP_PATH}`);
  await page.waitForFunction(() => customElements.get('vt-catalog-menu') !== undefined);
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('vt-menu-toggle', { detail: { open: true } })));
  const nav = page.getByRole('dialog', { name: 'Каталог' }).getByRole('navigation', { name: 'Каталог' });
  await expect(nav.getByRole('link', { name: 'Подарочные сертификаты' })).toBeVisible();
  return nav;
}

test.describe('catalog menu audience from the session (storefront-shell.md §5, §6)', () => {
  test('§5 a club subscriber (premium available, not business) sees club discounts; no resale without the rollout', async ({ page, baseUrl }) => {
    const nav = await openMenu(page, baseUrl, 'club');
    await nav.getByRole('button', { name: 'Акции', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Клубные скидки' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ресейл' })).toHaveCount(0);
  });

  test('§6 a seller in the resale rollout sees the resale item', async ({ page, baseUrl }) => {
    const nav = await openMenu(page, baseUrl, 'seller');
    await expect(nav.getByRole('link', { name: 'Ресейл' })).toBeVisible();
  });

  test('§5/§6 a guest and a business user see neither', async ({ page, baseUrl }) => {
    for (const account of [undefined, 'business']) {
      const nav = await openMenu(page, baseUrl, account);
      await nav.getByRole('button', { name: 'Акции', exact: true }).click();
      await expect(nav.getByRole('link', { name: 'Тренды' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Клубные скидки' }), account ?? 'guest').toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Ресейл' }), account ?? 'guest').toHaveCount(0);
    }
  });

  test('signing out in another tab takes the club discounts away at once', async ({ context, page, baseUrl }) => {
    const nav = await openMenu(page, baseUrl, 'club');
    await nav.getByRole('button', { name: 'Акции', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Клубные скидки' })).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${baseUrl}${SHOP_PATH}`);
    await other.evaluate(() => localStorage.removeItem('vitrina:token'));
    await expect(nav.getByRole('link', { name: 'Клубные скидки' })).toHaveCount(0);
  });
});
