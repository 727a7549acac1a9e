// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDemo, type TestDemo } from '../demo/helpers';
import { hostPageCsp } from '../../../demo/server/host-csp';

let demo: TestDemo;

beforeAll(async () => {
  demo = await startTestDemo();
}, 60_000);

afterAll(async () => {
  await demo?.stop();
});

describe('demo /gallery and /examples pages (issue 13)', () => {
  it('serves the gallery and both host pages as HTML under the storefront strict CSP', async () => {
    for (const path of ['/gallery', '/examples/plain.html', '/examples/react.html']) {
      const response = await demo.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const csp = response.headers.get('content-security-policy');
      expect(csp, path).toBe(hostPageCsp(new URL(demo.url).origin));
      expect(csp, path).toContain("require-trusted-types-for 'script'");
      expect(csp, path).not.toContain('unsafe-inline');
    }
  });

  it('the pages have no inline script or style (they must run under that CSP)', async () => {
    for (const path of ['/gallery', '/examples/plain.html', '/examples/react.html']) {
      const html = await (await demo.get(path)).text();
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, path).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);
    }
  });

  it('serves the gallery scripts and styles, and a buyable sample product of this catalog', async () => {
    for (const file of ['gallery.js', 'element-card.js', 'attribute-controls.js', 'dark.css'])
      expect((await demo.get(`/gallery/${file}`)).status, file).toBe(200);
    const { goods, seller } = (await (await demo.get('/gallery/samples.json')).json()) as {
      goods: { product: number; size: number } | null;
      seller: number | null;
    };
    expect(demo.deps.data.sellerById.get(seller!)?.isUnknown).toBe(false);
    expect(goods).not.toBeNull();
    const product = demo.deps.data.productById.get(goods!.product);
    expect(product?.hasPrice).toBe(true);
    expect(product?.adult).toBe(false);
    expect(product?.sizes.some((size) => size.chrtId === goods!.size)).toBe(true);
  });

  it('never serves files outside demo/gallery and demo/examples, nor other file kinds', async () => {
    for (const path of ['/gallery/..%2F..%2Fpackage.json', '/examples/..%2Fserver%2Fmain.ts', '/examples/react-host.tsx', '/gallery/%00.js']) {
      expect((await demo.get(path)).status, path).toBe(404);
    }
  });
});
