import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv, Ctx, Deps } from '../deps';
import { badRequest } from '../errors';
import { readObject, toPositiveInt } from '../input';
import { deliveredWithin, deliveryHoursOf, page, sortOf } from '../search-engine';
import { SERVICE_MAP } from '../service-map';
import { cardContext, cardView } from '../views/product';
import { flattenMenu } from '../../data/menu';
import { isPremiumRequest } from './catalog';
import { SEARCH_PATH } from '../../../contracts/listings';
import { IMAGE_SEARCH_PATH } from '../../../contracts/image-search';

/** storefront-routing-wallet.md §5/§9: a product redirect for numeric queries above 1000 and below 1000000000. */
export const PRODUCT_REDIRECT_MIN = 1000;
export const PRODUCT_REDIRECT_MAX = 1000000000;
export const MAX_QUERY_LENGTH = 200;
const SEARCH_GOODS_LIMIT = 100;
/** **(demo)** search by image: POST {search}/image {image: data URL of a jpeg, png or webp} -> {imageId}. */
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
export const MAX_SEARCH_IMAGES = 200;
const searchImages = new Map<string, Buffer>();

/** The uploaded picture's id (its content hash), or a 400 for anything but a base64 jpeg/png/webp data URL. */
export function storeSearchImage(image: unknown): string {
  const match = typeof image === 'string' ? IMAGE_DATA_URL.exec(image) : null;
  const bytes = match ? Buffer.from(match[2]!, 'base64') : null;
  if (!bytes || bytes.length === 0) throw badRequest('image must be a base64 data URL of a jpeg, png or webp picture');
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  if (!searchImages.has(id) && searchImages.size >= MAX_SEARCH_IMAGES) searchImages.delete(searchImages.keys().next().value!);
  searchImages.set(id, bytes);
  return id;
}

/** The signed-in user (for search history), or null; a bad token only skips the history. */
function userIdOf(deps: Deps, c: Ctx): number | null {
  try {
    return deps.auth.optional(c)?.account.userId ?? null;
  } catch {
    return null;
  }
}

function queryText(c: Ctx): string {
  const query = (c.req.query('query') ?? '').trim();
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(`query longer than ${MAX_QUERY_LENGTH} characters`);
  return query;
}

/** The metadata's catalog_type: product-redirect for an existing product number, redirect for a menu category name. */
export function redirectFor(deps: Deps, query: string, lang: string): { catalog_type: string; catalog_value: string } | null {
  if (/^\d+$/.test(query)) {
    const id = Number(query);
    const product = id > PRODUCT_REDIRECT_MIN && id < PRODUCT_REDIRECT_MAX ? deps.data.productById.get(id) : undefined;
    if (product && product.pics > 0) return { catalog_type: 'product-redirect', catalog_value: `/catalog/${id}/detail.aspx` };
  }
  const item = flattenMenu(deps.data.menu(lang)).find((m) => m.name.toLowerCase() === query.toLowerCase() && m.url.startsWith('/catalog/'));
  return item ? { catalog_type: 'redirect', catalog_value: item.url } : null;
}

export function registerSearch(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.search;

  // GET /search?query=&page=&sort=&dest=[&fsupplier=&fdlvr=] -> {metadata, data:{total, products}}.
  app.get(`${base}${SEARCH_PATH}`, (c) => {
    const query = queryText(c);
    const pageNumber = toPositiveInt(c.req.query('page') ?? '1');
    if (pageNumber === undefined) throw badRequest('page must be a positive integer');
    const supplierRaw = c.req.query('fsupplier');
    const supplierId = supplierRaw === undefined || supplierRaw === '' ? undefined : toPositiveInt(supplierRaw);
    if (supplierRaw && supplierId === undefined) throw badRequest('fsupplier must be a seller id');
    const ctx = cardContext(c.req.query(), isPremiumRequest(deps, c));
    const found = deliveredWithin(deps.search.search(query, sortOf(c.req.query('sort')), supplierId), deliveryHoursOf(c.req.query('fdlvr')));
    const userId = userIdOf(deps, c);
    if (userId !== null && query !== '') deps.userData.addSearch(userId, query);
    return c.json({
      metadata: {
        name: query,
        title: query,
        normquery: query.toLowerCase(),
        original: query,
        is_empty: found.length === 0,
        rs: found.length,
        snippet: '',
        change_input: false,
        context: '',
        catalog_type: 'preset',
        catalog_value: '',
        ...redirectFor(deps, query, ctx.lang),
      },
      data: { total: found.length, products: page(found, pageNumber).map((p) => cardView(deps.data, p, ctx)) },
    });
  });

  app.post(`${base}${IMAGE_SEARCH_PATH}`, async (c) => {
    const body = await readObject(c);
    return c.json({ imageId: storeSearchImage(body.image) });
  });

  // GET /search-goods?query= -> [nmId] (recommendation search, empty-search recommendations).
  app.get(`${base}/search-goods`, (c) => {
    const query = queryText(c);
    const found = query === '' ? deps.data.products.slice(0, SEARCH_GOODS_LIMIT) : deps.search.search(query);
    return c.json(found.slice(0, SEARCH_GOODS_LIMIT).map((p) => p.nmId));
  });
}
