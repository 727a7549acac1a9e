import { test, expect, watchViolations } from './fixtures';

/** Issue 13 "Must show": a plain HTML page and a React 19 host page both render the kit's elements and receive their events. */

test.describe('host pages embedding the kit (docs/embedding.md)', () => {
  test('a plain HTML page: one script tag, elements render, the page receives their events', async ({ page, baseUrl }) => {
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/examples/plain.html`);
    const log = page.getByRole('list', { name: 'Events received' });

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(log.getByRole('listitem').first()).toHaveText('vt-cookie-consent {"consent":"accepted"}');

    const search = page.getByRole('combobox', { name: /Search products|Поиск по товарам/ });
    await search.fill('dress');
    await search.press('Enter');
    await expect(log.getByRole('listitem').first()).toContainText('vt-search-submit');
    await expect(log.getByRole('listitem').first()).toContainText('"query":"dress"');
    // The page took the navigation over (the event is cancelable).
    expect(new URL(page.url()).pathname).toBe('/examples/plain.html');
    // Rendered: more in its shadow root than the placeholder slot showing its light DOM until then.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...(document.querySelector('vt-banner-carousel')?.shadowRoot?.children ?? [])].some((child) => !child.hasAttribute('data-vt-until-mount')),
        ),
      )
      .toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a React 19 host page: typed props reach the elements and on<event> props receive their events', async ({ page, baseUrl }) => {
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/examples/react.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A React 19 application using Vitrina elements');
    const log = page.getByRole('list', { name: 'Events received' });

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(log.getByRole('listitem').first()).toHaveText('vt-cookie-consent {"consent":"accepted"}');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(log.getByRole('listitem').first()).toContainText('vt-cart-change');
    await expect(log.getByRole('listitem').first()).toContainText('"action":"add"');

    // A json prop is set as a property once the element is defined (React 19), never as "[object Object]".
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('vt-locale-switcher') as unknown as { languages?: unknown } | null)?.languages))
      .toEqual(['ru', 'en', 'uz']);
    expect(await page.locator('vt-locale-switcher').getAttribute('languages')).toBeNull();

    const search = page.getByRole('combobox', { name: /Search products|Поиск по товарам/ });
    await search.fill('shoes');
    await search.press('Enter');
    await expect(log.getByRole('listitem').first()).toContainText('"query":"shoes"');
    expect(new URL(page.url()).pathname).toBe('/examples/react.html');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
