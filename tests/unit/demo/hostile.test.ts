// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPageCsp } from '../../../demo/server/host-csp';
import { isHostilePath, poison, URL_CORPUS, XSS_CORPUS } from '../../../demo/server/hostile';
import { rmSync } from 'node:fs';
import { repoWithHostPage, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
let repoRoot: string;
beforeAll(async () => {
  repoRoot = await repoWithHostPage();
  demo = await startTestDemo({ repoRoot });
});
afterAll(async () => {
  await demo?.stop();
  rmSync(repoRoot, { recursive: true, force: true });
});

const suggestions = async () =>
  (
    (await (await demo.get(`/svc/suggest/api/v7/hint?query=${encodeURIComponent('пла')}&locale=ru&lang=ru`)).json()) as {
      suggests: { name: string; search: string }[];
    }
  ).suggests;

describe('issue 12 hostile-strings switch (POST /demo/hostile)', () => {
  it('is off by default: answers are untouched', async () => {
    expect(await (await demo.get('/demo/hostile')).json()).toEqual({ on: false });
    const names = (await suggestions()).map((s) => s.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => XSS_CORPUS.includes(n))).toBe(false);
  });

  it('puts the XSS corpus in text fields while on, and only there; off restores the answers', async () => {
    const before = await suggestions();
    expect((await demo.post('/demo/hostile', { on: true })).status).toBe(200);
    const during = await suggestions();
    expect(during.map((s) => s.name)).toEqual(before.map((_, i) => XSS_CORPUS[i % XSS_CORPUS.length]));
    expect(during.map((s) => s.search)).toEqual(before.map((s) => s.search)); // not a text field: kept
    const banners = (await (await demo.get('/svc/banners?urltype=home-main&apptype=1&country=1')).json()) as { alt: string; href: string }[];
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(XSS_CORPUS).toContain(banner.alt);
      expect(URL_CORPUS).toContain(banner.href);
    }
    await demo.post('/demo/hostile', { on: false });
    expect(await suggestions()).toEqual(before);
  });

  it('refuses a switch value that is not a boolean', async () => {
    const answer = await demo.post('/demo/hostile', { on: 'yes' });
    expect(answer.status).toBe(400);
    expect(await (await demo.get('/demo/hostile')).json()).toEqual({ on: false });
  });

  it("every script payload of the corpus sets the window flag, and the URL corpus holds the issue's kinds", () => {
    for (const payload of XSS_CORPUS.filter((p) => /script|on\w+=|javascript:|\$\{|constructor/.test(p))) expect(payload).toContain('__xss=1');
    const joined = URL_CORPUS.join('\n');
    for (const kind of [
      'javascript:',
      'JaVaScRiPt:',
      'java\tscript:',
      '%20javascript:',
      'data:',
      'vbscript:',
      '//evil.example',
      'https://good@evil.example',
      '\\\\',
    ])
      expect(joined).toContain(kind);
    expect(URL_CORPUS.some((u) => u.length > 4000)).toBe(true);
  });

  it('poison() rewrites nested text and link fields and keeps everything else', () => {
    const out = poison({ data: { products: [{ id: 1, name: 'a', brand: 'b', sizes: [{ name: 'S', price: 1 }] }] }, link: '/lk' }) as {
      data: { products: [{ id: number; name: string; brand: string; sizes: [{ name: string; price: number }] }] };
      link: string;
    };
    expect(out.data.products[0].id).toBe(1);
    expect(out.data.products[0].sizes[0].price).toBe(1);
    expect([out.data.products[0].name, out.data.products[0].brand, out.data.products[0].sizes[0].name]).toEqual(XSS_CORPUS.slice(0, 3));
    expect(out.link).toBe(URL_CORPUS[0]);
  });

  it('rewrites only the listed answers', () => {
    expect(isHostilePath('/svc/suggest/api/v7/hint')).toBe(true);
    expect(isHostilePath('/cdn/basket-01/part123/123456/info/ru/card.json')).toBe(true);
    expect(isHostilePath('/webapi/spa/data/SpaHomeData')).toBe(true);
    expect(isHostilePath('/svc/cart/sync')).toBe(false);
    expect(isHostilePath('/config/services.json')).toBe(false);
  });
});

describe('issue 12 strict CSP of the host page', () => {
  it('serves the host page with the strict policy, naming the kit origin and no unsafe source', async () => {
    const response = await demo.get('/lk/basket');
    const csp = response.headers.get('content-security-policy') ?? '';
    // The page's one inline style is its own stylesheet, and its one inline script the boot module
    // (dist/host-boot.js): each allowed by its hash and nothing wider.
    const html = await response.text();
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inlineStyle = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const inlineScripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inlineStyle).toContain('.shell-header');
    expect(inlineScripts).toHaveLength(1);
    expect(inlineScripts[0]).toContain('vt-after-first-paint');
    expect(csp).toBe(hostPageCsp(demo.url, [hash(inlineStyle)], [hash(inlineScripts[0]!)]));
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' ${demo.url}`,
      `style-src 'self' ${demo.url}`,
      "require-trusted-types-for 'script'",
      'trusted-types vitrina',
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });
});
