import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

async function signIn(page: Page, baseUrl: string, account = 'regular'): Promise<void> {
  const response = await page.request.post(`${baseUrl}/demo/login`, { data: { account } });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('vitrina:token', t), token);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('host page routing (issue 9)', () => {
  test('guest: routes reached or redirected', async ({ page, baseUrl }) => {
    const cases: Array<[string, RegExp | string, string?]> = [
      ['/', /./],
      ['/services/o-nas', 'О нас'],
      ['/presservice', 'Пресс-служба'],
      ['/subscription', /Подписка/],
      ['/lk/basket', /Корзина/],
      ['/catalog/0/search.aspx', 'Страница не найдена'],
      ['/seller/abc', 'Страница не найдена'],
    ];
    for (const [path, name] of cases) {
      await page.goto(`${baseUrl}${path}`);
      await expect(heading(page)).toHaveText(name);
    }
    // §6 sign-in required: a guest goes to the sign-in page with returnUrl.
    await page.goto(`${baseUrl}/lk/myorders/archive`);
    await expect(page).toHaveURL(/\/security\/login\?returnUrl=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toContain('/lk/myorders/archive');
  });

  test('signed in: cabinet pages and the fixed redirects', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/lk`);
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl}/lk`);
    await page.goto(`${baseUrl}/lk/notifications`);
    await expect(page).toHaveURL(`${baseUrl}/lk#notifications`);
    await page.goto(`${baseUrl}/lk/communications`);
    await expect(page).toHaveURL(`${baseUrl}/#wbchat`);
    await page.goto(`${baseUrl}/security/login?returnUrl=%2Flk%2Fbasket`);
    await expect(page).toHaveURL(/\/security\/login/); // the server's sign-in page (not the host page)
  });

  test('an unknown path goes through check-redirect to 404; an old address is redirected', async ({ page, baseUrl }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webapi/check-redirect')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/no/such/page`);
    await expect(heading(page)).toHaveText('Страница не найдена');
    expect(asked).toContain('/webapi/check-redirect/no/such/page');
    await page.goto(`${baseUrl}/sale`);
    await expect(page).toHaveURL(`${baseUrl}/promotions`);
  });

  test('in-app navigation, back and forward', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/services/o-nas`);
    await expect(heading(page)).toHaveText('О нас');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Контакты' }).first().click();
    await expect(heading(page)).toHaveText('Контакты');
    await expect(page).toHaveURL(`${baseUrl}/services/kontakty`);
    await page.goBack();
    await expect(heading(page)).toHaveText('О нас');
    await page.goForward();
    await expect(heading(page)).toHaveText('Контакты');
    // No full page load happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const history = await page.evaluate(() => JSON.parse(sessionStorage.getItem('spa_history') ?? '[]') as Array<{ name: string }>);
    expect(history.map((e) => e.name)).toContain('ServicePagesEntrypoint');
  });

  test('service-page hiding per locale: kz hides the b2b faq that ru shows', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/services/voprosy-i-otvety`);
    const menu = page.getByRole('navigation', { name: 'Информационные разделы' });
    await expect(menu.getByRole('link', { name: 'О нас' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Вопросы и ответы для бизнеса' })).toBeVisible();
    await page.route(`${baseUrl}/services/**`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<vt-store ', '<vt-store locale="kz" ');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl}/services/o-nas`);
    await expect(heading(page)).toHaveText('О нас');
    await expect(page.getByRole('navigation', { name: 'Информационные разделы' }).getByRole('link', { name: 'Вопросы и ответы для бизнеса' })).toHaveCount(0);
  });

  test('bad input: hostile addresses never navigate in-app to another origin', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/services/o-nas`);
    await expect(heading(page)).toHaveText('О нас');
    const results = await page.evaluate(
      async (list) => {
        const router = (window as unknown as { vitrinaRouter: { navigate(u: string): Promise<string> } }).vitrinaRouter;
        const out: string[] = [];
        for (const raw of list) out.push(await router.navigate(raw));
        return { out, origin: location.origin };
      },
      ['javascript:alert(1)', 'JaVa\tScRiPt:alert(1)', 'data:text/html,x', 'http://user:pw@localhost/lk', '/%2F%2Fevil.test', `/${'a/'.repeat(3000)}`],
    );
    expect(results.origin).toBe(baseUrl);
    expect(results.out.slice(0, 4)).toEqual(['refused', 'refused', 'refused', 'refused']);
    test
      .info()
      .annotations.push({ type: 'reliability:urls', description: 'router (routing.e2e): 4 script/credential addresses refused, 0 in-app to another origin' });
  });
});
