import { test, expect } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';
import { demoToken, serveShop, serverItems, signInBeforeLoad, SHOP_PATH } from './shop-page';

/** Issue 6 item 3: <vt-seller-follow> against the demo server, as a shopper (storefront-shell.md §4, §5, §8). */

type ServerSeller = { seller_id: number; is_deleted?: boolean };
/** storefront-shell.md §9 "Favourite sellers 1000". */
const SELLERS_LIMIT = 1000;
// The enrichment names a seller by its trademark (demo/API.md).
const sellers = generateDemoData().sellers.filter((s) => !s.isUnknown && s.trademark);

const followButton = (page: Page) => page.locator('vt-seller-follow').getByRole('button', { name: /Подписаться на продавца/ });

async function followedOnServer(request: APIRequestContext, baseUrl: string, account: string, sellerId: number): Promise<boolean> {
  const items = await serverItems<ServerSeller>(request, baseUrl, 'sellers', account);
  return items.some((item) => item.seller_id === sellerId && !item.is_deleted);
}

async function openShop(page: Page, baseUrl: string, sellerId: number, token?: string): Promise<void> {
  if (token) await signInBeforeLoad(page, token);
  await serveShop(page, baseUrl, `<vt-seller-follow seller-id="${sellerId}"></vt-seller-follow>`);
  await page.goto(`${baseUrl}${SHOP_PATH}`);
}

test.describe('<vt-seller-follow> on the demo server', () => {
  test('§4 follow, reload, unfollow with undo, unfollow for good: the server follows every step', async ({ page, request, baseUrl }) => {
    const seller = sellers[17]!;
    const token = await demoToken(request, baseUrl, 'employee');
    await openShop(page, baseUrl, seller.id, token);
    const button = page.locator('vt-seller-follow').getByRole('button', { name: `Подписаться на продавца «${seller.trademark}»` });
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => followedOnServer(request, baseUrl, 'employee', seller.id)).toBe(true);
    await page.reload();
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const notice = page
      .locator('vt-seller-follow')
      .getByRole('status')
      .filter({ hasText: `Вы отписались от ${seller.trademark}` });
    await notice.getByRole('button', { name: 'Отменить' }).click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await button.click();
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden(); // the notification's timeout syncs the unfollow (§4)
    await expect.poll(() => followedOnServer(request, baseUrl, 'employee', seller.id)).toBe(false);
  });

  test('§5/§8 at 1000 followed sellers a new one is refused with the count in a bottom notification', async ({ page, request, baseUrl }) => {
    const token = await demoToken(request, baseUrl, 'business');
    const ops = Array.from({ length: SELLERS_LIMIT }, (_, i) => ({ op_type: 1, payload: { seller_id: 900_000 + i, subscribed_at: 1_700_000_000 + i } }));
    const seeded = await request.post(`${baseUrl}/svc/sellers/sync?ts=0&device_id=e2e-seed&remember_me=true`, {
      headers: { Authorization: `Bearer ${token}`, 'Wb-AppType': 'site' },
      data: ops,
    });
    expect(seeded.ok()).toBe(true);
    const seller = sellers[18]!;
    await openShop(page, baseUrl, seller.id, token);
    const button = followButton(page);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await page.waitForFunction(
      (n) => {
        const g = globalThis as unknown as Record<symbol, { get(a: unknown): { items: object } } | { stateAtom: unknown } | undefined>;
        const engine = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('sellers.engine') as
          { stateAtom: unknown } | undefined;
        const store = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as
          { get(a: unknown): { items: object } } | undefined;
        return !!engine && !!store && Object.keys(store.get(engine.stateAtom).items).length >= n;
      },
      SELLERS_LIMIT,
      { timeout: 20_000 },
    );
    await button.click();
    const notice = page.locator('vt-seller-follow').getByRole('status').filter({ hasText: 'В подписках может быть не больше 1\u00A0000 продавцов' });
    await expect(notice).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await followedOnServer(request, baseUrl, 'business', seller.id)).toBe(false);
  });

  test('§5/§6 a guest is sent to sign in (no popup on this page) and comes back to the same page', async ({ page, baseUrl }) => {
    await openShop(page, baseUrl, sellers[19]!.id);
    await followButton(page).click();
    await expect(page).toHaveURL(/\/security\/login\?returnUrl=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnUrl') ?? '')).toContain(SHOP_PATH);
  });
});
