/** Helpers of the cart and favourites e2e tests (issue 6): a blank shop page on the demo origin and the demo's server state. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateDemoData } from '../../demo/data/generate';

export const SHOP_PATH = '/shop-e2e.html';

/** A page with only the kit and the given tags (a partner page, not the host page). */
export function shopHtml(baseUrl: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>shop</title>
<script type="module" src="${baseUrl}/dist/vitrina.js"></script>
<style>vt-cart,vt-favorites{display:block;height:520px}</style></head><body>${body}</body></html>`;
}

/** Serves the shop page at SHOP_PATH for every page of the context (so a reload and a second tab get it too). */
export async function serveShop(target: Pick<Page, 'route'>, baseUrl: string, body: string): Promise<void> {
  await target.route(`${baseUrl}${SHOP_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: shopHtml(baseUrl, body) }));
}

export interface DemoSize {
  nmId: number;
  chrtId: number;
  name: string;
}

let memo: DemoSize[] | undefined;

/** Sizes of the demo catalog that can be bought (priced, in stock, not adult), one per product, in catalog order. */
export function buyableSizes(): DemoSize[] {
  memo ??= generateDemoData().products.flatMap((p) => {
    const size = p.sizes.find((s) => s.stocks.reduce((sum, st) => sum + st.qty, 0) > 5);
    return p.hasPrice && !p.adult && size ? [{ nmId: p.nmId, chrtId: size.chrtId, name: p.name.ru }] : [];
  });
  return memo;
}

/** Every size of the demo catalog (for filling 4000 favourites). */
export function allSizes(): DemoSize[] {
  return generateDemoData().products.flatMap((p) => p.sizes.map((s) => ({ nmId: p.nmId, chrtId: s.chrtId, name: p.name.ru })));
}

/** POST /demo/login: the account's token. */
export async function demoToken(request: APIRequestContext, baseUrl: string, account: string): Promise<string> {
  const answer = await request.post(`${baseUrl}/demo/login`, { data: { account } });
  return ((await answer.json()) as { token: string }).token;
}

/** Signs the context in before any page script runs (demo/API.md: localStorage 'vitrina:token'). */
export async function signInBeforeLoad(target: Pick<Page, 'addInitScript'>, token: string): Promise<void> {
  await target.addInitScript((value) => {
    if (!localStorage.getItem('vitrina:token')) localStorage.setItem('vitrina:token', value);
  }, token);
}

/** The card records a product view in an effect after it has shown the product (core/product/recent.ts): resolves once it is stored. */
export async function viewRecorded(page: Page, nmId: number): Promise<void> {
  await page.waitForFunction(
    (id) => Object.keys(localStorage).some((key) => key.startsWith('vitrina:recent-views:') && (localStorage.getItem(key) ?? '').includes(`"nmId":${id}`)),
    nmId,
  );
}

export type ServerCartLine = { chrt_id: number; quantity: number; cod_1s: number };
export type ServerFavorite = { chrt_id: number; cod_1s: number; type: number };

/** GET /demo/sync/{kind}/{account}: the live items the server keeps. */
export async function serverItems<T>(request: APIRequestContext, baseUrl: string, kind: 'cart' | 'favs' | 'sellers', account: string): Promise<T[]> {
  return (await (await request.get(`${baseUrl}/demo/sync/${kind}/${account}`)).json()) as T[];
}

/** The engines' cached items in the page, by key (the engines live on globalThis, see core/sync/engine-holder.ts). */
export async function pageItems(page: Page, id: 'cart' | 'favorites'): Promise<Record<string, { quantity?: number; cod1S: number }>> {
  return page.evaluate((engineId) => {
    const engine = (globalThis as unknown as Record<symbol, { parts: Map<string, { stateAtom: unknown } | undefined> } | undefined>)[
      Symbol.for('vitrina.runtime')
    ]?.parts.get(`${engineId}.engine`);
    const store = (
      globalThis as unknown as Record<
        symbol,
        { parts: Map<string, { get(atom: unknown): { items: Record<string, { data: { quantity?: number; cod1S: number } }> } }> } | undefined
      >
    )[Symbol.for('vitrina.runtime')]?.parts.get('store');
    if (!engine || !store) return {};
    const items = store.get(engine.stateAtom).items;
    return Object.fromEntries(Object.entries(items).map(([key, entry]) => [key, { quantity: entry.data.quantity, cod1S: entry.data.cod1S }]));
  }, id);
}

/** Puts one of each size in the cart through its add button, on a blank shop page, and waits for each count phrase ("1 товар в корзине"). */
export async function addEachToCart(page: Page, baseUrl: string, sizes: DemoSize[]): Promise<void> {
  await serveShop(page, baseUrl, sizes.map((s) => `<vt-add-to-cart product="${s.nmId}" size="${s.chrtId}"></vt-add-to-cart>`).join(''));
  await page.goto(`${baseUrl}${SHOP_PATH}`);
  for (const element of await page.locator('vt-add-to-cart').all()) {
    await element.getByRole('button', { name: 'В корзину' }).click();
    await expect(element.getByRole('button', { name: /^\d+ товар(|а|ов) в корзине$/ })).toBeVisible();
  }
}

/**
 * The trend promotion's page, once the global settings are in the page's cache: the page checks
 * the trend menu switch when it renders (routing-wallet §5), and a fresh browser has no settings
 * until the first poll answers.
 */
export async function openTrendPromotion(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((key) => key.includes('settings') && (localStorage.getItem(key) ?? '').includes('"enableTrendMenu":true')),
  );
  await page.goto(`${baseUrl}/promotions/trend`);
}
