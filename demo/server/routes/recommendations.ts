import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { parseIdList, toPositiveInt } from '../input';
import { sortProducts } from '../search-engine';
import { SERVICE_MAP } from '../service-map';
import type { ProductRecord } from '../../data/products';
import { MERGER_MAX_IDS, MERGER_PATH, RECOMMENDATIONS_PATH } from '../../../contracts/products';

export const RECOMMENDATION_TYPES = ['visuallysimilar', 'similar', 'alsobuy'] as const;
export const RECOMMENDATION_COUNT = 30;
/** storefront-routing-wallet.md §3 recommendation source types: 1 visually similar. */
const SOURCE_VISUALLY_SIMILAR = 1;

export function registerRecommendations(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.recommendations;
  /** **(demo)** "also bought" with a product: the goods of the subject after its own. */
  const alsoBuyPool = (product: ProductRecord) =>
    deps.data.productsBySubject.get(
      deps.data.subjects[(deps.data.subjects.findIndex((s) => s.id === product.subjectId) + 1) % deps.data.subjects.length]!.id,
    ) ?? [];

  // GET /recommendation/catalog?type=visuallysimilar&forproduct={nmId} -> {nms, source, isVisualSimilarFromRecService}.
  app.get(`${base}${RECOMMENDATIONS_PATH}`, (c) => {
    const type = c.req.query('type') ?? '';
    if (!(RECOMMENDATION_TYPES as readonly string[]).includes(type)) throw badRequest(`type must be one of ${RECOMMENDATION_TYPES.join(', ')}`);
    const nmId = toPositiveInt(c.req.query('forproduct'));
    const product = nmId === undefined ? undefined : deps.data.productById.get(nmId);
    if (!product) throw notFound('no such product');
    const pool =
      type === 'alsobuy'
        ? alsoBuyPool(product)
        : (deps.data.productsBySubject.get(product.subjectId) ?? []).filter(
            (p) => p.nmId !== product.nmId && (type !== 'visuallysimilar' || p.colourIndex === product.colourIndex),
          );
    const nms = sortProducts(pool, 'popular')
      .slice(0, RECOMMENDATION_COUNT)
      .map((p) => p.nmId);
    return c.json({ nms, source: SOURCE_VISUALLY_SIMILAR, isVisualSimilarFromRecService: type === 'visuallysimilar' });
  });

  // GET /merger/list?nm=1;2 (up to 100) -> {nms}: the recommendations of a set of goods (a basket),
  // merged: for each known product in turn, the next of its alsobuy goods, then of its own subject's
  // popular goods; without the given goods, at most MERGER_MAX_IDS.
  app.get(`${base}${MERGER_PATH}`, (c) => {
    const ids = parseIdList(c.req.query('nm'));
    if (ids.length === 0 || ids.length > MERGER_MAX_IDS) throw badRequest(`nm must list 1 to ${MERGER_MAX_IDS} ids joined by ";"`);
    const given = new Set(ids);
    const sources = ids
      .flatMap((id) => {
        const product = deps.data.productById.get(id);
        return product ? [alsoBuyPool(product), deps.data.productsBySubject.get(product.subjectId) ?? []] : [];
      })
      .map((pool) => sortProducts(pool, 'popular').filter((p) => !given.has(p.nmId) && p.hasPrice && p.sizes.some((s) => s.stocks.length > 0)));
    const merged = new Set<number>();
    for (let i = 0; merged.size < MERGER_MAX_IDS && sources.some((pool) => i < pool.length); i++) {
      for (const pool of sources) if (pool[i] && merged.size < MERGER_MAX_IDS) merged.add(pool[i]!.nmId);
    }
    return c.json({ nms: [...merged] });
  });
}
