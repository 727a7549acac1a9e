import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoToken, signInBeforeLoad } from './shop-page';

/**
 * Issue 11: the wallet and the personal cabinet with the demo accounts (storefront-routing-wallet.md
 * §2.4, §5, §6, §8; storefront-shell.md §2 account menu, §3 Balance, §4, §9 wallet limits).
 */
const NBSP = '\u00A0';
const WALLET = '/lk/mywallet/purchases';

async function as(page: Page, baseUrl: string, account: string, locale = 'ru'): Promise<void> {
  await signInBeforeLoad(page, await demoToken(page.request, baseUrl, account));
  if (locale !== 'ru') {
    await page.route(
      (url) => url.origin === baseUrl && !/^\/(dist|host|static|svc|webapi|config|cdn|demo)\//.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        return route.fulfill({ response, body: (await response.text()).replace('locale="ru"', `locale="${locale}"`) });
      },
    );
  }
}

/** Overrides global settings variables for this page only. */
async function withVariables(page: Page, variables: Record<string, unknown>): Promise<void> {
  await page.route(/\/(static\/settings-front\.json|webapi\/settings\/global\/get)$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { variables: Record<string, unknown> };
    Object.assign(body.variables, variables);
    return route.fulfill({ response, json: body });
  });
}

const heading = (page: Page) => page.locator('#page-title:visible');
const wallet = (page: Page) => page.locator('vt-wallet');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

