import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * storefront-shell.md §2 "Second-factor unblock return page: passes a code and state to the opener
 * window and closes itself"; routing-wallet §6 "Users with 2FA need a valid wallet token, else
 * /lk#check2fa". The demo's provider window confirms the code (demo/API.md).
 */
const WALLET = '/lk/mywallet/purchases';
const NBSP = '\u00A0';

async function atCheck2fa(page: Page, baseUrl: string): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, baseUrl, 'employee'));
  await page.goto(`${baseUrl}${WALLET}`);
  await expect(page).toHaveURL(`${baseUrl}/lk#check2fa`);
}

test.describe('the second-factor window', () => {
  test('opens from /lk#check2fa, confirms the code, closes itself, and the wallet opens', async ({ page, baseUrl }) => {
    await atCheck2fa(page, baseUrl);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Открыть окно проверки' }).click()]);
    await expect(page.getByRole('status').filter({ hasText: 'Подтвердите код в открывшемся окне' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Подтверждение входа' })).toBeVisible();
    const state = new URL(popup.url()).searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(popup.url()).searchParams.get('redirect_uri')).toBe(`${baseUrl}/security/2fa/return`);
    // A wrong code stays in the provider's window.
    await popup.getByRole('textbox', { name: 'Код из СМС' }).fill('12');
    await popup.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Проверьте код: нужно 6 цифр');
    await popup.getByRole('textbox', { name: 'Код из СМС' }).fill('654321');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Подтвердить' }).click();
    await closed;
    await expect(page).toHaveURL(`${baseUrl}${WALLET}`);
    await expect(page.locator('vt-wallet').locator('[data-figure="total"] dd')).toHaveText(`1${NBSP}250${NBSP}₽`);
  });

  test('a message with another state is refused and nothing is exchanged', async ({ page, baseUrl }) => {
    await atCheck2fa(page, baseUrl);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Открыть окно проверки' }).click()]);
    await expect(popup.getByRole('heading', { name: 'Подтверждение входа' })).toBeVisible();
    const exchanges: string[] = [];
    page.on('request', (request) => request.url().includes('/wallet-token/exchange') && exchanges.push(request.url()));
    // The window sends a forged answer: our origin, the opened window, but a state this page never made.
    await popup.evaluate(() => window.opener.postMessage({ type: 'vitrina:second-factor', code: 'forged', state: 'not-the-one' }, location.origin));
    await expect(page.getByRole('alert').filter({ hasText: 'Ответ пришёл не на запрос этой страницы' })).toBeVisible();
    expect(exchanges).toEqual([]);
    await expect(page).toHaveURL(`${baseUrl}/lk#check2fa`);
  });

  test('a message from another origin is ignored', async ({ page, baseUrl, partnerUrl }) => {
    await atCheck2fa(page, baseUrl);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Открыть окно проверки' }).click()]);
    const state = new URL(popup.url()).searchParams.get('state')!;
    // The window goes to another origin and posts the right state from there: the page takes no notice.
    await popup.goto(partnerUrl);
    await popup.evaluate((value) => window.opener.postMessage({ type: 'vitrina:second-factor', code: 'from-elsewhere', state: value }, '*'), state);
    // The same message from our origin is taken: proof the page was listening all along.
    await popup.goto(`${baseUrl}/security/2fa/provider?state=${state}&redirect_uri=${encodeURIComponent(`${baseUrl}/security/2fa/return`)}`);
    await popup.getByRole('textbox', { name: 'Код из СМС' }).fill('111111');
    await popup.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(`${baseUrl}${WALLET}`);
  });

  test('the return page without an opener says so and links back to the cabinet', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/security/2fa/return?code=abc&state=def`);
    await expect(page.getByRole('heading', { name: 'Подтверждение входа в кошелёк' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/открыто не из личного кабинета/);
    await expect(page.getByRole('link', { name: 'В личный кабинет' })).toHaveAttribute('href', '/lk#check2fa');
    await page.goto(`${baseUrl}/security/2fa/return?code=%3Cscript%3E&state=x`);
    await expect(page.getByRole('alert')).toHaveText(/неполный или повреждён/);
  });

  test('the provider sends codes to our return page only', async ({ request, baseUrl }) => {
    const answer = await request.get(
      `${baseUrl}/security/2fa/provider?state=abc&redirect_uri=${encodeURIComponent('https://evil.example/security/2fa/return')}`,
    );
    expect(answer.status()).toBe(400);
    const token = await demoToken(request, baseUrl, 'employee');
    const exchange = await request.post(`${baseUrl}/webapi/user/wallet-token/exchange`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { code: 'never-issued' },
    });
    expect(((await exchange.json()) as { state: number }).state).toBe(-1);
  });
});
