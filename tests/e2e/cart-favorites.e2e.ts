import { test, expect } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { buyableSizes, demoToken, pageItems, serveShop, serverItems, signInBeforeLoad, SHOP_PATH, type ServerCartLine, type ServerFavorite } from './shop-page';

/** Issue 6 "Must show": cart, favourites and their sync against the demo server, as a shopper. */

const addButtons = (body: { nmId: number; chrtId: number }[]) =>
  body.map((s) => `<vt-add-to-cart product="${s.nmId}" size="${s.chrtId}"></vt-add-to-cart>`).join('');

/** What the cart element shows: each line's product name and quantity, sorted. */
async function cartOnScreen(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  const out: string[] = [];
  for (const row of await rows.all()) {
    const name = (await row.locator('.name').textContent())?.trim() ?? '';
    const quantity = (await row.locator('.quantity').textContent())?.trim() ?? '';
    out.push(`${name} x${quantity}`);
  }
  return out.sort();
}

/** The same, from the server's state (names from the demo catalog). */
function cartFromServer(lines: ServerCartLine[]): string[] {
  const names = new Map(buyableSizes().map((s) => [s.chrtId, s.name]));
  return lines.map((l) => `${names.get(l.chrt_id) ?? '?'} x${l.quantity}`).sort();
}

const isSync = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

