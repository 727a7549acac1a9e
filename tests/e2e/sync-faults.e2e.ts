import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { buyableSizes, demoToken, pageItems, serveShop, serverItems, signInBeforeLoad, SHOP_PATH, type ServerCartLine, type ServerFavorite } from './shop-page';

/**
 * Issue 6 "Must show — under faults": 1,000 random cart and favourite operations (seeded) with 20%
 * of the sync requests dropped, timed out, answered 500 or delivered twice (demo/API.md fault
 * injection), and 3 page reloads, end with the server's state equal to the client's: 0 lost,
 * 0 applied twice. Production constants are untouched: the bulk goes through the page's engines
 * (the test hook: the engines the kit keeps on globalThis, core/sync/engine-holder.ts) and the test
 * asks them to sync after each batch instead of waiting for the debounce; a sample goes through
 * the elements' buttons.
 */

const OPERATIONS = 1000;
const RELOAD_AT = [250, 500, 750];
const BATCH = 10;
/** Every button-th operation is made through <vt-add-to-cart> / <vt-favorite-toggle>. */
const BUTTON_EVERY = 25;
const POOL = 40;
const BUTTONS = 5;
const SEED = 6_2026;
/** The share of sync requests that get a fault: drop, timeout, 500 or duplicate delivery, 5% each. */
const FAULT_SHARE = 0.2;
const ACCOUNT = 'business';
const TIME_LIMIT_MS = 120_000;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Op =
  | { store: 'cart'; kind: 'add' | 'update' | 'delete'; key: number; nmId: number; quantity: number }
  | { store: 'favorites'; kind: 'add' | 'delete'; key: number; nmId: number };

/** Applies operations through the page's engines, exactly as the core API would (one change each, in order). */
async function applyInPage(page: Page, ops: Op[]): Promise<void> {
  await page.evaluate(async (batch) => {
    type Engine = { stateAtom: unknown; change(c: unknown[]): Promise<void> };
    const g = globalThis as unknown as Record<symbol, unknown>;
    const store = g[Symbol.for('vitrina.store')] as { get(a: unknown): { items: Record<string, { data: Record<string, unknown> }> } };
    for (const op of batch) {
      const engine = g[Symbol.for(`vitrina.${op.store}.engine`)] as Engine;
      const key = String(op.key);
      const existing = store.get(engine.stateAtom).items[key]?.data;
      let data: Record<string, unknown>;
      if (op.store === 'cart') {
        data = existing
          ? { ...existing, quantity: op.quantity }
          : { characteristicId: op.key, cod1S: op.nmId, quantity: op.quantity, includeInOrder: true, targetUrl: '', meta: '', price: 100, subjectId: 0, currency: 'RUB', addedAt: Date.now() };
      } else {
        data = existing
          ? { ...existing, timestamp: Math.floor(Date.now() / 1000) }
          : { characteristicId: op.key, cod1S: op.nmId, timestamp: Math.floor(Date.now() / 1000), kind: 2, targetUrl: '', meta: '' };
      }
      await engine.change([{ key, kind: op.kind, data }]);
    }
  }, ops);
}

/** Asks both engines to sync now (not awaited: the next batch is made while requests are in flight). */
async function kickSync(page: Page, wait: boolean): Promise<boolean[]> {
  return page.evaluate(async (awaitIt) => {
    const g = globalThis as unknown as Record<symbol, { syncNow(): Promise<boolean> } | undefined>;
    const runs = ['cart', 'favorites'].map((id) => g[Symbol.for(`vitrina.${id}.engine`)]?.syncNow() ?? Promise.resolve(false));
    return awaitIt ? Promise.all(runs) : [];
  }, wait);
}

/** Whether both engines have nothing unsent, nothing unanswered and no full resend due. */
async function settled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const g = globalThis as unknown as Record<symbol, unknown>;
    const store = g[Symbol.for('vitrina.store')] as { get(a: unknown): { pending: unknown[]; inFlight: unknown[]; fullResend: boolean } };
    return ['cart', 'favorites'].every((id) => {
      const engine = g[Symbol.for(`vitrina.${id}.engine`)] as { stateAtom: unknown } | undefined;
      if (!engine) return false;
      const s = store.get(engine.stateAtom);
      return s.pending.length === 0 && s.inFlight.length === 0 && !s.fullResend;
    });
  });
}

