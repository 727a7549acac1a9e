import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { demoToken, openTrendPromotion, serverItems, signInBeforeLoad } from './shop-page';

/**
 * The card address's targetUrl, erid and isTrend (storefront-routing-wallet.md §2.3
 * "/catalog/{productNumber}/detail.aspx (query targetUrl; also size, erid, isTrend=true)";
 * storefront-shell.md §3 cart and favourite items carry targetUrl and meta).
 */

/** A one-size product in stock, not adult: the card's buttons show without choosing a size. */
function oneSizeProduct() {
  const p = generateDemoData().products.find(
    (q) => q.hasPrice && !q.adult && q.pics > 0 && q.sizes.length === 1 && q.sizes[0]!.stocks.reduce((sum, s) => sum + s.qty, 0) > 5,
  );
  if (!p) throw new Error('the demo data has no one-size product in stock');
  return { nmId: p.nmId, chrtId: p.sizes[0]!.chrtId, name: p.name.ru };
}

type SyncedLine = { chrt_id: number; target_url: string; meta_json: string };
const ACCOUNT = 'wallet-redesign';

test.describe('product card address context (routing-wallet §2.3 targetUrl, erid, isTrend)', () => {
  test('§2.3 opened from an ad with ?targetUrl=GP&erid=…&isTrend=true: the ad and trend marks show, cart and favourites keep them', async ({
    page,
    request,
    baseUrl,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { nmId, chrtId, name } = oneSizeProduct();
    await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx?targetUrl=GP&erid=2VtzqwJ7Xyz&isTrend=true`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    const mark = card.locator('[part="ad-mark"]');
    await expect(mark).toContainText('Реклама');
    await expect(mark).toContainText('erid: 2VtzqwJ7Xyz');
    await expect(card.getByRole('link', { name: 'Из подборки «Тренды»' })).toHaveAttribute('href', '/promotions/trend');

    await card.locator('vt-add-to-cart').getByRole('button', { name: 'В корзину' }).click();
    await card.locator('vt-favorite-toggle').getByRole('button', { name: 'В избранное' }).click();
    await expect(card.locator('vt-favorite-toggle').getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'true');

    // The debounced syncs (shell §9, 3 s) carry target_url and meta_json to the server.
    const synced = async (kind: 'cart' | 'favs') => (await serverItems<SyncedLine>(request, baseUrl, kind, ACCOUNT)).find((l) => l.chrt_id === chrtId);
    await expect.poll(() => synced('cart'), { timeout: 30_000 }).toMatchObject({ target_url: 'GP' });
    expect(JSON.parse((await synced('cart'))!.meta_json)).toEqual({ erid: '2VtzqwJ7Xyz', isTrend: true });
    await expect.poll(() => synced('favs'), { timeout: 30_000 }).toMatchObject({ target_url: 'GP' });
    expect(JSON.parse((await synced('favs'))!.meta_json)).toEqual({ erid: '2VtzqwJ7Xyz', isTrend: true });
  });

  test('hostile targetUrl and erid in the address are dropped: the card shows without marks at 390 px', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { nmId, name } = oneSizeProduct();
    const query = new URLSearchParams({ targetUrl: '<img src=x onerror=alert(1)>', erid: '"><script>alert(1)</script>', isTrend: 'yes' });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/catalog/${nmId}/detail.aspx?${query}`);
    const card = page.locator('vt-product-card:not([variant])');
    await expect(card.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(card.locator('vt-add-to-cart').getByRole('button', { name: 'В корзину' })).toBeVisible();
    await expect(card.locator('[part="ad-mark"]')).toHaveCount(0);
    await expect(card.locator('[part="trend-mark"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('§2.3 the trend promotion links its products with isTrend=true, and the card opened from it shows the trend mark', async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTrendPromotion(page, baseUrl);
    const link = page.locator('vt-product-grid').locator('a.tile-link').first();
    await expect(link).toHaveAttribute('href', /\/catalog\/\d+\/detail\.aspx\?isTrend=true$/);
    await link.click();
    await expect(page).toHaveURL(/isTrend=true/);
    await expect(page.locator('vt-product-card:not([variant])').locator('[part="trend-mark"]')).toContainText('Из подборки «Тренды»');
  });
});
