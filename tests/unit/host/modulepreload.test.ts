import { describe, expect, it } from 'vitest';
import { preloadFiles, preloadPlan, withModulePreloads, type KitManifest } from '../../../demo/server/routes/kit';
import { ROUTES } from '../../../contracts/pages/table';

const MANIFEST: KitManifest = {
  session: ['chunks/start-1.js', 'vitrina.js'],
  widgets: {
    'vt-header': { file: 'chunks/header.define-1.js', imports: ['chunks/runtime-1.js', 'vitrina.js'] },
    'vt-cart': { file: 'chunks/cart.define-1.js', imports: ['chunks/runtime-1.js', 'chunks/cart-1.js'] },
    'vt-banner-carousel': { file: 'chunks/banner-carousel.define-1.js', imports: ['chunks/runtime-1.js'] },
    'vt-evil': { file: '../../etc/passwd.js', imports: ['"><script>.js'] },
  },
};
const HTML =
  '<html><head><link rel="modulepreload" href="/dist/vitrina.js" />\n    <script type="module" src="/dist/vitrina.js"></script></head><body><vt-header></vt-header></body></html>';

describe('host page modulepreload from dist/manifest.json (issue 9 lazy pages)', () => {
  it("the basket route preloads the session, the page's shell tags and the route's widgets with their imports", () => {
    expect(new Set(preloadFiles(MANIFEST, '/lk/basket', HTML))).toEqual(
      new Set(['chunks/cart-1.js', 'chunks/cart.define-1.js', 'chunks/header.define-1.js', 'chunks/runtime-1.js', 'chunks/start-1.js', 'vitrina.js']),
    );
  });

  it("most needed first: what every element of the page imports, the session, then each tag in page order, the route's widgets last", () => {
    expect(preloadFiles(MANIFEST, '/lk/basket', HTML)).toEqual([
      'chunks/runtime-1.js',
      'chunks/start-1.js',
      'vitrina.js',
      'chunks/header.define-1.js',
      'chunks/cart-1.js',
      'chunks/cart.define-1.js',
    ]);
  });

  it('a tag marked loading="lazy" (below the fold) is not preloaded: it loads when it nears the viewport', () => {
    const manifest: KitManifest = {
      ...MANIFEST,
      widgets: { ...MANIFEST.widgets, 'vt-footer': { file: 'chunks/footer.define-1.js', imports: ['chunks/runtime-1.js', 'chunks/footer-links-1.js'] } },
    };
    const lazy = HTML.replace('<vt-header></vt-header>', '<vt-header></vt-header><vt-footer loading="lazy"></vt-footer>');
    // Neither as a tag of the page nor as one of the route's widgets (the shell's footer is both).
    for (const path of ['/services/o-nas', '/lk/basket', '/']) {
      expect(preloadFiles(manifest, path, lazy)).not.toContain('chunks/footer.define-1.js');
      expect(preloadFiles(manifest, path, lazy)).not.toContain('chunks/footer-links-1.js');
    }
    expect(preloadFiles(manifest, '/services/o-nas', lazy.replace(' loading="lazy"', ''))).toContain('chunks/footer.define-1.js');
  });

  it("a route without that widget does not preload it; an unknown path gets only the page's own tags", () => {
    expect(preloadFiles(MANIFEST, '/services/o-nas', HTML)).not.toContain('chunks/cart.define-1.js');
    expect(preloadFiles(MANIFEST, '/', HTML)).toContain('chunks/banner-carousel.define-1.js');
    expect(preloadFiles(MANIFEST, '/no/such/page', HTML)).toEqual(['chunks/runtime-1.js', 'vitrina.js', 'chunks/start-1.js', 'chunks/header.define-1.js']);
  });

  it("what every element waits for is fetched at high priority, the route's widgets at low priority", () => {
    const plan = preloadPlan(MANIFEST, '/lk/basket', HTML);
    expect(plan.filter((p) => p.priority === 'high').map((p) => p.file)).toEqual(['chunks/runtime-1.js', 'chunks/start-1.js', 'vitrina.js']);
    expect(plan.filter((p) => p.priority === 'low').map((p) => p.file)).toEqual(['chunks/cart-1.js', 'chunks/cart.define-1.js']);
    const html = withModulePreloads(HTML, plan);
    expect(html).toContain('<link rel="modulepreload" href="/dist/chunks/runtime-1.js" fetchpriority="high" />');
    expect(html).toContain('<link rel="modulepreload" href="/dist/chunks/header.define-1.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/dist/chunks/cart.define-1.js" fetchpriority="low" />');
  });

  it("elements a page shows only below the fold or on a move (the shelves' and the popup's product card) are not preloaded", () => {
    const manifest: KitManifest = {
      ...MANIFEST,
      widgets: { ...MANIFEST.widgets, 'vt-product-card': { file: 'chunks/product-card.define-1.js', imports: ['chunks/runtime-1.js'] } },
    };
    expect(preloadFiles(manifest, '/', HTML)).not.toContain('chunks/product-card.define-1.js');
    expect(preloadFiles(manifest, '/catalog/123/detail.aspx', HTML)).toContain('chunks/product-card.define-1.js');
  });

  it("the product page preloads the full card's on-demand part with the card; the shelves' and the listings' pages do not", () => {
    const manifest: KitManifest = {
      ...MANIFEST,
      widgets: {
        ...MANIFEST.widgets,
        'vt-product-card': {
          file: 'chunks/product-card.define-1.js',
          imports: ['chunks/runtime-1.js'],
          onDemand: ['chunks/detail-part-1.js', 'chunks/dates-1.js'],
        },
        'vt-product-grid': { file: 'chunks/product-grid.define-1.js', imports: ['chunks/runtime-1.js'], onDemand: ['chunks/tile-actions-1.js'] },
      },
    };
    const product = preloadPlan(manifest, '/catalog/123/detail.aspx', HTML);
    expect(product.filter((p) => p.priority === 'low').map((p) => p.file)).toEqual([
      'chunks/product-card.define-1.js',
      'chunks/detail-part-1.js',
      'chunks/dates-1.js',
    ]);
    for (const path of ['/', '/catalog/zhenshchinam', '/search?search=dress']) {
      const files = preloadFiles(manifest, path, HTML);
      expect(
        files.filter((file) => /detail-part|dates|tile-actions/.test(file)),
        path,
      ).toEqual([]);
    }
  });

  it('a route preloads on-demand parts only of widgets it lists', () => {
    for (const route of ROUTES) for (const tag of route.preloadOnDemand ?? []) expect(route.widgets, route.name).toContain(tag);
  });

  it('never emits a path that leaves /dist/ or breaks out of the attribute', () => {
    const files = preloadFiles({ widgets: { 'vt-header': MANIFEST.widgets!['vt-evil']! } }, '/', HTML);
    expect(files).toEqual([]);
  });

  it("inserts the links before the first module script, once each, keeping the document's own", () => {
    const html = withModulePreloads(HTML, ['vitrina.js', 'chunks/runtime-1.js']);
    expect(html.match(/href="\/dist\/vitrina.js"/g)).toHaveLength(1);
    expect(html.indexOf('/dist/chunks/runtime-1.js')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(withModulePreloads('<p>no script</p>', ['vitrina.js'])).toBe('<p>no script</p>');
  });
});
