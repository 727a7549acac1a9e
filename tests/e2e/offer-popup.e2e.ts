import { test, expect } from './fixtures';
import { openInCountry } from './country';
import { demoToken, signInBeforeLoad } from './shop-page';

test.describe('the offer popup on the storefront (storefront-shell.md §1, §4 "shown after login for am and tj when enabled")', () => {
  for (const country of ['am', 'tj']) {
    test(`${country}: a signed-in shopper sees the offer popup`, async ({ page, request, baseUrl }) => {
      await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
      await openInCountry(page, baseUrl, country);
      await expect(page.getByRole('dialog', { name: 'Условия использования' })).toBeVisible();
    });
  }

  test('ru: the host places no offer popup', async ({ page, request, baseUrl }) => {
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'regular'));
    await openInCountry(page, baseUrl, 'ru');
    await expect(page.locator('vt-header')).toBeVisible();
    await page.waitForFunction(() => customElements.get('vt-header') !== undefined);
    await expect(page.locator('vt-offer-popup')).toHaveCount(0);
  });
});
