import { readFileSync } from 'node:fs';
import { test, expect, watchViolations } from './fixtures';

/** dist/manifest.json of the build under test: each tag's chunk and its static imports. */
const MANIFEST = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
  widgets: Record<string, { file: string; imports: string[] }>;
};

test.describe('the partner page on a second origin', () => {
  test('is served with a strict CSP and loads the kit from the first origin with no violation', async ({ page, partnerUrl, baseUrl }) => {
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(partnerUrl);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(/script-src [^;]*'self'[^;]*http:\/\/localhost:\d+/);
    expect(csp).not.toMatch(/style-src[^;]*'unsafe-inline'/);
    const kit = await page.evaluate(() => (window as unknown as { vitrina?: { version: string } }).vitrina?.version);
    expect(kit).toBeTruthy();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    expect(new URL(baseUrl).origin).not.toBe(new URL(partnerUrl).origin);
    test.info().annotations.push({
      type: 'reliability:violations',
      description: 'partner origin under its strict CSP: 0 securitypolicyviolation events, 0 page errors',
    });
  });

  test('elements embedded on the partner origin under its CSP work and share state', async ({ page, partnerUrl, baseUrl }) => {
    const real = await page.request.get(partnerUrl);
    const csp = real.headers()['content-security-policy']!;
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>embed</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head>
<body><vt-locale-switcher></vt-locale-switcher><vt-cookie-notice></vt-cookie-notice></body></html>`;
    await page.route(`${partnerUrl}/embed-test.html`, (route) =>
      route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': csp }, body: html }),
    );
    const violations = await watchViolations(page);
    await page.goto(`${partnerUrl}/embed-test.html`);
    await page.getByRole('button', { name: /Язык и валюта/ }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    // The consent cookie belongs to the partner's own origin.
    const cookies = await page.context().cookies(partnerUrl);
    expect(cookies.map((c) => c.name)).toContain('vt_cookie_consent');
    expect(await violations()).toEqual([]);
  });

  test("with one script tag, the loader asks for the shared chunks (React, store, core) beside the first widget's own, and the kit's service map, once", async ({
    page,
    partnerUrl,
    baseUrl,
  }) => {
    const serviceMaps: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/config/services.json')) serviceMaps.push(request.url());
    });
    await page.goto(partnerUrl);
    await expect(page.locator('vt-banner-carousel[data-state="ready"]')).toHaveCount(1);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
    const tags = (
      await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.startsWith('vt-')))])
    ).sort();
    expect(tags).toEqual(['vt-banner-carousel', 'vt-search']);
    // The page's tags' chunks and the chunks they import (React, the store, the session core), never a chunk they do not.
    const imported = new Set(tags.flatMap((tag) => [MANIFEST.widgets[tag]!.file, ...MANIFEST.widgets[tag]!.imports]).map((file) => `${baseUrl}/dist/${file}`));
    for (const href of preloaded) expect(imported, href).toContain(href);
    const shared = [...imported].filter((href) => /\/chunks\/(runtime|core|store)-[\w-]+\.js$/.test(href));
    expect(shared).toHaveLength(3);
    expect(preloaded).toEqual(expect.arrayContaining(shared));
    expect(serviceMaps).toEqual([`${baseUrl}/config/services.json`]);
  });

  test("the carousel's whole chunk graph is asked for in one round: no import level waits for the chunk above it", async ({ page, partnerUrl, baseUrl }) => {
    const carousel = MANIFEST.widgets['vt-banner-carousel']!;
    const graph = [carousel.file, ...carousel.imports.filter((file) => file.startsWith('chunks/'))].map((file) => `${baseUrl}/dist/${file}`);
    expect(graph.length).toBeGreaterThan(6); // more than the define chunk and the shared runtime, store, core, define helpers
    const asked = new Set<string>();
    let releaseChunks!: () => void;
    const released = new Promise<void>((resolve) => (releaseChunks = resolve));
    // No chunk arrives before the whole graph is asked for: a chunk found only by reading another never would be.
    await page.route(`${baseUrl}/dist/chunks/**`, async (route) => {
      asked.add(route.request().url().split('?')[0]!);
      await released;
      await route.continue();
    });
    await page.goto(partnerUrl);
    await expect.poll(() => graph.filter((href) => !asked.has(href)), { timeout: 15_000 }).toEqual([]);
    releaseChunks();
    await expect(page.locator('vt-banner-carousel[data-state="ready"]')).toHaveCount(1);
  });
});
