import { test, expect } from './fixtures';
import type { Browser } from '@playwright/test';
import { AFTER_FIRST_PAINT_TEMPLATE } from '../../host/after-first-paint';
import { revealFooter } from './footer';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const NOTICE = 'Уведомление о файлах cookie';
const NOTICE_TEXT = 'Мы используем файлы cookie, чтобы сайт работал удобнее.';

async function productPath(baseUrl: string): Promise<string> {
  const ids = (await (await fetch(`${baseUrl}/svc/search/search-goods?query=${encodeURIComponent('платье')}`)).json()) as number[];
  return `/catalog/${ids[0]}/detail.aspx`;
}

async function phone(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  return browser.newContext({ ...PHONE, ...options });
}

test.describe('the storefront on a phone (issue 10: mobile layout, Lighthouse mobile)', () => {
  test('shell §9 no page scrolls sideways at 390 px: the browser keeps the device width as the layout width', async ({ browser, baseUrl }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    // Home with its shelves in view (their cards' visually hidden labels once widened the page to 3832 px),
    // and the pages with the header alone (its row was 25 px wider than the phone).
    for (const path of [
      '/',
      '/catalog/zhenshchinam/odezhda',
      await productPath(baseUrl),
      `/search?search=${encodeURIComponent('платье')}`,
      '/lk/basket',
      '/services/o-nas',
    ]) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const widths = await page.evaluate(() => ({ layout: innerWidth, content: document.documentElement.scrollWidth }));
      expect(widths, path).toEqual({ layout: 390, content: 390 });
    }
    await context.close();
  });

  test('shell §4 the cookie notice is in the first paint, from the HTML: shown before any script runs', async ({ browser, baseUrl }) => {
    const context = await phone(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const notice = page.getByRole('region', { name: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(NOTICE_TEXT);
    await expect(notice.getByRole('link', { name: 'политике обработки данных' })).toHaveAttribute('href', '/services/politika-obrabotki-personalnyh-dannyh');
    const box = await notice.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844); // fixed to the bottom of the viewport
    await context.close();
  });

  test("shell §4 the element takes the first paint's place in the same box, with its working buttons", async ({ browser, baseUrl }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const accept = page.getByRole('button', { name: 'Принять' });
    await expect(accept).toBeVisible();
    // One notice for assistive technology: the first paint is not rendered once the element is.
    await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(1);
    const boxes = await page.evaluate(() => {
      const host = document.querySelector('vt-cookie-notice')!;
      const rect = (element: Element | null | undefined) => element && (JSON.parse(JSON.stringify(element.getBoundingClientRect())) as DOMRect);
      return { own: rect(host.shadowRoot?.querySelector('section')), firstPaint: rect(host.querySelector('[data-first-paint]')) };
    });
    expect(boxes.firstPaint).toMatchObject({ width: 0, height: 0 });
    expect(boxes.own!.width).toBe(390 - 32);
    await accept.click();
    await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
    await context.close();
  });

  for (const answer of ['Принять', 'Отклонить']) {
    test(`shell §4 after "${answer}" the server leaves the first paint out (accepted: 90-day cookie, declined: session cookie)`, async ({
      browser,
      baseUrl,
    }) => {
      const context = await phone(browser);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: answer }).click();
      const cookie = (await context.cookies(baseUrl)).find((c) => c.name === 'vt_cookie_consent');
      expect(cookie?.value).toBe(answer === 'Принять' ? 'accepted' : 'declined');
      if (answer === 'Отклонить') expect(cookie?.expires).toBe(-1); // ends with the browser session
      const html = await (await page.request.get(`${baseUrl}/services/o-nas`)).text();
      expect(html).toContain('<vt-cookie-notice></vt-cookie-notice>');
      expect(html).not.toContain(NOTICE_TEXT);
      await page.goto(`${baseUrl}/services/o-nas`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe("a product page's first paint from the server (issue 10: the title is the LCP element)", () => {
  test("its title shows before any script runs; the page then shows the card's own, once", async ({ browser, baseUrl }) => {
    const path = await productPath(baseUrl);
    const card = (await (await fetch(`${baseUrl}/webapi/spa/data/SpaProductCardData?cod1S=${path.split('/')[2]}`, { method: 'POST' })).json()) as {
      value: { product: { name: string } };
    };
    const name = card.value.product.name;
    const noScript = await phone(browser, { javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(`${baseUrl}${path}`);
    await expect(still.locator('#route-preview h1')).toHaveText(name);
    const title = await still.locator('#route-preview h1').boundingBox();
    expect(title!.y + title!.height).toBeLessThanOrEqual(844); // on the first screen
    await noScript.close();

    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await expect(page.locator('vt-product-card:not([variant]) [part="title"]')).toHaveText(name);
    await expect(page.locator('#route-preview')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(1);
    await context.close();
  });
});

test.describe('what the host page loads first (issue 10: total JS per page, DESIGN.md "load widgets below the fold on visibility")', () => {
  test('the footer (loading="lazy") is neither preloaded nor loaded until the shopper scrolls towards it; then it shows its links', async ({
    page,
    baseUrl,
  }) => {
    const footerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/footer\.define-/.test(request.url())) footerChunks.push(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expect(page.locator('.vt-shelf').first()).toBeVisible();
    expect(await page.locator('link[rel="modulepreload"][href*="footer.define"]').count()).toBe(0);
    expect(footerChunks).toEqual([]);
    await revealFooter(page);
    await expect(page.locator('vt-footer').getByRole('link', { name: 'О нас' })).toBeVisible();
    expect(footerChunks).toHaveLength(1);
  });

  test("the kit's scripts and the route's preloads start after the first paint: none is fetched before it, all are in the head after it", async ({
    browser,
    baseUrl,
  }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    const path = await productPath(baseUrl);
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    // In the HTML, outside the inert template, the kit is the inline boot module alone.
    const [template, waiting] = html.match(new RegExp(`<template id="${AFTER_FIRST_PAINT_TEMPLATE}">([\\s\\S]*?)</template>`))!;
    const outside = html.replace(template!, '');
    expect(outside).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
    const planned = [...waiting!.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(planned.length).toBeGreaterThan(10);
    expect(outside).toContain(`<script type="module">`);
    expect(outside.slice(outside.indexOf('<script type="module">'))).toContain(`"${AFTER_FIRST_PAINT_TEMPLATE}"`);

    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint').map((entry) => entry.startTime),
      kit: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/'))
        .map((entry) => entry.startTime),
      inHead: [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    }));
    expect(timing.paint.length).toBeGreaterThan(0);
    expect(timing.kit.length).toBeGreaterThan(10);
    expect(Math.min(...timing.kit)).toBeGreaterThanOrEqual(Math.min(...timing.paint));
    expect(timing.inHead).toEqual(expect.arrayContaining(planned));
    // The page's own card (the similar products' shelf below it holds mini cards too).
    await expect(page.locator('vt-product-card:not([variant])')).toBeVisible();
    await context.close();
  });
});
