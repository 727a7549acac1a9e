import { createHash, randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { CONSENT_COOKIE } from '../../contracts/consent';
import { axeViolations } from './axe';

/**
 * The OAuth sign-in page as a shopper and a partner app meet it (storefront-routing-wallet.md
 * §2.4 shell hidden, §5 the query, §7 the wb_oauth_saved_options read skipped with reauth;
 * contracts/oauth.ts the code flow with PKCE S256).
 */

/** A demo account's phone (demo/data/users.ts "regular"): the popup signs in as that account. */
const REGULAR_PHONE = '+7 916 123-45-67';
const SAVED_READ = /\/svc\/user-storage\/api\/v2\/data\/get$/;
const AUTHORIZE = /\/svc\/auth\/oauth\/authorize$/;

interface PartnerApp {
  clientId: string;
  verifier: string;
  state: string;
  redirectUri: string;
  /** /security/oauth with this app's query. */
  path(extra?: Record<string, string>, scope?: string): string;
}

/** A partner app of its own per test (its saved choice is its own), with a fresh PKCE pair. */
function partnerApp(partnerUrl: string, name: string): PartnerApp {
  const clientId = `${name}-${randomBytes(4).toString('hex')}`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = `st-${randomBytes(4).toString('hex')}`;
  const redirectUri = `${partnerUrl}/oauth/callback?from=shop`;
  return {
    clientId,
    verifier,
    state,
    redirectUri,
    path: (extra = {}, scope = 'openid profile phone') =>
      `/security/oauth?${new URLSearchParams({ client_id: clientId, scope, redirect_uri: redirectUri, code_challenge: challenge, state, ...extra }).toString()}`,
  };
}

async function signInAsGuestThenInPopup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Войдите в аккаунт' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill(REGULAR_PHONE);
  await dialog.getByRole('button', { name: 'Войти по номеру телефона' }).click();
  await expect(dialog).toBeHidden();
}

async function signInBeforeLoad(page: Page, baseUrl: string): Promise<void> {
  await cookiesAnswered(page, baseUrl);
  const answer = await page.request.post(`${baseUrl}/demo/login`, { data: { account: 'regular' } });
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('vitrina:token', value), token);
}

/** Cookies answered (the cookie notice is another test's subject): it never covers the buttons here. */
async function cookiesAnswered(page: Page, baseUrl: string): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'accepted', domain: new URL(baseUrl).hostname, path: '/' }]);
}

