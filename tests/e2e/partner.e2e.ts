import { test, expect, watchViolations } from './fixtures';

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
    test.info().annotations.push({ type: 'reliability:violations', description: 'partner origin under its strict CSP: 0 securitypolicyviolation events, 0 page errors' });
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
});
