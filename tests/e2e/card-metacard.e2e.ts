import { test, expect } from './fixtures';
import { generateDemoData } from '../../demo/data/generate';
import { COLOURS } from '../../demo/data/vocabulary';

/**
 * The metacard (storefront-shell.md §2 "Product card: colour and size choice, ... metacard"): the
 * colour group's products as picture swatches that switch the product, keeping the chosen size.
 */
function colourGroup() {
  const { products } = generateDemoData();
  const sizesInStock = (p: (typeof products)[number]) => p.sizes.filter((s) => s.name !== '' && s.stocks.some((st) => st.qty > 0)).map((s) => s.name);
  for (const p of products) {
    if (!p.hasPrice || p.adult || p.pics === 0 || sizesInStock(p).length < 2) continue;
    const other = products.find((q) => q.imtId === p.imtId && q.nmId !== p.nmId && q.hasPrice && !q.adult && q.pics > 0 && q.colourIndex !== p.colourIndex);
    const shared = other ? sizesInStock(p).filter((name) => sizesInStock(other).includes(name)) : [];
    if (other && shared.length >= 2)
      return {
        first: { nmId: p.nmId, colour: COLOURS[p.colourIndex]!.names.ru },
        second: { nmId: other.nmId, colour: COLOURS[other.colourIndex]!.names.ru },
        size: shared[1]!,
        count: products.filter((q) => q.imtId === p.imtId).length,
      };
  }
  throw new Error('the demo data has no colour group with shared sizes');
}

for (const width of [1366, 390]) {
  test(`§2 metacard at ${width} px: a shopper picks another colour by its picture and keeps the size`, async ({ page, baseUrl }) => {
    await page.setViewportSize({ width, height: 900 });
    const { first, second, size, count } = colourGroup();
    await page.goto(`${baseUrl}/catalog/${first.nmId}/detail.aspx`);
    const card = page.locator('vt-product-card:not([variant])');
    const colours = card.getByRole('navigation', { name: 'Цвет' });
    await expect(colours.getByText(`Цвет: ${first.colour}`)).toBeVisible();
    await expect(colours.getByRole('link')).toHaveCount(count);
    await expect(colours.getByRole('link', { name: first.colour, exact: true })).toHaveAttribute('aria-current', 'page');
    const swatch = colours.getByRole('link', { name: second.colour, exact: true });
    // Each swatch is the colour's own picture.
    await expect.poll(() => swatch.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(90);

    await card.getByRole('radio', { name: size, exact: true }).check({ force: true });
    await expect(swatch).toHaveAttribute('href', `/catalog/${second.nmId}/detail.aspx?size=${encodeURIComponent(size)}`);
    await swatch.click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${second.nmId}/detail\\.aspx\\?size=`));
    const switched = page.locator('vt-product-card:not([variant])').getByRole('navigation', { name: 'Цвет' });
    await expect(switched.getByText(`Цвет: ${second.colour}`)).toBeVisible();
    await expect(switched.getByRole('link', { name: second.colour, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('vt-product-card:not([variant])').getByRole('radio', { name: size, exact: true })).toBeChecked();
  });
}
