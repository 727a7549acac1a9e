import type { Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { test, expect } from './fixtures';
import { addEachToCart, buyableSizes } from './shop-page';

/**
 * The demo's pictures on the storefront's main pages, as a shopper sees them: every picture
 * loads (no broken-image icon), product pictures come at the size their URL asks for, pictures
 * below the first screen wait until they are near (loading="lazy"), and a product without
 * pictures shows the missing-photo placeholder (storefront-shell.md §8, §9 image sizes).
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const data = generateDemoData();
const dressUrl = `/catalog/${data.products.find((p) => p.pics >= 3 && p.hasPrice && data.subjectById.get(p.subjectId)!.slug === 'platya')!.nmId}/detail.aspx`;
const bare = data.products.find((p) => p.pics === 0 && p.hasPrice && !p.adult && p.name.ru !== '')!;
const SIZES: Record<string, [number, number]> = { tm: [90, 120], c246x328: [246, 328], c516x688: [516, 688] };

type Shot = { src: string; complete: boolean; naturalWidth: number; naturalHeight: number; loading: string; top: number };

/** Every <img> of the page, in the light DOM and in every shadow root. */
async function pictures(page: Page): Promise<Shot[]> {
  return page.evaluate(() => {
    const found: Shot[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) {
          found.push({
            src: element.currentSrc || element.src,
            complete: element.complete,
            naturalWidth: element.naturalWidth,
            naturalHeight: element.naturalHeight,
            loading: element.loading,
            top: element.getBoundingClientRect().top + scrollY,
          });
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

/**
 * Scrolls to the end and back, so lazy pictures down the page start, and waits until the network
 * is quiet. Pictures never near the viewport (a shelf's cards further along, a carousel's other
 * slides) stay unrequested: not loaded, and not broken either.
 */
async function loadAll(page: Page): Promise<Shot[]> {
  for (let y = 0, end = 1; y < end; y += 600) {
    end = await page.evaluate((top) => {
      scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  }
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  return pictures(page);
}

/** A broken picture is one the browser finished with and could not show: complete, with no pixels. */
function expectNoBrokenPicture(shots: Shot[], where: string): void {
  expect(
    shots.filter((shot) => shot.complete && shot.naturalWidth === 0).map((shot) => shot.src),
    `${where}: pictures that did not load`,
  ).toEqual([]);
}

/** Product pictures: WebP at exactly the §9 size their URL names. */
function expectSizedAsAsked(shots: Shot[], where: string): void {
  const products = shots.filter((shot) => shot.naturalWidth > 0 && /\/images\/[a-z0-9]+\/\d+\.webp$/.test(shot.src));
  expect(products.length, where).toBeGreaterThan(0);
  for (const shot of products) {
    const size = SIZES[/\/images\/([a-z0-9]+)\//.exec(shot.src)![1]!];
    expect([shot.naturalWidth, shot.naturalHeight], shot.src).toEqual(size);
  }
}

async function fillBasket(page: Page, baseUrl: string): Promise<void> {
  const sizes = buyableSizes().filter((s) => data.productById.get(s.nmId)!.pics > 0);
  await addEachToCart(page, baseUrl, [sizes[0]!, sizes[40]!, sizes[80]!]);
}

for (const [label, device] of [
  ['390 px', PHONE],
  ['1366 px', DESKTOP],
] as const) {
  test.describe(`the demo pictures at ${label}`, () => {
    test.use(device);

    test('home, a listing, a product page and the basket: every picture loads, product pictures at the size asked for', async ({ page, baseUrl }) => {
      test.setTimeout(120_000);
      const types = new Map<string, string>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/cdn/') && response.request().resourceType() === 'image')
          types.set(response.url(), response.headers()['content-type'] ?? '');
      });
      await fillBasket(page, baseUrl);
      for (const path of ['/', '/catalog/zhenshchinam/odezhda/platya', dressUrl, '/lk/basket']) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const shots = await loadAll(page);
        expect(shots.filter((shot) => shot.naturalWidth > 0).length, path).toBeGreaterThan(0);
        expectNoBrokenPicture(shots, path);
        if (path !== '/') expectSizedAsAsked(shots, path);
      }
      expect(types.size).toBeGreaterThan(0);
      expect([...new Set(types.values())]).toEqual(['image/webp']);
    });
  });
}

test.describe('pictures below the fold and a product without pictures', () => {
  test.use(PHONE);

  test('§9 a listing loads the pictures of the first tiles, the others only near the viewport (loading="lazy")', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/catalog/zhenshchinam/odezhda/platya`);
    await expect.poll(async () => (await pictures(page)).length).toBeGreaterThan(6);
    const shots = await pictures(page);
    const below = shots.filter((shot) => shot.top > 2 * PHONE.viewport.height);
    expect(below.length).toBeGreaterThan(0);
    expect(below.filter((shot) => shot.loading !== 'lazy').map((shot) => shot.src)).toEqual([]);
    // Not fetched yet: a lazy picture far below the fold has not loaded.
    expect(below.some((shot) => shot.naturalWidth === 0)).toBe(true);
  });

  test('§8 a product without pictures shows the missing-photo placeholder, not a broken picture', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/catalog/${bare.nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])').first();
    await expect(card.getByRole('img', { name: 'Нет фото' })).toBeVisible();
    expectNoBrokenPicture(await loadAll(page), 'product without pictures');
    expect((await pictures(page)).filter((shot) => shot.src.includes(`/${bare.nmId}/images/`))).toEqual([]);
  });
});
