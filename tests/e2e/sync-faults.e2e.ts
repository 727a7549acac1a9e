import type { Page, Response } from '@playwright/test';
import { findAccount } from '../../demo/data/users';
import { reportLine, test, expect } from './reliability-demo';
import { buyableSizes, demoToken, serveShop, serverItems, signInBeforeLoad, SHOP_PATH, type ServerCartLine, type ServerFavorite } from './shop-page';

/**
 * Issue 12 "Sync under faults" (storefront-shell.md §4 sync protocol, §8 "No local change is ever
 * lost"): 1,000 random cart, favourite and favourite-seller operations across 2 tabs (two pages of
 * one context: one storage, one BroadcastChannel) while the demo server injects faults into 20% of
 * the sync requests (drop, timeout, 500, 503, duplicate delivery replayed or late) and exactly one
 * state-1 answer (the global fault `state1=once`), with 3 reloads. Then the server's final state
 * equals each tab's view (the engines' atoms and, for a sample, what the elements render), nothing is
 * lost and nothing applied twice: judged against the test's own model and counted by the server
 * (SyncStore.applies: an op identity applied more than once).
 * Production constants are untouched: the bulk goes through the page's engines (the core API the
 * elements use, kept on globalThis by core/sync/engine-holder.ts) and the test asks them to sync
 * after each batch instead of waiting for the debounce; a sample goes through the elements' buttons.
 * A demo server of the worker's own (reliability-demo.ts), so its fault spec and counters see this run only.
 */

const OPERATIONS = 1000;
const RELOAD_AT = [250, 500, 750];
/** Where the one state-1 answer is armed (between the first and second reload). */
const STATE1_AT = 400;
/** Operations a tab makes in one go before the other tab may take over. */
const BATCH = 10;
/** Every BUTTON_EVERY-th operation goes through <vt-add-to-cart>, <vt-favorite-toggle> or <vt-seller-follow>. */
const BUTTON_EVERY = 40;
const POOL = 30;
/** The sample of each pool that has an element on the page (also what the elements are checked on). */
const SAMPLE = 4;
const SEED = 12_2026;
/** The share of sync requests given a fault; the kinds take turns, so each gets a sixth of them. */
const FAULT_SHARE = 0.2;
const FAULTS = [
  ['drop', 'drop'],
  ['timeout', 'timeout=1'],
  ['error500', 'error=500'],
  ['error503', 'error=503'],
  ['duplicateReplay', 'duplicate=replay'],
  ['duplicateLate', 'duplicate=late'],
] as const;
type FaultName = (typeof FAULTS)[number][0];
const SYNC_PATHS = ['/svc/cart/sync', '/svc/favs/sync', '/svc/sellers/sync'];
const SYNC_URL = /\/svc\/(cart|favs|sellers)\/sync\?/;
const ACCOUNT = 'business';
/** A generous bound for the whole journey: how long it took is reported, never asserted (speed is the bench's). */
const TIME_LIMIT_MS = 240_000;

type EngineId = 'cart' | 'favorites' | 'sellers';
const ENGINES: readonly EngineId[] = ['cart', 'favorites', 'sellers'];

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
  | { store: 'favorites'; kind: 'add' | 'delete'; key: number; nmId: number }
  | { store: 'sellers'; kind: 'add' | 'delete'; key: number };

