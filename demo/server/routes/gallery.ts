import { extname, join } from 'node:path';
import type { Hono } from 'hono';
import { requestOrigin, type AppEnv, type Ctx, type Deps } from '../deps';
import { hostPageCsp } from '../host-csp';
import { CONTENT_TYPES, readUnder } from './kit';

const PAGE_TYPES = new Set(['.html', '.js', '.css', '.json']);

/** A product and size of the demo catalog anyone can buy: the gallery's and examples' sample goods. */
export function sampleGoods(deps: Deps): { product: number; size: number } | null {
  for (const product of deps.data.products) {
    const size = product.sizes.find((s) => s.stocks.reduce((sum, stock) => sum + stock.qty, 0) > 5);
    if (product.hasPrice && !product.adult && size) return { product: product.nmId, size: size.chrtId };
  }
  return null;
}

async function servePageFile(c: Ctx, root: string, relative: string): Promise<Response> {
  const type = extname(relative);
  const body = PAGE_TYPES.has(type) ? await readUnder(root, relative) : null;
  if (!body) return c.json({ error: 'not found', path: c.req.path }, 404);
  c.header('Content-Type', CONTENT_TYPES[type] ?? 'application/octet-stream');
  c.header('Cache-Control', 'no-cache');
  // The storefront's strict CSP (no inline script or style, trusted types, no policy): the
  // integrator pages prove the kit works where a careful partner embeds it.
  if (type === '.html') c.header('Content-Security-Policy', hostPageCsp(requestOrigin(c)));
  return c.body(new Uint8Array(body));
}

/**
 * GET /gallery (demo/gallery/index.html: every element of dist/custom-elements.json, live and
 * editable), /gallery/<file> (its scripts and styles), /gallery/samples.json (sample goods and
 * a seller of this catalog for the elements that take one), /examples/<file> (demo/examples: the plain
 * HTML and React 19 host pages).
 */
export function registerGallery(app: Hono<AppEnv>, deps: Deps): void {
  const galleryDir = join(deps.repoRoot, 'demo/gallery');
  const examplesDir = join(deps.repoRoot, 'demo/examples');
  app.get('/gallery', (c) => servePageFile(c, galleryDir, 'index.html'));
  app.get('/gallery/samples.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    const seller = deps.data.sellers.find((s) => !s.isUnknown);
    return c.json({ goods: sampleGoods(deps), seller: seller ? seller.id : null });
  });
  app.get('/gallery/*', (c) => servePageFile(c, galleryDir, c.req.path.slice('/gallery/'.length)));
  app.get('/examples/*', (c) => servePageFile(c, examplesDir, c.req.path.slice('/examples/'.length)));
}
