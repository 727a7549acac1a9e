import { test, expect } from './fixtures';
import type { Request } from '@playwright/test';
import { openInCountry } from './country';
import { LISTING_PATH } from './storefront-pages';

/** Card calls: the card list and detail, and the catalog and search listings (storefront-shell.md §7 "Card list or detail"). */
const CARD_CALL = /\/cards\/(list|detail)\?|\/catalog\/[^/]+\/products\?|\/search\/search\?/;

test.describe('dest and spp on every card call (storefront-shell.md §7, §9 default spp 30)', () => {
  test('changing the delivery address changes the dest of the next card call', async ({ page, baseUrl }) => {
    await page.context().clearCookies();
    const calls: URL[] = [];
    page.on('request', (request: Request) => {
      if (CARD_CALL.test(request.url())) calls.push(new URL(request.url()));
    });

    await openInCountry(page, baseUrl, 'ru', LISTING_PATH);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.searchParams.get('spp'), call.href).toBe('30');
      // No address chosen yet: Moscow, the ru fallback city (§9).
      expect(call.searchParams.get('dest'), call.href).toBe('-1257786');
    }

    // The delivery-points popup: an office in another district of the city (the demo's second office).
    await page.getByRole('button', { name: /Адрес доставки/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Способ доставки' });
    const chosen = page.waitForResponse((response) => response.url().includes('/spa/address/select'));
    await dialog.getByRole('button', { name: 'Забрать здесь' }).nth(1).click();
    const answer = (await (await chosen).json()) as { dest?: number; value?: { dest?: number } };
    const dest = String(answer.value?.dest ?? answer.dest);
    expect(dest).not.toBe('-1257786');
    await expect(dialog).toBeHidden();

    const before = calls.length;
    await page.locator('vt-product-grid a[href*="/detail.aspx"]').first().click();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    const next = calls[before]!;
    expect(next.searchParams.get('dest'), next.href).toBe(dest);
    expect(next.searchParams.get('spp'), next.href).toBe('30');
  });
});