async function openAsGuest(page: Page, baseUrl: string, url: string): Promise<void> {
  await page.context().clearCookies();
  await cookiesAnswered(page, baseUrl);
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const consent = (page: Page) => page.locator('.oauth-consent');

test.describe('the OAuth sign-in page (storefront-routing-wallet.md §2.4, §5, §7)', () => {
  test('guest → sign in → consent → allow with "remember" → the app gets a code its token call accepts; then "already allowed"; reauth skips the read', async ({
    page,
    baseUrl,
    partnerUrl,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 768 });
    const app = partnerApp(partnerUrl, 'e2e-allow');
    await openAsGuest(page, baseUrl, `${baseUrl}${app.path()}`);

    // §2.4 the shell is hidden; a guest signs in first, on this very page.
    await expect(heading(page)).toHaveText('Вход через приложение');
    await expect(page.locator('.shell-header')).toBeHidden();
    await expect(page.locator('.shell-footer')).toBeHidden();
    await expect(consent(page)).toHaveCount(0);
    const reads: Request[] = [];
    page.on('request', (request) => void (SAVED_READ.test(request.url()) && reads.push(request)));
    await signInAsGuestThenInPopup(page);

    await expect(consent(page)).toBeVisible();
    expect(page.url()).toBe(`${baseUrl}${app.path()}`);
    await expect(heading(page)).toBeFocused();
    await expect(page.locator('[data-fact="client"]')).toHaveText(app.clientId);
    await expect(page.locator('[data-fact="redirect"]')).toHaveText(new URL(partnerUrl).host);
    await expect(page.locator('[data-fact="account"]')).toContainText('Regular shopper');
    await expect(page.getByRole('list', { name: 'Приложение получит доступ' }).getByRole('listitem')).toHaveText([
      'Подтверждение, что это вы',
      'Имя и фото профиля',
      'Номер телефона',
    ]);
    expect(reads.length).toBeGreaterThan(0);
    await expect(page.getByText('Вы уже разрешали')).toHaveCount(0);

    const remember = page.getByRole('checkbox', { name: 'Запомнить мой выбор' });
    await expect(remember).not.toBeChecked();
    await remember.check();
    await page.getByRole('button', { name: 'Разрешить' }).click();

    // A full page load onto the partner's redirect_uri, its own query kept, code and state appended.
    await page.waitForURL((url) => url.origin === partnerUrl && url.pathname === '/oauth/callback');
    const landed = new URL(page.url());
    expect(landed.searchParams.get('from')).toBe('shop');
    expect(landed.searchParams.get('state')).toBe(app.state);
    const code = landed.searchParams.get('code');
    expect(code).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Signed in with the shop' })).toBeVisible();

    // The partner app trades the code with its code_verifier.
    const tokenAnswer = await page.request.post(`${baseUrl}/svc/auth/oauth/token`, {
      form: { grant_type: 'authorization_code', code: code!, client_id: app.clientId, redirect_uri: app.redirectUri, code_verifier: app.verifier },
    });
    expect(tokenAnswer.status()).toBe(200);
    expect(await tokenAnswer.json()).toMatchObject({ token_type: 'Bearer', scope: 'openid profile phone', access_token: expect.any(String) });

    // Second visit: the saved options cover this app and its scopes.
    await page.goto(`${baseUrl}${app.path()}`);
    await expect(consent(page)).toBeVisible();
    await expect(page.getByText('Вы уже разрешали этому приложению такой доступ.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Запомнить мой выбор' })).toBeChecked();

    // Asking for a scope not saved: no "already allowed".
    await page.goto(`${baseUrl}${app.path({}, 'openid profile phone email')}`);
    await expect(consent(page)).toBeVisible();
    await expect(page.getByText('Вы уже разрешали')).toHaveCount(0);

    // §7 reauth: the saved options are not read at all.
    const readsBefore = reads.length;
    await page.goto(`${baseUrl}${app.path({ reauth: '1' })}`);
    await expect(consent(page)).toBeVisible();
    await expect(page.getByText('Вы уже разрешали')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Запомнить мой выбор' })).not.toBeChecked();
    expect(reads.length).toBe(readsBefore);
  });

  test('"Отказать" goes back to redirect_uri with error=access_denied and state, no code', async ({ page, baseUrl, partnerUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = partnerApp(partnerUrl, 'e2e-deny');
    await signInBeforeLoad(page, baseUrl);
    await page.goto(`${baseUrl}${app.path()}`);
    await expect(consent(page)).toBeVisible();
    await page.getByRole('button', { name: 'Отказать' }).click();
    await page.waitForURL((url) => url.origin === partnerUrl);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('state')).toBe(app.state);
    expect(landed.searchParams.has('code')).toBe(false);
    await expect(page.getByRole('heading', { name: 'Sign-in was not allowed' })).toBeVisible();
  });

  test('a server error on authorize shows common.errors.serverError with a retry and keeps the choice; hostile strings are text; an unknown scope is listed', async ({
    page,
    baseUrl,
    partnerUrl,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const app = partnerApp(partnerUrl, 'e2e-error');
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await signInBeforeLoad(page, baseUrl);
    let failures = 1;
    await page.route(AUTHORIZE, (route) => (failures-- > 0 ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
    const query = new URL(`${baseUrl}${app.path({}, `openid ${hostile} x-partner-scope`)}`);
    query.searchParams.set('client_id', `${app.clientId}${hostile}`);
    await page.goto(query.href);

    await expect(consent(page)).toBeVisible();
    await expect(page.locator('[data-fact="client"]')).toHaveText(`${app.clientId}${hostile}`);
    await expect(page.locator('.oauth img')).toHaveCount(0);
    const scopes = page.getByRole('list', { name: 'Приложение получит доступ' }).getByRole('listitem');
    // Split at spaces like any scope list, each part listed as written.
    await expect(scopes).toHaveCount(5);
    await expect(scopes.nth(1)).toHaveText('<img (разрешение приложения)');
    await expect(scopes.nth(3)).toHaveText('onerror="window.__pwned=1"> (разрешение приложения)');
    await expect(scopes.nth(4)).toHaveText('x-partner-scope (разрешение приложения)');

    const remember = page.getByRole('checkbox', { name: 'Запомнить мой выбор' });
    await remember.check();
    // Keyboard: the allow button is reachable and works with Enter.
    await page.getByRole('button', { name: 'Разрешить' }).focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Что-то пошло не так. Попробуйте ещё раз' });
    await expect(alert).toBeVisible();
    await expect(remember).toBeChecked();
    expect(page.url()).toBe(query.href);

    await alert.getByRole('button', { name: 'Повторить' }).click();
    await page.waitForURL((url) => url.origin === partnerUrl);
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a failed save of "remember my choice" is a notice, and the sign-in still goes on', async ({ page, baseUrl, partnerUrl }) => {
    const app = partnerApp(partnerUrl, 'e2e-save-fails');
    await signInBeforeLoad(page, baseUrl);
    await page.route(/\/svc\/user-storage\/api\/v2\/data\/set$/, (route) => route.fulfill({ status: 500, body: 'full' }));
    await page.goto(`${baseUrl}${app.path()}`);
    await page.getByRole('checkbox', { name: 'Запомнить мой выбор' }).check();
    await page.getByRole('button', { name: 'Разрешить' }).click();
    await expect(page.getByRole('status')).toContainText('Не удалось запомнить выбор');
    await page.waitForURL((url) => url.origin === partnerUrl);
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  });

  test('another site cannot frame the consent screen (clickjacking): the browser refuses to show it', async ({ page, baseUrl, partnerUrl }) => {
    const app = partnerApp(partnerUrl, 'e2e-framed');
    await signInBeforeLoad(page, baseUrl);
    const answer = page.waitForResponse((response) => response.url().startsWith(`${baseUrl}/security/oauth`));
    await page.goto(partnerUrl);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.name = 'consent';
      frame.src = src;
      document.body.append(frame);
    }, `${baseUrl}${app.path()}`);
    expect((await answer).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const frame = (await page.locator('iframe[name="consent"]').elementHandle())!.contentFrame();
    await expect.poll(async () => (await frame)?.url() ?? '').not.toBe('');
    await (await frame)!.waitForLoadState();
    // What the frame shows instead is the browser's own error page: no consent screen, no button.
    // Chromium puts its error page in a frame it refused: the consent screen never loads there.
    await expect.poll(async () => (await frame)!.url()).toMatch(/^chrome-error:/);
    await expect((await frame)!.locator('.oauth, .oauth-allow')).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the consent screen, ${colorScheme} theme, with the error and the "already allowed" note shown`, async ({
      page,
      baseUrl,
      partnerUrl,
    }) => {
      await page.emulateMedia({ colorScheme });
      const app = partnerApp(partnerUrl, `e2e-axe-${colorScheme}`);
      await signInBeforeLoad(page, baseUrl);
      await page.route(/\/svc\/user-storage\/api\/v2\/data\/get$/, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            state: 0,
            body: [
              {
                path: 'wb_oauth_saved_options',
                file: Buffer.from(JSON.stringify({ [app.clientId]: { scopes: ['openid', 'profile', 'phone'], savedAt: 1 } })).toString('base64'),
              },
            ],
          }),
        }),
      );
      await page.route(AUTHORIZE, (route) => route.fulfill({ status: 500, body: 'boom' }));
      await page.goto(`${baseUrl}${app.path()}`);
      await expect(page.getByText('Вы уже разрешали этому приложению такой доступ.')).toBeVisible();
      await page.getByRole('button', { name: 'Разрешить' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Что-то пошло не так' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
