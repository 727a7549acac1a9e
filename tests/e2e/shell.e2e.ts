import { test, expect } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/** A partner-style page holding only the loader and the shell elements under test. */
function shellPage(baseUrl: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>shell</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script></head><body>${body}</body></html>`;
}

async function openShellPage(page: Page, baseUrl: string, body: string): Promise<void> {
  await page.route(`${baseUrl}/shell.html`, (route) => route.fulfill({ contentType: 'text/html', body: shellPage(baseUrl, body) }));
  await page.goto(`${baseUrl}/shell.html`);
}

async function demoToken(request: APIRequestContext, baseUrl: string, account: string): Promise<string> {
  const answer = await request.post(`${baseUrl}/demo/login`, { data: { account } });
  return ((await answer.json()) as { token: string }).token;
}

const BELL = '/svc/bell/shard-proxy/api';
/** The bell's name with `count` unread, in whichever plural form the count takes (1 непрочитанное, 2 непрочитанных). */
const unreadBell = (count: number) => new RegExp(`^Уведомления, ${count} непрочитанн(ое|ых|ого)$`);

async function unreadIds(request: APIRequestContext, baseUrl: string, token: string): Promise<string[]> {
  const answer = await request.post(`${baseUrl}${BELL}/v3/notice/get?app_type=web`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { limit: 100 },
  });
  const { payload } = (await answer.json()) as { payload: { notices: { uuid: string; is_read: boolean }[] } };
  return payload.notices.filter((n) => !n.is_read).map((n) => n.uuid);
}

test.describe('shell elements on the demo server (issue 7: menu, notifications, sign-in popup)', () => {
  test('§4/§9 the bell count follows the server on the 90 s poll (fake clock), not before', async ({ page, baseUrl }) => {
    const token = await demoToken(page.request, baseUrl, 'employee');
    const before = await unreadIds(page.request, baseUrl, token);
    expect(before.length).toBeGreaterThan(1);
    await page.clock.install();
    await page.addInitScript((jwt) => localStorage.setItem('vitrina:token', jwt), token);
    await openShellPage(page, baseUrl, '<vt-notifications></vt-notifications>');
    const bell = page.getByRole('button', { name: unreadBell(before.length) });
    await expect(bell).toBeVisible();

    // Another device reads one notification: the server's count drops.
    const read = await page.request.post(`${baseUrl}${BELL}/notice/read`, { headers: { Authorization: `Bearer ${token}` }, data: { notice_ids: [before[0]] } });
    expect(read.ok()).toBe(true);
    await page.clock.runFor(89_000);
    await expect(bell).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('button', { name: unreadBell(before.length - 1) })).toBeVisible();
  });

  test('§7 the list opens under the bell; marking one read updates the count at once and on the server', async ({ page, baseUrl }) => {
    const token = await demoToken(page.request, baseUrl, 'club');
    const before = await unreadIds(page.request, baseUrl, token);
    await page.addInitScript((jwt) => localStorage.setItem('vitrina:token', jwt), token);
    await openShellPage(page, baseUrl, '<vt-notifications></vt-notifications>');
    await page.getByRole('button', { name: unreadBell(before.length) }).click();
    const list = page.getByRole('region', { name: 'Уведомления' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await list
      .getByRole('button', { name: /^Отметить прочитанным/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: unreadBell(before.length - 1) })).toBeVisible();
    await expect.poll(async () => (await unreadIds(page.request, baseUrl, token)).length).toBe(before.length - 1);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test("§2/§5 the menu opens from vt-menu-toggle with the demo's nested categories; Escape closes it", async ({ page, baseUrl }) => {
    const menu = (await (await page.request.get(`${baseUrl}/static/menu/ru-ru.json`)).json()) as {
      name: string;
      childs: { name: string; childs: { name: string }[] }[];
    }[];
    const section = menu.find((item) => item.childs.length > 0 && item.childs.some((group) => group.childs.length > 0) && !item.name.startsWith('Акции'))!;
    const group = section.childs.find((g) => g.childs.length > 0)!;
    await openShellPage(page, baseUrl, '<vt-catalog-menu></vt-catalog-menu>');
    await page.waitForFunction(() => customElements.get('vt-catalog-menu') !== undefined);
    const changes: boolean[] = [];
    await page.exposeFunction('recordMenuChange', (open: boolean) => changes.push(open));
    await page.evaluate(() => {
      document.addEventListener('vt-menu-change', (event) =>
        (window as unknown as { recordMenuChange(open: boolean): void }).recordMenuChange((event as CustomEvent<{ open: boolean }>).detail.open),
      );
      document.dispatchEvent(new CustomEvent('vt-menu-toggle', { detail: { open: true } }));
    });
    const dialog = page.getByRole('dialog', { name: 'Каталог' });
    await expect(dialog).toBeVisible();
    const nav = dialog.getByRole('navigation', { name: 'Каталог' });
    // §5 default audience in ru: certificates stay, club discounts need premium.
    await expect(nav.getByRole('link', { name: 'Подарочные сертификаты' })).toBeVisible();
    await nav.getByRole('button', { name: 'Акции', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Тренды' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Клубные скидки' })).toHaveCount(0);

    await nav.getByRole('button', { name: section.name, exact: true }).click();
    await nav.getByRole('button', { name: group.name, exact: true }).click();
    await expect(nav.getByRole('link', { name: group.childs[0]!.name, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: section.name, exact: true })).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(changes).toEqual([false]);
  });

  test("§6/§8 a guest's bell opens the sign-in popup, whose other-ways link goes to sign-in with returnUrl", async ({ page, baseUrl }) => {
    await openShellPage(page, baseUrl, '<vt-notifications></vt-notifications><vt-sign-in-popup></vt-sign-in-popup>');
    await page.waitForFunction(() => customElements.get('vt-sign-in-popup') !== undefined);
    await page.getByRole('button', { name: 'Уведомления', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Войдите в аккаунт' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Госуслуги' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill('+998 90');
    await expect(dialog.getByRole('link', { name: 'OneID' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Другие способы входа' }).click();
    await page.waitForURL((url) => url.pathname === '/security/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`${baseUrl}/shell.html`);
  });

  test('§2/§4 footer in by on home: demo banners, the expandable block closes on a scroll over 10 px', async ({ page, baseUrl }) => {
    await openShellPage(
      page,
      baseUrl,
      '<vt-store locale="by"></vt-store><div style="height:150vh"></div><vt-footer home></vt-footer><div style="height:150vh"></div>',
    );
    const footer = page.locator('vt-footer');
    await expect(footer.getByRole('navigation', { name: 'О компании' }).getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/services/o-nas');
    await expect(footer.getByRole('list', { name: 'Предложения' }).getByRole('listitem').first()).toBeVisible();
    const expand = footer.getByRole('button', { name: 'Подробнее о нас' });
    await expand.scrollIntoViewIfNeeded();
    await expand.click();
    await expect(footer.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => scrollBy(0, 40));
    await expect(footer.getByRole('button', { name: 'Подробнее о нас' })).toHaveAttribute('aria-expanded', 'false');
  });
});
