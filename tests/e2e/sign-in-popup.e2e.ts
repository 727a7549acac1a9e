import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { LISTING_PATH } from './storefront-pages';

/** A demo account's phone (demo/data/users.ts "regular"): the popup signs in as that account. */
const REGULAR_PHONE = '+7 916 123-45-67';

/** A guest with no stored session, cookies or consent left from another test. */
async function openAsGuest(page: Page, url: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

/** Marks the loaded document: the mark is gone after any reload or a trip to /security/login. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function signInInPopup(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Войдите в аккаунт' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill(REGULAR_PHONE);
  await dialog.getByRole('button', { name: 'Войти по номеру телефона' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the sign-in popup on the storefront (storefront-shell.md §2 sign-in popup, §6 guest)', () => {
  test("§6 a guest's heart on a listing opens the popup on the same page; after signing in the shopper is still there", async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openAsGuest(page, `${baseUrl}${LISTING_PATH}?page=1`);
    // The tile's real heart (a placeholder stands in until the favourites code is there).
    const heart = page.locator('vt-product-grid button[aria-label="В избранное"]:not([data-placeholder])').first();
    await expect(heart).toBeVisible();
    await heart.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => scrollY);
    const sameDocument = await markDocument(page);

    await heart.click();
    await signInInPopup(page);

    expect(await sameDocument()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}${LISTING_PATH}?page=1`);
    expect(await page.evaluate(() => scrollY)).toBe(scrolledTo);
    // Signed in here: the header shows the account instead of the sign-in link, and the heart now works.
    await expect(page.locator('vt-header').getByRole('link', { name: 'Войти' })).toHaveCount(0);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await sameDocument()).toBe(true);
  });

  test("§6 a guest's bell opens the popup; a malformed phone gets the error, a good one signs in on the same page", async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsGuest(page, `${baseUrl}/`);
    const sameDocument = await markDocument(page);

    await page.locator('vt-header').getByRole('button', { name: 'Уведомления', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Войдите в аккаунт' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill('12');
    await dialog.getByRole('button', { name: 'Войти по номеру телефона' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Введите номер телефона полностью, с кодом страны');
    await signInInPopup(page);

    expect(await sameDocument()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('vitrina:token'))).toBeTruthy();
  });

  test('§6 on mobile a guest tapping the profile gets the popup, not the sign-in page', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsGuest(page, `${baseUrl}${LISTING_PATH}`);
    const sameDocument = await markDocument(page);
    await page.locator('vt-header').getByRole('link', { name: 'Войти' }).first().click();
    await signInInPopup(page);
    expect(await sameDocument()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(LISTING_PATH);
  });
});
