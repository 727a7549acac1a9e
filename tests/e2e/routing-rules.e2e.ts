import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

async function signIn(page: Page, baseUrl: string, account: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/demo/login`, { data: { account } });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('vitrina:token', t), token);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const shownRoute = (page: Page) => page.locator('[data-vm-container]:not([hidden]) [data-route]');

/** Serves the host page with its HTML changed (the country domain, the allowed hosts). */
async function rewriteHostPage(page: Page, baseUrl: string, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.origin === baseUrl && !/^\/(dist|host|static|svc|webapi|config|cdn|demo)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

/** Turns a settings switch on for this page only (the demo's global settings stay as they are). */
async function withSwitch(page: Page, name: string, value: boolean): Promise<void> {
  await page.route(/\/(static\/settings-front\.json|webapi\/settings\/global\/get)$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { switches: Record<string, boolean> };
    body.switches[name] = value;
    return route.fulfill({ response, json: body });
  });
}

test.describe('host page rules (routing-wallet §2.4, §5; shell §5, §8)', () => {
  test('§2.4 card-linking return: bc with status=failed goes to /lk/payment/fail; otherwise the card is linked', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/lk/basket?bc=1&status=failed&failReason=limit`);
    await expect(page).toHaveURL(`${baseUrl}/lk/payment/fail?status=failed&failReason=limit`);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaPaymentFailEntrypoint');
    await page.goto(`${baseUrl}/lk/basket?bc=1`);
    await expect(page.getByRole('status').filter({ hasText: 'Карта успешно привязана' })).toBeVisible();
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaBasketEntrypoint');
  });

  test('§2.4 a 404 while targeting the wallet goes to /lk/mywallet/purchases', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl, 'ge-empty'); // zero GEL balance: the wallet data step answers 404
    await page.goto(`${baseUrl}/lk/mywallet/cashback`);
    await expect(page).toHaveURL(`${baseUrl}/lk/mywallet/purchases`);
    await expect(heading(page)).toHaveText('Страница не найдена');
  });

  test('§2.4 ... or to /lk/mywallet with the wallet redesign switch on', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl, 'ge-empty');
    await withSwitch(page, 'enableWalletRedesign', true);
    const settings = page.waitForResponse(/\/static\/settings-front\.json$/);
    await page.goto(`${baseUrl}/`);
    await settings;
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaHomeEntrypoint');
    await page.evaluate(() =>
      (window as unknown as { vitrinaRouter: { navigate(u: string): Promise<string> } }).vitrinaRouter.navigate('/lk/mywallet/cashback'),
    );
    await expect(page).toHaveURL(`${baseUrl}/lk/mywallet`);
    await expect(heading(page)).toHaveText('Страница не найдена');
  });

  test('§5 OAuth sign-in page: a valid request hides header, footer and mobile bar; a foreign https redirect_uri is 404', async ({ page, baseUrl }) => {
    const query = (uri: string) => new URLSearchParams({ redirect_uri: uri, client_id: 'c1', scope: 'openid', code_challenge: 'abc' }).toString();
    await page.goto(`${baseUrl}/security/oauth?${query(`${baseUrl}/cb`)}`);
    await expect(heading(page)).toHaveText('Вход через приложение');
    await expect(page.locator('.shell-header')).toBeHidden();
    await expect(page.locator('.shell-footer')).toBeHidden();
    await page.goto(`${baseUrl}/security/oauth?${query('https://evil.test/cb')}`);
    await expect(heading(page)).toHaveText('Страница не найдена');
    await expect(page.locator('.shell-header')).toBeVisible();
  });

  test('§2.4 after a currency change the page refreshes, except the basket', async ({ page, baseUrl }) => {
    const dataCalls: string[] = [];
    page.on('request', (r) => {
      const m = /\/webapi\/spa\/data\/(\w+)/.exec(r.url());
      if (m) dataCalls.push(m[1]!);
    });
    const pickCurrency = async (code: string) => {
      await page.getByRole('button', { name: /· [A-Z]{3}$/ }).click();
      await page.getByRole('radio', { name: new RegExp(`^${code}\\b`) }).check();
      await page.keyboard.press('Escape');
    };
    await page.goto(`${baseUrl}/services/o-nas`);
    await expect(heading(page)).toHaveText('О нас');
    dataCalls.length = 0;
    await pickCurrency('BYN');
    await expect.poll(() => dataCalls).toContain('ServicePagesData');

    await page.goto(`${baseUrl}/lk/basket`);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaBasketEntrypoint');
    dataCalls.length = 0;
    await pickCurrency('KZT');
    // Something that surely happens after the change: an in-app move to another page.
    await page.evaluate(() => (window as unknown as { vitrinaRouter: { navigate(u: string): Promise<string> } }).vitrinaRouter.navigate('/presservice'));
    await expect(heading(page)).toHaveText('Пресс-служба');
    expect(dataCalls).toEqual(['PressCenterData']);
  });

  for (const [locale, path, title] of [
    ['by', '/services/cookies-policy', 'Политика использования файлов cookie'],
    ['ru', '/services/politika-obrabotki-personalnyh-dannyh', 'Политика обработки персональных данных'],
    ['ge', '/services/politika-konfidentsialnosti', 'Политика конфиденциальности'],
  ] as const) {
    test(`shell §2 the cookie policy page of ${locale} (${path}) is a page`, async ({ page, baseUrl }) => {
      await rewriteHostPage(page, baseUrl, (html) => html.replace('<vt-store ', `<vt-store locale="${locale}" `));
      await page.goto(`${baseUrl}${path}`);
      await expect(heading(page)).toHaveText(title);
    });
  }

  test("the server adds modulepreload links for the route's widgets, pointing at existing files", async ({ page, baseUrl }) => {
    const manifest = JSON.parse(readFileSync(`${process.env.VITRINA_OUT || 'dist'}/manifest.json`, 'utf8')) as { widgets: Record<string, { file: string }> };
    const html = await (await page.request.get(`${baseUrl}/lk/basket`)).text();
    const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toContain(`/dist/${manifest.widgets['vt-cart']!.file}`);
    expect(hrefs).toContain(`/dist/${manifest.widgets['vt-header']!.file}`);
    expect(hrefs).not.toContain(`/dist/${manifest.widgets['vt-banner-carousel']!.file}`);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect((await page.request.get(`${baseUrl}${href}`)).status(), href).toBe(200);
    // The page still works with them.
    await page.goto(`${baseUrl}/lk/basket`);
    await expect(shownRoute(page)).toHaveAttribute('data-route', 'SpaBasketEntrypoint');
  });

  test('§8 phishing host: popup with common.errors.phishingSite, app disabled, error logged', async ({ page, baseUrl }) => {
    await rewriteHostPage(page, baseUrl, (html) => html.replace(/(name="vitrina-allowed-hosts" content=")[^"]*"/, '$1shop.example"'));
    const logged = page.waitForRequest((r) => r.url().includes('/webapi/logging/jserror') && (r.postData() ?? '').includes('PhishingHostError'));
    await page.goto(`${baseUrl}/services/o-nas`);
    const dialog = page.getByRole('dialog', { name: 'Внимание' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Похоже, вы на поддельном сайте');
    await logged;
    await expect(page.locator('body')).toHaveAttribute('data-app-disabled', 'true');
    // The router never started: no page was rendered.
    await expect(shownRoute(page)).toHaveCount(0);
    expect(await page.evaluate(() => 'vitrinaRouter' in window)).toBe(false);
  });
});
