import { test, expect } from './fixtures';
import { openInCountry } from './country';

/**
 * storefront-shell.md §7 "POST {journal host}/api/v1/set: array of one event (not sent in ge)";
 * storefront-routing-wallet.md §2.1 "send a page view"; shell §6 consent for analytics in by and ge.
 */
type JournalLog = { kind: string; body: { event?: string; url?: string; route?: string } };

const JOURNAL = /\/api\/v1\/set$/;

test('shell §7 journal: each page view reaches the demo journal, the first and an in-app one', async ({ page, baseUrl }) => {
  const mark = `journal-${Date.now()}`;
  await openInCountry(page, baseUrl, 'ru', `/?${mark}`);
  const views = async () =>
    ((await (await page.request.get(`${baseUrl}/demo/logs?kind=journal`)).json()) as JournalLog[])
      .map((entry) => entry.body)
      .filter((body) => body.event === 'page_view' && body.url?.includes(mark));
  await expect.poll(async () => (await views()).length).toBe(1);
  expect((await views())[0]).toMatchObject({ url: `${baseUrl}/?${mark}`, route: expect.any(String) });
  // An in-app navigation (no page load) is a second page view.
  await page.evaluate(
    (to) => (globalThis as unknown as { vitrinaRouter: { navigate(url: string): Promise<unknown> } }).vitrinaRouter.navigate(to),
    `/lk/basket?${mark}`,
  );
  await expect.poll(async () => (await views()).map((view) => new URL(view.url!).pathname)).toEqual(['/', '/lk/basket']);
});

test('shell §7 journal "not sent in ge", not even after cookie consent; by sends after consent only', async ({ page, baseUrl }) => {
  await page.context().clearCookies();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (JOURNAL.test(new URL(request.url()).pathname)) sent.push(request.postData() ?? '');
  });
  await openInCountry(page, baseUrl, 'ge');
  await page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' }).click();
  await page.reload();
  await expect(page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' })).toBeHidden();
  await openInCountry(page, baseUrl, 'by');
  await expect(page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' })).toBeVisible();
  expect(sent).toEqual([]);
  await page.locator('vt-cookie-notice').getByRole('button', { name: 'Принять' }).click();
  await page.reload();
  const pageViews = () => sent.map((body) => JSON.parse(body) as Array<{ event: string }>).filter((events) => events[0]?.event === 'page_view');
  await expect.poll(() => pageViews().length).toBeGreaterThan(0);
  expect(pageViews()[0]).toEqual([expect.objectContaining({ event: 'page_view', route: expect.any(String) })]);
});
