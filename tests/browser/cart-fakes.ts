/**
 * Fakes for the cart and favourites elements' browser tests (issue 6): the service groups on this
 * origin, a catalog that knows every product but MISSING_PRODUCT, scripted sync services, and the
 * page's engines (the kit keeps them on globalThis, core/sync/engine-holder.ts) to seed data fast.
 */
import { vitrina } from './helpers';
import { fakeRoutes, json, type FakeRoute } from './shell-fakes';

export { requests, jwt, setSignedIn, signInApplied, setSwitches, keepAuthRequiredHere, TEST_USER } from './shell-fakes';

/** A product the catalog does not know (its card is left out of the answer). */
export const MISSING_PRODUCT = 404;

export async function useCartServices(): Promise<void> {
  const origin = location.origin;
  const map = Object.fromEntries(
    Object.entries({
      site: '',
      static: '/static',
      settings: '',
      catalog: '/svc/catalog',
      cartStorage: '/svc/cart',
      favs: '/svc/favs',
      sellersSyncer: '/svc/sellers',
      sellersEnrich: '/svc/sellers-enrich',
      images: '/cdn',
      cdn: '/svc/cdn',
      auth: '/svc/auth',
    }).map(([group, path]) => [group, `${origin}${path}`]),
  );
  await vitrina.configure({ services: `data:application/json,${encodeURIComponent(JSON.stringify(map))}` });
}

/** A product with one picture that the CDN does not have (the test server answers 404): its load fails. */
export const BROKEN_PICTURE_PRODUCT = 990;

/** The card of product `nmId` with one size `nmId * 10` (3 in stock, 150.00). */
export function card(nmId: number) {
  return {
    nmId,
    id: nmId,
    name: `Товар ${nmId}`,
    brand: 'Бренд',
    supplier: 'Продавец',
    supplierId: 1,
    subjectId: 5,
    pics: nmId === BROKEN_PICTURE_PRODUCT ? 1 : 0,
    currency: 'RUB',
    colors: [{ id: 1, name: 'красный' }],
    sizes: [{ characteristicId: nmId * 10, name: 'M', stocks: [{ qty: 3 }], price: { basic: 20000, product: 15000, priceToShow: 15000, sale: 25 } }],
  };
}

export const catalogRoute: FakeRoute = (url) => {
  if (url.pathname !== '/svc/catalog/cards/list') return undefined;
  const ids = (url.searchParams.get('nm') ?? '')
    .split(';')
    .map(Number)
    .filter((id) => id !== MISSING_PRODUCT);
  return json({ state: 0, data: { products: ids.map(card) } });
};

/** Sync services that accept everything and answer state 0 with nothing new. */
export const syncRoute: FakeRoute = (url) => {
  const match = /^\/svc\/(cart|favs|sellers)\/sync$/.exec(url.pathname);
  if (!match) return undefined;
  return json({ state: 0, change_ts: Date.now(), [match[1] === 'sellers' ? 'results' : 'result_set']: [], applied: 0, rejected: [] });
};

/** Everything else the session core asks for fails fast (the elements must cope). */
export const downRoute: FakeRoute = () => new Response('{}', { status: 503 });

export function useCartFakes(...extra: FakeRoute[]): void {
  fakeRoutes(...extra, catalogRoute, syncRoute, downRoute);
}

type EngineId = 'cart' | 'favorites' | 'sellers';
interface PageEngine {
  stateAtom: unknown;
  scopeAtom: unknown;
  change(changes: { key: string; kind: 'add' | 'update' | 'delete'; data: unknown }[]): Promise<void>;
  reset(scopeKey: string): Promise<void>;
}
const g = globalThis as unknown as Record<symbol, unknown>;
const store = () =>
  (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get('store') as {
    get(atom: unknown): { key: string } & { items: Record<string, unknown> };
  };

export function engine(id: EngineId): PageEngine {
  const found = (g[Symbol.for('vitrina.runtime')] as { parts: Map<string, unknown> } | undefined)?.parts.get(`${id}.engine`) as PageEngine | undefined;
  if (!found) throw new Error(`no ${id} engine on the page yet: mount an element first`);
  return found;
}

/** Empties the engine's current scope (tests of one file share the page). */
export async function resetEngine(id: EngineId): Promise<void> {
  const e = engine(id);
  await e.reset(store().get(e.scopeAtom).key);
}

export function cartLine(nmId: number, quantity = 1) {
  return {
    characteristicId: nmId * 10,
    cod1S: nmId,
    quantity,
    includeInOrder: true,
    targetUrl: '',
    meta: '',
    price: 15000,
    subjectId: 5,
    currency: 'RUB',
    addedAt: nmId,
  };
}

export function favorite(nmId: number, kind = 2, timestamp = nmId) {
  return { characteristicId: nmId * 10, cod1S: nmId, timestamp, kind, targetUrl: '', meta: '' };
}

/** Adds items to an engine directly (no limits, no sign-in check): a fast way to fill thousands. */
export async function seed<D extends { characteristicId?: number; sellerId?: number }>(id: EngineId, items: D[]): Promise<void> {
  await engine(id).change(items.map((data) => ({ key: String(data.characteristicId ?? data.sellerId), kind: 'add' as const, data })));
}