/** Applies operations through the page's engines, as the core API does (one change each, in order). */
async function applyInPage(page: Page, ops: Op[]): Promise<void> {
  if (ops.length === 0) return;
  await page.evaluate(async (batch) => {
    type Engine = { stateAtom: unknown; change(c: unknown[]): Promise<void> };
    const g = globalThis as unknown as Record<symbol, unknown>;
    const store = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as {
      get(a: unknown): { items: Record<string, { data: Record<string, unknown> }> };
    };
    const seconds = () => Math.floor(Date.now() / 1000);
    for (const op of batch) {
      const engine = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get(`${op.store}.engine`) as Engine;
      const key = String(op.key);
      const existing = store.get(engine.stateAtom).items[key]?.data;
      let data: Record<string, unknown>;
      if (op.store === 'cart') {
        data = existing
          ? { ...existing, quantity: op.quantity }
          : {
              characteristicId: op.key,
              cod1S: op.nmId,
              quantity: op.quantity,
              includeInOrder: true,
              targetUrl: '',
              meta: '',
              price: 100,
              subjectId: 0,
              currency: 'RUB',
              addedAt: Date.now(),
            };
      } else if (op.store === 'favorites') {
        data = { characteristicId: op.key, cod1S: op.nmId, timestamp: seconds(), kind: 2, targetUrl: '', meta: '', ...existing };
      } else {
        data = existing ?? { sellerId: op.key, timestamp: seconds() };
      }
      await engine.change([{ key, kind: op.kind, data }]);
    }
  }, ops);
}

/** Asks the tab's three engines to sync now (awaited or not: the next batch is made while requests are in flight). */
async function kickSync(page: Page, wait: boolean): Promise<void> {
  await page.evaluate(
    async ({ ids, awaitIt }) => {
      const g = globalThis as unknown as Record<symbol, { syncNow(): Promise<boolean> } | undefined>;
      const runs = ids.map(
        (id) =>
          (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, { syncNow(): Promise<boolean> }> } | undefined)?.parts.get(`${id}.engine`)?.syncNow() ??
          Promise.resolve(false),
      );
      if (awaitIt) await Promise.all(runs);
    },
    { ids: ENGINES, awaitIt: wait },
  );
}

/** Whether the tab's engines have nothing unsent, nothing unanswered and no full resend due. */
async function settled(page: Page): Promise<boolean> {
  return page.evaluate((ids) => {
    const g = globalThis as unknown as Record<symbol, unknown>;
    const store = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as
      { get(a: unknown): { pending: unknown[]; inFlight: unknown[]; fullResend: boolean } } | undefined;
    return ids.every((id) => {
      const engine = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get(`${id}.engine`) as
        { stateAtom: unknown } | undefined;
      if (!engine || !store) return false;
      const s = store.get(engine.stateAtom);
      return s.pending.length === 0 && s.inFlight.length === 0 && !s.fullResend;
    });
  }, ENGINES);
}

async function enginesExist(page: Page): Promise<void> {
  await page.waitForFunction(
    (ids) =>
      ids.every(
        (id) =>
          !!(globalThis as unknown as Record<symbol, { parts: Map<string, unknown> } | undefined>)[Symbol.for('vitrina.runtime')]?.parts.get(`${id}.engine`),
      ),
    ENGINES,
  );
}

/** A tab's view in its atoms: cart "key:quantity", favourites and sellers "key", sorted. */
async function tabView(page: Page): Promise<Record<EngineId, string[]>> {
  return page.evaluate((ids) => {
    const g = globalThis as unknown as Record<symbol, unknown>;
    const store = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as {
      get(a: unknown): { items: Record<string, { data: { quantity?: number } }> };
    };
    const view = {} as Record<string, string[]>;
    for (const id of ids) {
      const engine = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get(`${id}.engine`) as { stateAtom: unknown };
      const items = store.get(engine.stateAtom).items;
      view[id] = Object.entries(items)
        .map(([key, e]) => (id === 'cart' ? `${key}:${e.data.quantity}` : key))
        .sort();
    }
    return view as Record<'cart' | 'favorites' | 'sellers', string[]>;
  }, ENGINES);
}

const cartButton = (page: Page, chrtId: number) => page.locator(`vt-add-to-cart[size="${chrtId}"]`).getByRole('button');
const favToggle = (page: Page, chrtId: number) => page.locator(`vt-favorite-toggle[size="${chrtId}"]`).getByRole('button', { name: 'В избранное' });
const followButton = (page: Page, sellerId: number) =>
  page.locator(`vt-seller-follow[seller-id="${sellerId}"]`).getByRole('button', { name: /^Подписаться на продавца/ });
