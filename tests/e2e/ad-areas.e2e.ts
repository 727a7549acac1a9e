import { test, expect } from './fixtures';
import { demoToken, signInBeforeLoad } from './shop-page';

/** storefront-shell.md §2 "ad banners on search, personal account, delivery and thank-you screens"; §3 location ids 102, 103, 104. */

const AREAS = [
  { name: 'search results', path: '/search?search=платье', urltype: '102', location: 'search' },
  { name: 'personal account', path: '/lk', urltype: '103', location: 'lk' },
  { name: 'deliveries', path: '/lk/myorders/delivery', urltype: '104', location: 'delivery' },
];

test.describe('ad banner areas on the storefront pages', () => {
  for (const area of AREAS) {
    test(`${area.name}: the page asks the banners service for location ${area.urltype} and shows its banners`, async ({ page, baseUrl }) => {
      await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'regular'));
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.searchParams.has('urltype') && url.searchParams.has('apptype')) asked.push(url.searchParams.get('urltype')!);
      });
      await page.goto(`${baseUrl}${area.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const carousel = page.locator(`vt-banner-carousel[location="${area.location}"]`);
      await expect(carousel.getByRole('group', { name: /^1 из \d+$/ }).getByRole('img')).toBeVisible();
      expect(asked).toContain(area.urltype);
    });
  }
});
