import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { badRequest, notFound } from '../errors';
import { parseIdList, toPositiveInt } from '../input';
import { sortProducts } from '../search-engine';
import { SERVICE_MAP } from '../service-map';
import { MAX_CARD_IDS } from './catalog';
import { RECOMMENDATIONS_PATH } from '../../../contracts/products';

export const RECOMMENDATION_TYPES = ['visuallysimilar', 'similar', 'alsobuy'] as const;
export const RECOMMENDATION_COUNT = 30;
/** storefront-routing-wallet.md §3 recommendation source types: 1 visually similar. */
const SOURCE_VISUALLY_SIMILAR = 1;

export function registerRecommendations(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.recommendations;

  // GET /recommendation/catalog?type=visuallysimilar&forproduct={nmId} -> {nms, source, isVisualSimilarFromRecService}.
  app.get(`${base}${RECOMMENDATIONS_PATH}`, (c) => {
    const type = c.req.query('type') ?? '';
    if (!(RECOMMENDATION_TYPES as readonly string[]).includes(type)) throw badRequest(`type must be one of ${RECOMMENDATION_TYPES.join(', ')}`);
    const nmId = toPositiveInt(c.req.query('forproduct'));
    const product = nmId === undefined ? undefined : deps.data.productById.get(nmId);
    if (!product) throw notFound('no such product');
    const pool =
      type === 'alsobuy'
        ? (deps.data.productsBySubject.get(
            deps.data.subjects[(deps.data.subjects.findIndex((s) => s.id === product.subjectId) + 1) % deps.data.subjects.length]!.id,
          ) ?? [])
        : (deps.data.productsBySubject.get(product.subjectId) ?? []).filter(
            (p) => p.nmId !== product.nmId && (type !== 'visuallysimilar' || p.colourIndex === product.colourIndex),
          );
    const nms = sortProducts(pool, 'popular')
      .slice(0, RECOMMENDATION_COUNT)
      .map((p) => p.nmId);
    return c.json({ nms, source: SOURCE_VISUALLY_SIMILAR, isVisualSimilarFromRecService: type === 'visuallysimilar' });
  });

  // GET /merger/list?nm=1;2 (up to 100) -> {nms}: the given products' colour groups merged, known ids only.
  app.get(`${base}/merger/list`, (c) => {
    const ids = parseIdList(c.req.query('nm'));
    if (ids.length === 0 || ids.length > MAX_CARD_IDS) throw badRequest(`nm must list 1 to ${MAX_CARD_IDS} ids joined by ";"`);
    const seen = new Set<number>();
    for (const id of ids) {
      const product = deps.data.productById.get(id);
      if (!product) continue;
      seen.add(id);
      for (const sibling of deps.data.products.filter((p) => p.imtId === product.imtId)) seen.add(sibling.nmId);
    }
    return c.json({ nms: [...seen].slice(0, MAX_CARD_IDS) });
  });
}