async function enginesReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const g = globalThis as unknown as Record<symbol, unknown>;
    return !!g[Symbol.for('vitrina.cart.engine')] && !!g[Symbol.for('vitrina.favorites.engine')];
  });
  await expect.poll(() => settled(page)).toBe(true);
}

test.describe('sync under faults (issue 6; storefront-shell.md §4, §8 "No local change is ever lost")', () => {
  test('1,000 random cart and favourite operations, 20% faulted sync requests and 3 reloads: 0 lost, 0 applied twice', async ({ page, request, baseUrl }) => {
    test.setTimeout(TIME_LIMIT_MS + 30_000);
    const started = Date.now();
    const random = mulberry32(SEED);
    const sizes = buyableSizes();
    const cartPool = sizes.slice(100, 100 + POOL);
    const favPool = sizes.slice(200, 200 + POOL);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    // The server's state before the run is the model's start.
    const cart = new Map((await serverItems<ServerCartLine>(request, baseUrl, 'cart', ACCOUNT)).map((l) => [l.chrt_id, l.quantity]));
    const favorites = new Set((await serverItems<ServerFavorite>(request, baseUrl, 'favs', ACCOUNT)).map((f) => f.chrt_id));
    /** Every quantity a cart line has had: a mismatch equal to an older one is an operation applied again. */
    const history = new Map<number, Set<number>>();
    const remember = (key: number, quantity: number) => history.set(key, (history.get(key) ?? new Set()).add(quantity));

    const buttons = cartPool.slice(0, BUTTONS).map((s) => `<vt-add-to-cart product="${s.nmId}" size="${s.chrtId}"></vt-add-to-cart>`).join('') +
      favPool.slice(0, BUTTONS).map((s) => `<vt-favorite-toggle product="${s.nmId}" size="${s.chrtId}"></vt-favorite-toggle>`).join('');
    await signInBeforeLoad(page, await demoToken(request, baseUrl, ACCOUNT));
    await serveShop(page, baseUrl, `${buttons}<vt-cart></vt-cart><vt-favorites></vt-favorites>`);

    let syncRequests = 0;
    let duplicatesReported = 0;
    let state1Answers = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/svc\/(cart|favs)\/sync$/.test(new URL(r.url()).pathname)) syncRequests++;
    });
    page.on('response', (r) => {
      if (!/\/svc\/(cart|favs)\/sync$/.test(new URL(r.url()).pathname) || r.status() !== 200) return;
      r.json().then((body: { state: number; rejected?: { reason: string }[] }) => {
        if (body.state === 1) state1Answers++;
        duplicatesReported += (body.rejected ?? []).filter((x) => x.reason === 'duplicate').length;
      }, () => undefined);
    });

    await page.goto(`${baseUrl}${SHOP_PATH}`);
    await enginesReady(page);

    // Faults go on this page's sync requests only (the demo server is shared with tests running beside this one):
    // each request gets at most one fault, drawn from a second seeded stream, through the X-Demo-Fault header.
    const faultRandom = mulberry32(SEED + 1);
    const injected = { requests: 0, faulted: 0, drop: 0, timeout: 0, error: 0, duplicate: 0 };
    let faultsOn = true;
    let duplicateMode: 'replay' | 'late' = 'replay';
    await page.route(/\/svc\/(cart|favs)\/sync\?/, async (route) => {
      if (!faultsOn) return route.continue();
      injected.requests++;
      const roll = faultRandom();
      const kinds = [['drop', 'drop'], ['timeout', 'timeout=1'], ['error', 'error=500'], ['duplicate', `duplicate=${duplicateMode}`]] as const;
      const index = Math.floor(roll / (FAULT_SHARE / kinds.length));
      const fault = kinds[index];
      if (!fault) return route.continue();
      injected.faulted++;
      injected[fault[0]]++;
      return route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': fault[1] } });
    });

    let reloads = 0;
    let viaButtons = 0;
    let batch: Op[] = [];
    for (let i = 0; i < OPERATIONS; i++) {
      if (RELOAD_AT.includes(i)) {
        await applyInPage(page, batch);
        batch = [];
        // Reload at once: whatever is unsent or in flight must come back from the page's cache.
        await page.reload();
        reloads++;
        await page.waitForFunction(() => !!(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('vitrina.cart.engine')] && !!(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('vitrina.favorites.engine')]);
        duplicateMode = reloads % 2 === 0 ? 'replay' : 'late';
      }
      const button = i % BUTTON_EVERY === 0;
      if (random() < 0.5) {
        const size = button ? pick(cartPool.slice(0, BUTTONS)) : pick(cartPool);
        const current = cart.get(size.chrtId);
        if (button) {
          await applyInPage(page, batch);
          batch = [];
          const element = page.locator(`vt-add-to-cart[size="${size.chrtId}"]`);
          const next = (current ?? 0) + 1;
          await element.getByRole('button').click();
          await expect(element.getByRole('button', { name: `В корзине: ${next}` })).toBeVisible();
          cart.set(size.chrtId, next);
          remember(size.chrtId, next);
          viaButtons++;
          continue;
        }
        const roll = random();
        if (current !== undefined && roll < 0.3) {
          batch.push({ store: 'cart', kind: 'delete', key: size.chrtId, nmId: size.nmId, quantity: current });
          cart.delete(size.chrtId);
        } else {
          const quantity = 1 + Math.floor(random() * 9);
          batch.push({ store: 'cart', kind: current === undefined ? 'add' : 'update', key: size.chrtId, nmId: size.nmId, quantity });
          cart.set(size.chrtId, quantity);
          remember(size.chrtId, quantity);
        }
      } else {
        const size = button ? pick(favPool.slice(0, BUTTONS)) : pick(favPool);
        const present = favorites.has(size.chrtId);
        if (button) {
          await applyInPage(page, batch);
          batch = [];
          const toggle = page.locator(`vt-favorite-toggle[size="${size.chrtId}"]`).getByRole('button', { name: 'В избранное' });
          await expect(toggle).toHaveAttribute('aria-pressed', String(present));
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-pressed', String(!present));
          if (present) favorites.delete(size.chrtId);
          else favorites.add(size.chrtId);
          viaButtons++;
          continue;
        }
        // A present favourite is deleted or re-added (§4 "Re-adding an existing item only refreshes its timestamp").
        const kind = present && random() < 0.6 ? 'delete' : 'add';
        batch.push({ store: 'favorites', kind, key: size.chrtId, nmId: size.nmId });
        if (kind === 'delete') favorites.delete(size.chrtId);
        else favorites.add(size.chrtId);
      }
      if (batch.length >= BATCH) {
        await applyInPage(page, batch);
        batch = [];
        await kickSync(page, false);
      }
    }
    await applyInPage(page, batch);
    faultsOn = false;

    // Faults off: the engines catch up (their own retries may be waiting on a back-off, so ask).
    await expect.poll(async () => {
      await kickSync(page, true);
      return settled(page);
    }, { timeout: 30_000, intervals: [200] }).toBe(true);

    const serverCart = new Map((await serverItems<ServerCartLine>(request, baseUrl, 'cart', ACCOUNT)).map((l) => [l.chrt_id, l.quantity]));
    const serverFavorites = new Set((await serverItems<ServerFavorite>(request, baseUrl, 'favs', ACCOUNT)).map((f) => f.chrt_id));
    let lost = 0;
    let appliedTwice = 0;
    for (const [key, quantity] of cart) {
      const onServer = serverCart.get(key);
      if (onServer === quantity) continue;
      if (onServer !== undefined && history.get(key)?.has(onServer)) appliedTwice++;
      else lost++;
    }
    for (const key of serverCart.keys()) if (!cart.has(key)) appliedTwice++; // a deleted line came back
    for (const key of favorites) if (!serverFavorites.has(key)) lost++;
    for (const key of serverFavorites) if (!favorites.has(key)) appliedTwice++;

    const duration = Date.now() - started;
    const figures = { operations: OPERATIONS, viaButtons, reloads, syncRequests, ...injected, duplicatesReported, state1Answers, lost, appliedTwice, durationMs: duration };
    console.log(`[sync-faults] ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });

    expect(reloads).toBe(RELOAD_AT.length);
    expect(injected.faulted / injected.requests).toBeGreaterThan(FAULT_SHARE / 2);
    expect(injected.duplicate).toBeGreaterThan(0);
    expect({ lost, appliedTwice }).toEqual({ lost: 0, appliedTwice: 0 });
    // The client shows exactly what the server keeps.
    const clientCart = await pageItems(page, 'cart');
    expect(Object.entries(clientCart).map(([k, v]) => `${k}:${v.quantity}`).sort()).toEqual([...serverCart].map(([k, q]) => `${k}:${q}`).sort());
    expect(Object.keys(await pageItems(page, 'favorites')).map(Number).sort()).toEqual([...serverFavorites].sort());
    expect(duration).toBeLessThan(TIME_LIMIT_MS);
  });
});