test.describe('wallet and cabinet (issue 11)', () => {
  test('regular ru: balance, status, limits with the kind marked, purchases; the menu marks the wallet', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(heading(page)).toHaveText('Кошелёк');
    await expect(wallet(page).locator('[data-figure="total"] dd')).toHaveText(`1${NBSP}250${NBSP}₽`);
    await expect(wallet(page).locator('[part="status"]')).toContainText('Активен');
    const limits = page.getByRole('table', { name: 'Лимиты кошелька' });
    await expect(limits.getByRole('row', { name: /Упрощённый \(ваш\)/ })).toBeVisible();
    await expect(wallet(page).getByRole('link', { name: 'Все покупки' })).toHaveAttribute('href', WALLET);
    await expect(wallet(page).locator('.purchase').first()).toContainText('Заказ');
    await expect(menu(page).getByRole('link', { name: 'Кошелёк и баланс' })).toHaveAttribute('aria-current', 'page');
    // §9 level 1 is at 0 percent: no wallet discount offered
    await expect(wallet(page).locator('[part="discount-offer"]')).toHaveCount(0);
  });

  test('club: the account kind and the 5 % level-2 discount up to 100 000 ₽ (shell §9)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'club');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(page.getByRole('row', { name: /Полный \(ваш\)/ })).toBeVisible();
    await expect(wallet(page).locator('[part="discount-offer"]')).toHaveText(`Скидка с кошельком 5% на товары до 100${NBSP}000${NBSP}₽`);
  });

  test('bad input: malformed limits show no discount and log it', async ({ page, baseUrl }) => {
    await page.request.delete(`${baseUrl}/demo/logs`);
    await withVariables(page, { wlt2DiscountDisplayMaxPrice: -1 });
    await as(page, baseUrl, 'club');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(page.getByRole('row', { name: /Полный \(ваш\)/ })).toBeVisible();
    await expect(wallet(page).locator('[part="discount-offer"]')).toHaveCount(0);
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get(`${baseUrl}/demo/logs?kind=jserror`)).json()))
      .toContain('wallet limits malformed');
  });

  test('b2b: the wallet redirects to /lk#no-wallet-for-b2b (routing-wallet §6)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'business');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(page).toHaveURL(`${baseUrl}/lk#no-wallet-for-b2b`);
    await expect(page.getByRole('heading', { name: 'Кошелёк недоступен' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Мой профиль' })).toHaveAttribute('aria-current', 'page');
  });

  test('2FA: /lk#check2fa until a code is confirmed, then the wallet opens (routing-wallet §6)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'employee');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(page).toHaveURL(`${baseUrl}/lk#check2fa`);
    const code = page.getByRole('textbox', { name: 'Код подтверждения' });
    await code.fill('12');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'нужно 6 цифр' })).toBeVisible();
    await code.fill('123456');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByRole('link', { name: 'Перейти в кошелёк' }).click();
    await expect(page).toHaveURL(`${baseUrl}${WALLET}`);
    await expect(wallet(page).locator('[data-figure="total"] dd')).toHaveText(`1${NBSP}250${NBSP}₽`);
  });

  test('the redesigned wallet (switch on, walletTypeCode > 0, ru) asks for the security code first (routing-wallet §6)', async ({ page, baseUrl }) => {
    await page.route(/\/(static\/settings-front\.json|webapi\/settings\/global\/get)$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { switches: Record<string, boolean> };
      body.switches.enableWalletRedesign = true;
      return route.fulfill({ response, json: body });
    });
    await as(page, baseUrl, 'wallet-redesign');
    await page.goto(`${baseUrl}/lk/mywallet`);
    await expect(page).toHaveURL(`${baseUrl}/lk#securityCode`);
    await page.getByRole('textbox', { name: 'Код безопасности', exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    const toWallet = page.getByRole('link', { name: 'Перейти в кошелёк' });
    await expect(toWallet).toHaveAttribute('href', '/lk/mywallet');
    await toWallet.click();
    await expect(page).toHaveURL(`${baseUrl}/lk/mywallet`);
    await expect(wallet(page).getByRole('link', { name: 'Все покупки' })).toHaveAttribute('href', '/lk/mywallet');
  });

  test('ge with a GEL balance: the GEL money balance, no wallet discount (routing-wallet §5)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'ge', 'ge');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(wallet(page).locator('[data-figure="gel"] dd')).toHaveText(`45,50${NBSP}₾`);
    await expect(wallet(page).locator('[part="discount-offer"]')).toHaveCount(0); // §5 never for ge
  });

  test('ge with zero GEL: the 404 page', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'ge-empty', 'ge');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(heading(page)).toHaveText('Страница не найдена');
  });

  test('tj: the wallet in TJS with the TJS money balance and the wallet entry in the menu (shell §4)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'tj', 'tj');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(wallet(page).locator('[data-figure="tjs"] dd')).toHaveText(`380${NBSP}смн.`);
    await expect(menu(page).getByRole('link', { name: 'Кошелёк и баланс' })).toBeVisible();
    // routing-wallet §5: the other account pages are 404 in tj, so the menu lists only the wallet
    await expect(menu(page).getByRole('link', { name: 'Доставки' })).toHaveCount(0);
  });

  test('global with USD: no wallet, the 404 page (routing-wallet §5)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'global', 'global');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(heading(page)).toHaveText('Страница не найдена');
  });

  test('bad input: a balance failure other than unauthorized gives the 404 page (routing-wallet §8)', async ({ page, baseUrl }) => {
    await page.route('**/webapi/balance', (route) => route.fulfill({ status: 503, json: { error: 'server error (injected 503)' } }));
    await as(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}${WALLET}`);
    await expect(heading(page)).toHaveText('Страница не найдена');
  });

  test('deliveries: statuses in words and the 60-min cancel window; payment fail: the countdown (shell §9)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}/lk/myorders/delivery`);
    await expect(menu(page).getByRole('link', { name: 'Доставки' })).toHaveAttribute('aria-current', 'page');
    // The seeded newest order is 15 min old (orders the checkout tests placed may be listed too).
    await expect(page.locator('vt-cabinet [part="cancel-window"]').filter({ hasText: /^Можно отменить ещё (45 минут|44 минуты)$/ })).not.toHaveCount(0);
    await page.goto(`${baseUrl}/lk/payment/fail?status=failed&failReason=limit`);
    await expect(page.locator('vt-cabinet [part="fail-reason"]')).toHaveText('Причина: limit');
    await expect(page.locator('vt-cabinet [part="countdown"]')).toHaveCount(2);
    const timer = page.locator('vt-cabinet [role="timer"]').first();
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '');
  });

  test('the account pages: purchases (archive), refunds, e-receipts, favourite brands link', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}/lk/myorders/archive`);
    await expect(page.locator('vt-cabinet [part="archive-count"]')).toContainText('Показано');
    await menu(page).getByRole('link', { name: 'Возвраты денег' }).click();
    await expect(page).toHaveURL(`${baseUrl}/lk/myrefunds`);
    await expect(page.getByRole('heading', { name: 'Возвраты денег', level: 2 })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Возвраты денег' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('link', { name: 'Электронные чеки' }).click();
    await expect(page.getByRole('heading', { name: 'Электронные чеки', level: 2 })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Любимые бренды' })).toHaveAttribute('href', '/lk/favoritebrands');
    await menu(page).getByRole('link', { name: 'Вернуть товар' }).click();
    await expect(page.getByRole('heading', { name: 'Вернуть товар', level: 2 })).toBeVisible();
  });

  test('notifications: /lk/notifications goes to /lk#notifications, which shows the notifications (routing-wallet §2.4)', async ({ page, baseUrl }) => {
    await as(page, baseUrl, 'regular');
    await page.goto(`${baseUrl}/lk/notifications`);
    await expect(page).toHaveURL(`${baseUrl}/lk#notifications`);
    await expect(page.getByRole('heading', { name: 'Уведомления', level: 2 })).toBeVisible();
    await expect(page.locator('vt-cabinet vt-notifications')).toHaveCount(1);
  });
});
