import { test, expect } from './fixtures';

/** Issue 2 "Must show": a blank page with only the loader and two tags. */
function blankPage(baseUrl: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>blank</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head>
<body><vt-locale-switcher></vt-locale-switcher><vt-cookie-notice></vt-cookie-notice></body></html>`;
}

test.describe('foundation: loader, shared store, i18n, cross-tab consent', () => {
  test('a blank page with only vitrina.js loads just the chunks of its two tags', async ({ page, baseUrl }) => {
    const manifest = (await (await page.request.get(`${baseUrl}/dist/manifest.json`)).json()) as {
      session: string[];
      widgets: Record<string, { file: string; imports: string[] }>;
    };
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/dist/', ''));
    });
    await page.route(`${baseUrl}/blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: blankPage(baseUrl) }));
    await page.goto(`${baseUrl}/blank.html`);
    await expect(page.getByRole('button', { name: 'Принять' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Язык и валюта/ })).toBeVisible();
    await page.waitForLoadState('networkidle'); // the session start-up chunks follow the first render

    // The loader, the session start-up every page needs, and the two tags' chunks: nothing else.
    const needed = new Set(['vitrina.js', ...manifest.session]);
    expect(manifest.session.length).toBeGreaterThan(0);
    for (const tag of ['vt-locale-switcher', 'vt-cookie-notice']) {
      needed.add(manifest.widgets[tag]!.file);
      for (const file of manifest.widgets[tag]!.imports) needed.add(file);
    }
    expect(new Set(scripts)).toEqual(needed);
    // Not loaded: the chunk of a tag that is not on the page.
    expect(scripts).not.toContain(manifest.widgets['vt-store']!.file);
  });

  test('switching the language in <vt-locale-switcher> changes <vt-cookie-notice> without a reload', async ({ page, baseUrl }) => {
    await page.route(`${baseUrl}/blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: blankPage(baseUrl) }));
    await page.goto(`${baseUrl}/blank.html`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: /Язык и валюта/ }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toContainText('We use cookies');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('a second tab sees the cookie acceptance at once', async ({ context, baseUrl }) => {
    await context.route(`${baseUrl}/blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: blankPage(baseUrl) }));
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${baseUrl}/blank.html`);
    await second.goto(`${baseUrl}/blank.html`);
    await expect(second.getByRole('region', { name: 'Уведомление о файлах cookie' })).toBeVisible();
    await first.getByRole('button', { name: 'Принять' }).click();
    await expect(second.getByRole('region', { name: 'Уведомление о файлах cookie' })).toBeHidden();
    const third = await context.newPage();
    await third.goto(`${baseUrl}/blank.html`);
    await expect(third.getByRole('button', { name: /Язык и валюта/ })).toBeVisible();
    await expect(third.getByRole('region', { name: 'Уведомление о файлах cookie' })).toHaveCount(0);
  });

  test('the host page serves the shell with the two elements', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('link', { name: 'Витрина' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Язык и валюта/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Принять' })).toBeVisible();
  });

  test('bad input: an unknown locale falls back to ru with one console warning', async ({ page, baseUrl }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bad</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head>
<body><vt-store locale="atlantis" language="elvish"></vt-store><vt-cookie-notice></vt-cookie-notice></body></html>`;
    await page.route(`${baseUrl}/bad.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${baseUrl}/bad.html`);
    await expect(page.getByRole('button', { name: 'Принять' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'политике обработки данных' })).toHaveAttribute('href', '/services/politika-obrabotki-personalnyh-dannyh');
    expect(warnings.filter((text) => text.includes('unknown locale "atlantis"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('unknown language "elvish"'))).toHaveLength(1);
  });
});