test.describe('cart and favourites against the demo server (storefront-shell.md §4, §7)', () => {
  test('§4 a guest adds 3 items, signs in, and the cart is merged with the server cart and synced (server state = screen)', async ({
    page,
    request,
    baseUrl,
  }) => {
    const [a, b, c, kept] = buyableSizes().slice(0, 4);
    // The account's server cart already holds one line (added on another device).
    const token = await demoToken(request, baseUrl, 'seller');
    await request.post(`${baseUrl}/svc/cart/sync?ts=0&device_id=other-device`, {
      headers: { Authorization: `Bearer ${token}`, 'Wb-AppType': 'site' },
      data: [
        {
          chrt_id: kept!.chrtId,
          quantity: 2,
          cod_1s: kept!.nmId,
          client_ts: 1000,
          op_type: 1,
          target_url: '',
          meta_json: '',
          price: 100,
          subject_id: 1,
          currency: 'RUB',
          timezonemin: 180,
        },
      ],
    });

    await serveShop(page, baseUrl, `${addButtons([a!, b!, c!])}<vt-cart></vt-cart>`);
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    const cartSyncs: Request[] = [];
    page.on('request', (r) => isSync('/svc/cart/sync')(r) && cartSyncs.push(r));
    for (const element of await page.locator('vt-add-to-cart').all()) {
      await element.getByRole('button', { name: 'В корзину' }).click();
      await expect(element.getByRole('button', { name: '1 товар в корзине' })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(3);
    expect(cartSyncs).toHaveLength(0); // §6 the guest cart is local

    await page.goto(`${baseUrl}/security/login?returnUrl=${SHOP_PATH}`);
    await page.getByRole('radio', { name: /\(seller\)/ }).check();
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`${baseUrl}${SHOP_PATH}`);

    await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(4);
    // Screen and server are both read on every poll: the merged line's name comes from a card call that may still be on its way.
    await expect
      .poll(async () => {
        const [screen, server] = await Promise.all([cartOnScreen(page), serverItems<ServerCartLine>(request, baseUrl, 'cart', 'seller').then(cartFromServer)]);
        return screen.join(' | ') === server.join(' | ') ? 'the same' : { screen, server };
      })
      .toBe('the same');
    expect(await serverItems<ServerCartLine>(request, baseUrl, 'cart', 'seller')).toHaveLength(4);
    // The guest cart is gone: a reload shows the same four lines, from the user's cart.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(4);
    const server = cartFromServer(await serverItems<ServerCartLine>(request, baseUrl, 'cart', 'seller'));
    await expect.poll(() => cartOnScreen(page)).toEqual(server);
  });

  test('§4/§9 favourites add, delete and re-add send one request per 3 s window', async ({ page, request, baseUrl }) => {
    const [size] = buyableSizes().slice(10, 11);
    await signInBeforeLoad(page, await demoToken(request, baseUrl, 'employee'));
    await page.clock.install();
    await serveShop(page, baseUrl, `<vt-favorite-toggle product="${size!.nmId}" size="${size!.chrtId}"></vt-favorite-toggle>`);
    const syncs: Request[] = [];
    page.on('request', (r) => isSync('/svc/favs/sync')(r) && syncs.push(r));
    await page.goto(`${baseUrl}${SHOP_PATH}`);
    await expect.poll(() => syncs.length).toBe(1); // the first load syncs the signed-in user's favourites
    expect((await syncs[0]!.response())?.status()).toBe(200);

    const toggle = page.getByRole('button', { name: 'В избранное' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.clock.runFor(2_900);
    expect(syncs).toHaveLength(1); // still inside the 3 s window
    await page.clock.runFor(200);
    await expect.poll(() => syncs.length).toBe(2);
    const ops = syncs[1]!.postDataJSON() as { chrt_id: number; op_type: number }[];
    expect(ops).toEqual([expect.objectContaining({ chrt_id: size!.chrtId, op_type: 1 })]); // one operation: the re-add
    // Answered before the page's clock moves on: a request still on its way when the fake clock
    // passes its 10 s timeout would time out however fast the server is.
    expect((await syncs[1]!.response())?.status()).toBe(200);
    await page.clock.runFor(5_000); // past the next 3 s window: nothing more to send
    expect(syncs).toHaveLength(2);
    await expect.poll(async () => (await serverItems<ServerFavorite>(request, baseUrl, 'favs', 'employee')).map((f) => f.chrt_id)).toContain(size!.chrtId);

    // A delete is one more request in its own window, and the server drops the item.
    await toggle.click();
    await page.clock.runFor(3_000);
    await expect.poll(() => syncs.length).toBe(3);
    await expect.poll(async () => (await serverItems<ServerFavorite>(request, baseUrl, 'favs', 'employee')).map((f) => f.chrt_id)).not.toContain(size!.chrtId);
  });

  test('two tabs converge: the basket count and every element follow a change made in either tab', async ({ context, request, baseUrl }) => {
    const [first, second] = buyableSizes().slice(20, 22);
    await signInBeforeLoad(context, await demoToken(request, baseUrl, 'global'));
    await serveShop(
      context,
      baseUrl,
      `${addButtons([first!, second!])}<vt-favorite-toggle product="${first!.nmId}" size="${first!.chrtId}"></vt-favorite-toggle><vt-cart></vt-cart>`,
    );
    const left = await context.newPage();
    const right = await context.newPage();
    await left.goto(`${baseUrl}${SHOP_PATH}`);
    await right.goto(`${baseUrl}${SHOP_PATH}`);
    const quantity = (page: Page) =>
      page.evaluate(() => {
        type Store = { get(a: unknown): { items: Record<string, { data: { quantity: number } }> } };
        const parts = (globalThis as unknown as Record<symbol, { parts: Map<string, unknown> }>)[Symbol.for('vitrina.runtime')]!.parts;
        const engine = parts.get('cart.engine') as { stateAtom: unknown };
        const items = Object.values((parts.get('store') as Store).get(engine.stateAtom).items);
        return items.reduce((sum, e) => sum + e.data.quantity, 0); // what cartQuantityAtom sums (core/cart/count.ts)
      });

    await left.locator('vt-add-to-cart').first().getByRole('button', { name: 'В корзину' }).click();
    // Same tab: the button, the cart line and the basket count at once.
    await expect(left.locator('vt-add-to-cart').first().getByRole('button', { name: '1 товар в корзине' })).toBeVisible();
    await expect(left.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(1);
    expect(await quantity(left)).toBe(1);
    // The other tab follows without a reload.
    await expect(right.locator('vt-add-to-cart').first().getByRole('button', { name: '1 товар в корзине' })).toBeVisible();
    await expect(right.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(1);

    // A change in the other tab's cart element comes back.
    await right.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(left.locator('vt-add-to-cart').first().getByRole('button', { name: '2 товара в корзине' })).toBeVisible();
    expect(await quantity(left)).toBe(2);
    await right.locator('vt-add-to-cart').nth(1).getByRole('button', { name: 'В корзину' }).click();
    await expect(left.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem')).toHaveCount(2);
    await right.getByRole('button', { name: 'В избранное' }).click();
    await expect(left.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'true');

    // Both tabs and the server end equal.
    await expect
      .poll(async () => (await serverItems<ServerCartLine>(request, baseUrl, 'cart', 'global')).map((l) => `${l.chrt_id}:${l.quantity}`).sort())
      .toEqual([`${first!.chrtId}:2`, `${second!.chrtId}:1`].sort());
    const inTab = async (page: Page) =>
      Object.entries(await pageItems(page, 'cart'))
        .map(([k, v]) => `${k}:${v.quantity}`)
        .sort();
    expect(await inTab(left)).toEqual(await inTab(right));
    await expect.poll(async () => (await serverItems<ServerFavorite>(request, baseUrl, 'favs', 'global')).map((f) => f.chrt_id)).toContain(first!.chrtId);
  });

  test('nothing is lost: an add followed at once by leaving the page reaches the server, 8 times in 8 (core/sync/journal.ts)', async ({
    context,
    request,
    baseUrl,
  }) => {
    test.setTimeout(120_000); // eight page loads: a generous bound for a busy machine
    await signInBeforeLoad(context, await demoToken(request, baseUrl, 'employee'));
    const sizes = buyableSizes().slice(100, 108);
    for (const size of sizes) {
      const page = await context.newPage();
      await serveShop(page, baseUrl, addButtons([size]));
      await page.goto(`${baseUrl}${SHOP_PATH}`);
      await page.locator('vt-add-to-cart').getByRole('button', { name: 'В корзину' }).click();
      // No wait for the cache write: the shopper closes the tab the moment the button is pressed.
      await page.close();
    }
    const basket = await context.newPage();
    await basket.goto(`${baseUrl}/lk/basket`);
    await expect
      .poll(async () => (await serverItems<ServerCartLine>(request, baseUrl, 'cart', 'employee')).map((l) => l.chrt_id), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(sizes.map((s) => s.chrtId)));
  });
});
