import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { parseIdList, toPositiveInt } from '../input';
import type { ProductRecord } from '../../data/products';
import { isPremiumAccount } from '../../data/users';
import { deliveredWithin, deliveryHoursOf, page, PAGE_SIZE, sortOf, sortProducts } from '../search-engine';
import { SERVICE_MAP } from '../service-map';
import { cardContext, cardView, detailView } from '../views/product';
import { CATALOG_PRODUCTS_PATH, LISTING_ID_QUERY, LISTING_PATHS } from '../../../contracts/listings';
import { CARDS_PATHS } from '../../../contracts/products';

/** storefront-shell.md §7: card list or detail with up to 100 ids joined by ';'. */
export const MAX_CARD_IDS = 100;
/** **(demo)** goods of a promotion: a sale of at least this many percent. */
export const PROMOTION_MIN_SALE = 30;

/**
 * The club price (premium sale) applies to a signed-in shopper premium is granted to (storefront-shell.md
 * §6: extra_discount and a 79/375 phone); a bad token only loses that.
 */
export function isPremiumRequest(deps: Deps, c: Parameters<Deps['auth']['optional']>[0]): boolean {
  try {
    const account = deps.auth.optional(c)?.account;
    return account !== undefined && isPremiumAccount(account);
  } catch {
    return false;
  }
}

export function registerCatalog(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.catalog;
  for (const kind of ['list', 'detail'] as const) {
    app.get(`${base}${CARDS_PATHS[kind]}`, (c) => {
      const ids = parseIdList(c.req.query('nm'));
      if (ids.length === 0) throw badRequest('nm must list product ids joined by ";"');
      if (ids.length > MAX_CARD_IDS) throw badRequest(`at most ${MAX_CARD_IDS} ids`);
      const ctx = cardContext(c.req.query(), isPremiumRequest(deps, c));
      const view = kind === 'list' ? cardView : detailView;
      const products = ids.flatMap((id) => {
        const p = deps.data.productById.get(id);
        return p ? [view(deps.data, p, ctx)] : [];
      });
      return c.json({ state: 0, data: { products } });
    });
  }

  // Category listings: GET /catalog/{shard}/products?subject=1;2&page=&sort=&curr=&lang= (shard and query from the menu node).
  app.get(`${base}${CATALOG_PRODUCTS_PATH.replace('{shard}', ':shard')}`, (c) => {
    const shard = c.req.param('shard');
    const section = deps.data.tree.find((s) => s.slug === shard);
    if (!section) throw notFound(`unknown catalog shard "${shard}"`);
    const sectionSubjects = new Set(section.groups.flatMap((g) => g.subjects.map((s) => s.id)));
    const requested = parseIdList(c.req.query('subject'));
    const subjects = requested.length > 0 ? requested.filter((id) => sectionSubjects.has(id)) : [...sectionSubjects];
    return listingAnswer(
      c,
      subjects.flatMap((id) => deps.data.productsBySubject.get(id) ?? []),
    );
  });

  /** One listing page: sort, the delivery filter (fdlvr hours), 100 a page. */
  function listingAnswer(c: Ctx, pool: readonly ProductRecord[]) {
    const pageNumber = toPositiveInt(c.req.query('page') ?? '1');
    if (pageNumber === undefined) throw badRequest('page must be a positive integer');
    const ctx = cardContext(c.req.query(), isPremiumRequest(deps, c));
    const all = sortProducts(deliveredWithin(pool, deliveryHoursOf(c.req.query('fdlvr'))), sortOf(c.req.query('sort')));
    return c.json({
      state: 0,
      data: { total: all.length, pageSize: PAGE_SIZE, products: page(all, pageNumber).map((p) => cardView(deps.data, p, ctx)) },
    });
  }

  // **(demo)** brand, seller and promotion listings: GET /brands/products?brand=, /sellers/products?supplier=, /promotions/products?promo=.
  const byId = (name: string, c: Ctx) => {
    const id = toPositiveInt(c.req.query(name));
    if (id === undefined) throw badRequest(`${name} must be a positive integer`);
    return id;
  };
  app.get(`${base}${LISTING_PATHS.brand}`, (c) => {
    const id = byId(LISTING_ID_QUERY.brand, c);
    if (!deps.data.brands.some((b) => b.id === id)) throw notFound('no such brand');
    return listingAnswer(
      c,
      deps.data.products.filter((p) => p.brandId === id),
    );
  });
  app.get(`${base}${LISTING_PATHS.seller}`, (c) => {
    const id = byId(LISTING_ID_QUERY.seller, c);
    if (!deps.data.sellerById.has(id)) throw notFound('no such seller');
    return listingAnswer(
      c,
      deps.data.products.filter((p) => p.supplierId === id),
    );
  });
  // A promotion lists the discounted goods (sale of at least PROMOTION_MIN_SALE percent).
  app.get(`${base}${LISTING_PATHS.promotion}`, (c) => {
    byId(LISTING_ID_QUERY.promotion, c);
    return listingAnswer(
      c,
      deps.data.products.filter((p) => p.sale >= PROMOTION_MIN_SALE),
    );
  });
}