const cartName = (quantity: number | undefined) => (quantity === undefined ? 'В корзину' : new RegExp(`^${quantity} товар(|а|ов) в корзине$`));

test.describe('sync under faults (issue 12; storefront-shell.md §4, §8 "No local change is ever lost")', () => {
  test('§4 §8 1,000 random cart, favourite and seller operations in 2 tabs, 20% faulted sync requests, one state-1 answer and 3 reloads: 0 lost, 0 applied twice', async ({
    context,
    page,
    privateDemo,
  }) => {
    test.setTimeout(TIME_LIMIT_MS + 60_000);
    const started = Date.now();
    const origin = privateDemo.url;
    const request = context.request;
    const syncStore = privateDemo.demo.deps.sync;
    const userId = findAccount(ACCOUNT)!.userId;
    const random = mulberry32(SEED);
    const sizes = buyableSizes();
    const cartPool = sizes.slice(100, 100 + POOL);
    const favPool = sizes.slice(200, 200 + POOL);
    const sellerPool = privateDemo.demo.deps.data.sellers.slice(0, POOL).map((s) => s.id);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    // The server's state before the run is the model's start.
    const cart = new Map((await serverItems<ServerCartLine>(request, origin, 'cart', ACCOUNT)).map((l) => [l.chrt_id, l.quantity]));
    const favorites = new Set((await serverItems<ServerFavorite>(request, origin, 'favs', ACCOUNT)).map((f) => f.chrt_id));
    const sellers = new Set((await serverItems<{ seller_id: number }>(request, origin, 'sellers', ACCOUNT)).map((s) => s.seller_id));
    const appliesBefore = { cart: syncStore.applies('cart', userId), favs: syncStore.applies('favs', userId), sellers: syncStore.applies('sellers', userId) };
    /** Every quantity a cart line has had: a final quantity equal to an older one is an operation applied again. */
    const history = new Map<number, Set<number>>();
    const remember = (key: number, quantity: number) => history.set(key, (history.get(key) ?? new Set()).add(quantity));

    const elements =
      cartPool
        .slice(0, SAMPLE)
        .map((s) => `<vt-add-to-cart product="${s.nmId}" size="${s.chrtId}"></vt-add-to-cart>`)
        .join('') +
      favPool
        .slice(0, SAMPLE)
        .map((s) => `<vt-favorite-toggle product="${s.nmId}" size="${s.chrtId}"></vt-favorite-toggle>`)
        .join('') +
      sellerPool
        .slice(0, SAMPLE)
        .map((id) => `<vt-seller-follow seller-id="${id}"></vt-seller-follow>`)
        .join('');
    await signInBeforeLoad(context, await demoToken(request, origin, ACCOUNT));
    await serveShop(context, origin, elements);

    let syncRequests = 0;
    let duplicatesReported = 0;
    const state1 = { forced: 0, other: 0 };
    // Sync requests still open, and answers still being read: while any is, a state-1 answer may yet be seen.
    const syncOpen = new Set<unknown>();
    let answersReading = 0;
    context.on('request', (r) => {
      if (r.method() !== 'POST' || !SYNC_URL.test(r.url())) return;
      syncRequests++;
      syncOpen.add(r);
    });
    context.on('requestfinished', (r) => syncOpen.delete(r));
    context.on('requestfailed', (r) => syncOpen.delete(r));
    const onAnswer = (r: Response) => {
      if (!SYNC_URL.test(r.url()) || r.status() !== 200) return;
      answersReading++;
      r.json()
        .then(
          (body: { state: number; reason?: string; rejected?: { reason: string }[] }) => {
            if (body.state === 1) state1[body.reason === 'forced' ? 'forced' : 'other']++;
            duplicatesReported += (body.rejected ?? []).filter((x) => x.reason === 'duplicate').length;
          },
          () => undefined,
        )
        .finally(() => answersReading--);
    };
    context.on('response', onAnswer);

    const tabs: [Page, Page] = [page, await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(`${origin}${SHOP_PATH}`);
      await enginesExist(tab);
      await expect.poll(() => settled(tab)).toBe(true);
    }

    // Faults on this context's sync requests (X-Demo-Fault), at most one per request: whether a request gets one
    // is drawn from a second seeded stream, and the kinds take turns. While the state-1 fault is armed no other
    // fault is added, so its answer reaches the page.
    const faultRandom = mulberry32(SEED + 1);
    const injected: Record<FaultName, number> & { requests: number; faulted: number } = {
      requests: 0,
      faulted: 0,
      drop: 0,
      timeout: 0,
      error500: 0,
      error503: 0,
      duplicateReplay: 0,
      duplicateLate: 0,
    };
    let faultsOn = true;
    let state1Armed = false;
    let state1Rearmed = 0;
    await context.route(SYNC_URL, async (route) => {
      if (!faultsOn || (state1Armed && state1.forced === 0)) return route.continue();
      injected.requests++;
      if (faultRandom() >= FAULT_SHARE) return route.continue();
      const fault = FAULTS[injected.faulted % FAULTS.length]!;
      injected.faulted++;
      injected[fault[0]]++;
      return route.continue({ headers: { ...route.request().headers(), 'x-demo-fault': fault[1] } });
    });

    let reloads = 0;
    let viaButtons = 0;
    let tabIndex = 0;
    let batch: Op[] = [];
    const flush = async (tab: Page) => {
      await applyInPage(tab, batch);
      batch = [];
    };
    for (let i = 0; i < OPERATIONS; i++) {
      if (i % BATCH === 0) {
        await flush(tabs[tabIndex]!);
        void kickSync(tabs[tabIndex]!, false).catch(() => undefined);
        tabIndex = random() < 0.5 ? 0 : 1;
      }
      const tab = tabs[tabIndex]!;
      if (i === STATE1_AT) {
        // No request fault from here until the state-1 answer is seen: a dropped or timed-out request must not take it.
        state1Armed = true;
        const arm = async () => expect((await request.post(`${origin}/demo/faults`, { data: { faults: 'state1=once', paths: SYNC_PATHS } })).ok()).toBe(true);
        await arm();
        // The next sync request gets it; wait until the tab has seen the answer (a reload could otherwise swallow it).
        await expect
          .poll(
            async () => {
              await kickSync(tab, true);
              const spent = ((await (await request.get(`${origin}/demo/faults`)).json()) as { injected: { state1: number } }).injected.state1 === 1;
              // Spent on a request the page gave up on (its 3 s cart timeout on a busy machine) and no answer is on
              // its way: no tab can see it, so it is armed again (arming starts the server's count afresh).
              if (spent && state1.forced === 0 && syncOpen.size === 0 && answersReading === 0) {
                state1Rearmed++;
                await arm();
              }
              return state1.forced;
            },
            { intervals: [200] },
          )
          .toBe(1);
      }
      if (RELOAD_AT.includes(i)) {
        await flush(tab);
        // Reload at once: whatever is unsent or in flight must come back from the shared cache.
        await tab.reload();
        reloads++;
        await enginesExist(tab);
      }
      const button = i % BUTTON_EVERY === 0;
      if (button) await flush(tab);
      const roll = random();
      if (roll < 1 / 3) {
        const size = button ? pick(cartPool.slice(0, SAMPLE)) : pick(cartPool);
        const current = cart.get(size.chrtId);
        if (button) {
          // The tab first shows what the other tab did (§4 tabs share the cache), then one click adds one.
          await expect(cartButton(tab, size.chrtId)).toHaveAccessibleName(cartName(current));
          await cartButton(tab, size.chrtId).click();
          await expect(cartButton(tab, size.chrtId)).toHaveAccessibleName(cartName((current ?? 0) + 1));
          cart.set(size.chrtId, (current ?? 0) + 1);
          remember(size.chrtId, (current ?? 0) + 1);
          viaButtons++;
        } else if (current !== undefined && random() < 0.3) {
          batch.push({ store: 'cart', kind: 'delete', key: size.chrtId, nmId: size.nmId, quantity: current });
          cart.delete(size.chrtId);
        } else {
          const quantity = 1 + Math.floor(random() * 9);
          batch.push({ store: 'cart', kind: current === undefined ? 'add' : 'update', key: size.chrtId, nmId: size.nmId, quantity });
          cart.set(size.chrtId, quantity);
          remember(size.chrtId, quantity);
        }
      } else if (roll < 2 / 3) {
        const size = button ? pick(favPool.slice(0, SAMPLE)) : pick(favPool);
        const present = favorites.has(size.chrtId);
        // A present favourite is deleted or re-added (§4 "Re-adding an existing item only refreshes its timestamp"); a button toggles.
        const kind = present && (button || random() < 0.6) ? 'delete' : 'add';
        if (button) {
          await expect(favToggle(tab, size.chrtId)).toHaveAttribute('aria-pressed', String(present));
          await favToggle(tab, size.chrtId).click();
          await expect(favToggle(tab, size.chrtId)).toHaveAttribute('aria-pressed', String(!present));
          viaButtons++;
        } else {
          batch.push({ store: 'favorites', kind, key: size.chrtId, nmId: size.nmId });
        }
        if (kind === 'add') favorites.add(size.chrtId);
        else favorites.delete(size.chrtId);
      } else {
        const sellerId = button ? pick(sellerPool.slice(0, SAMPLE)) : pick(sellerPool);
        const present = sellers.has(sellerId);
        if (button) {
          await expect(followButton(tab, sellerId)).toHaveAttribute('aria-pressed', String(present));
          await followButton(tab, sellerId).click();
          await expect(followButton(tab, sellerId)).toHaveAttribute('aria-pressed', String(!present));
          viaButtons++;
        } else {
          batch.push({ store: 'sellers', kind: present ? 'delete' : 'add', key: sellerId });
        }
        if (present) sellers.delete(sellerId);
        else sellers.add(sellerId);
      }
    }
    await flush(tabs[tabIndex]!);
    faultsOn = false;
    const serverFaults = (await (await request.get(`${origin}/demo/faults`)).json()) as { injected: { state1: number } };
    await request.delete(`${origin}/demo/faults`);

    // Faults off: the engines catch up (their own retries may be waiting on a back-off, so ask).
    await expect
      .poll(
        async () => {
          for (const tab of tabs) await kickSync(tab, true);
          return (await Promise.all(tabs.map(settled))).every(Boolean);
        },
        { timeout: 30_000, intervals: [200] },
      )
      .toBe(true);

    const serverCart = new Map((await serverItems<ServerCartLine>(request, origin, 'cart', ACCOUNT)).map((l) => [l.chrt_id, l.quantity]));
    const serverFavorites = new Set((await serverItems<ServerFavorite>(request, origin, 'favs', ACCOUNT)).map((f) => f.chrt_id));
    const serverSellers = new Set((await serverItems<{ seller_id: number }>(request, origin, 'sellers', ACCOUNT)).map((s) => s.seller_id));

    // Against the model: a missing change is lost; a value the model no longer holds came back (applied again).
    let lost = 0;
    let appliedTwice = 0;
    for (const [key, quantity] of cart) {
      const onServer = serverCart.get(key);
      if (onServer === quantity) continue;
      if (onServer !== undefined && history.get(key)?.has(onServer)) appliedTwice++;
      else lost++;
    }
    for (const key of serverCart.keys()) if (!cart.has(key)) appliedTwice++;
    for (const [model, server] of [
      [favorites, serverFavorites],
      [sellers, serverSellers],
    ] as const) {
      for (const key of model) if (!server.has(key)) lost++;
      for (const key of server) if (!model.has(key)) appliedTwice++;
    }
    // Counted by the server: ops applied, duplicate deliveries it refused, op identities applied more than once.
    const applies = (['cart', 'favs', 'sellers'] as const).map((kind) => {
      const now = syncStore.applies(kind, userId);
      const before = appliesBefore[kind];
      return { applied: now.applied - before.applied, duplicates: now.duplicates - before.duplicates, twice: now.appliedTwice - before.appliedTwice };
    });
    const serverApplied = applies.reduce((n, a) => n + a.applied, 0);
    const serverRefused = applies.reduce((n, a) => n + a.duplicates, 0);
    const serverTwice = applies.reduce((n, a) => n + a.twice, 0);

    const duration = Date.now() - started;
    const figures = {
      operations: OPERATIONS,
      viaButtons,
      reloads,
      syncRequests,
      ...injected,
      state1,
      state1Rearmed,
      serverState1: serverFaults.injected.state1,
      duplicatesReported,
      serverApplied,
      serverRefused,
      serverTwice,
      lost,
      appliedTwice,
      durationMs: duration,
    };
    console.log(`[sync-faults] ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });
    reportLine(
      test.info(),
      'operations',
      `${OPERATIONS} random cart, favourite and seller ops (${viaButtons} through the elements' buttons) in 2 tabs with ${reloads} reloads: ${lost} lost, ${appliedTwice} applied twice (server: ${serverApplied} applied, ${serverTwice} op applied twice, ${serverRefused} duplicate deliveries refused)`,
    );
    reportLine(
      test.info(),
      'faults',
      `sync under faults: ${injected.faulted} of ${injected.requests} sync requests faulted (${injected.drop} dropped, ${injected.timeout} timed out, ${injected.error500} answered 500, ${injected.error503} answered 503, ${injected.duplicateReplay + injected.duplicateLate} delivered twice), ${state1.forced} injected state-1 answer seen (armed again ${state1Rearmed}x after one went to a request the page had given up on; +${state1.other} from the protocol's own checks), ${duplicatesReported} duplicate ops reported by the server`,
    );

    expect(reloads).toBe(RELOAD_AT.length);
    expect(injected.faulted / injected.requests).toBeGreaterThan(FAULT_SHARE / 2);
    for (const [name] of FAULTS) expect(injected[name], `${name} faults injected`).toBeGreaterThan(0);
    expect(state1.forced).toBe(1);
    expect(serverFaults.injected.state1).toBe(1);
    expect({ lost, appliedTwice, serverTwice }).toEqual({ lost: 0, appliedTwice: 0, serverTwice: 0 });

    // Each tab shows exactly what the server keeps: the atoms, and the elements for the sample.
    const expected = {
      cart: [...serverCart].map(([k, q]) => `${k}:${q}`).sort(),
      favorites: [...serverFavorites].map(String).sort(),
      sellers: [...serverSellers].map(String).sort(),
    };
    for (const tab of tabs) {
      await expect.poll(() => tabView(tab)).toEqual(expected);
      for (const size of cartPool.slice(0, SAMPLE)) await expect(cartButton(tab, size.chrtId)).toHaveAccessibleName(cartName(serverCart.get(size.chrtId)));
      for (const size of favPool.slice(0, SAMPLE))
        await expect(favToggle(tab, size.chrtId)).toHaveAttribute('aria-pressed', String(serverFavorites.has(size.chrtId)));
      for (const id of sellerPool.slice(0, SAMPLE)) await expect(followButton(tab, id)).toHaveAttribute('aria-pressed', String(serverSellers.has(id)));
    }
  });
});
