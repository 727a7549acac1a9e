// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePartnerOrigins } from '../../../demo/server/cors';
import { json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
let repoRoot: string;
beforeAll(async () => {
  repoRoot = mkdtempSync(join(tmpdir(), 'vitrina-repo-'));
  mkdirSync(join(repoRoot, 'dist', 'chunks'), { recursive: true });
  mkdirSync(join(repoRoot, 'host'), { recursive: true });
  writeFileSync(join(repoRoot, 'dist', 'vitrina.js'), 'export const loader = 1;');
  writeFileSync(join(repoRoot, 'dist', 'chunks', 'runtime-abc123.js'), 'export {};');
  writeFileSync(join(repoRoot, 'dist', 'ru.json'), '{}');
  writeFileSync(join(repoRoot, 'dist', 'manifest.json'), JSON.stringify({ version: '12.2.0-rc.1', session: [], widgets: {} }));
  writeFileSync(join(repoRoot, 'dist', 'chunks', 'big-abc123.js'), `export const text = ${JSON.stringify('vitrina '.repeat(400))};`);
  writeFileSync(join(repoRoot, 'host', 'index.html'), '<!doctype html><title>host page</title>');
  writeFileSync(join(repoRoot, 'host', 'host.css'), 'body{}');
  writeFileSync(join(repoRoot, 'host', 'router.ts'), 'secret source');
  demo = await startTestDemo({ repoRoot, partnerOrigins: ['https://partner.example'] });
});
afterAll(async () => {
  await demo?.stop();
  rmSync(repoRoot, { recursive: true, force: true });
});

describe('main origin (issue 4 server structure)', () => {
  it('serves the service map at /config/services.json exactly as the contract says', async () => {
    const res = await demo.get('/config/services.json');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      site: '/',
      favs: '/svc/favs',
      sellersSyncer: '/svc/sellers',
      sellersEnrich: '/svc/sellers-enrich',
      cartStorage: '/svc/cart',
      bell: '/svc/bell',
      basketApi: '/svc/basket',
      banners: '/svc/banners',
      suggest: '/svc/suggest',
      search: '/svc/search',
      catalog: '/svc/catalog',
      menu: '/svc/menu',
      static: '/static',
      auth: '/svc/auth',
      userStorage: '/svc/user-storage',
      routes: '/svc/routes',
      settings: '/',
      cdn: '/svc/cdn',
      logging: '/',
      journal: '/svc/journal',
      recommendations: '/svc/recom',
      images: '/cdn',
      // The country of a page comes from its host name (DESIGN.md "Countries"); plain localhost is ru.
      countries: {
        localhost: 'ru',
        'ru.localhost': 'ru',
        'by.localhost': 'by',
        'kz.localhost': 'kz',
        'kg.localhost': 'kg',
        'am.localhost': 'am',
        'uz.localhost': 'uz',
        'ge.localhost': 'ge',
        'tj.localhost': 'tj',
        'global.localhost': 'global',
      },
    });
  });

  it('serves /dist with content types: the loader no-cache, hashed chunks immutable', async () => {
    const loader = await demo.get('/dist/vitrina.js');
    expect(loader.headers.get('content-type')).toContain('text/javascript');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(await loader.text()).toBe('export const loader = 1;');
    const chunk = await demo.get('/dist/chunks/runtime-abc123.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await demo.get('/dist/ru.json')).headers.get('content-type')).toContain('application/json');
  });

  it('sends kit files compressed as a CDN would (brotli, else gzip, else plain), small files plain', async () => {
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${demo.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res
              .on('data', (chunk: Buffer) => chunks.push(chunk))
              .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
              .on('error', reject);
          })
          .on('error', reject);
      });
    const source = `export const text = ${JSON.stringify('vitrina '.repeat(400))};`;
    const br = await raw('/dist/chunks/big-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    expect(br.body.length).toBeLessThan(source.length / 4);
    const gzip = await raw('/dist/chunks/big-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(source);
    const plain = await raw('/dist/chunks/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
    expect((await raw('/dist/vitrina.js', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('never serves files outside dist/ (path traversal) and 404s missing kit files as JSON', async () => {
    for (const path of ['/dist/..%2fhost%2findex.html', '/dist/%2e%2e/host/index.html', '/dist/missing.js']) {
      const res = await demo.get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('serves host/index.html for / and every storefront path with status 200', async () => {
    for (const path of ['/', '/lk/basket', '/catalog/zhenshchinam/odezhda', '/no/such/page']) {
      const res = await demo.get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>host page</title>');
    }
  });

  it('serves the host stylesheet but never host sources', async () => {
    expect((await demo.get('/host/host.css')).headers.get('content-type')).toContain('text/css');
    expect((await demo.get('/host/router.ts')).status).toBe(404);
  });

  it('unknown API, static, kit and admin paths are JSON 404s, not the host page', async () => {
    for (const path of ['/webapi/nope', '/svc/nope', '/static/nope.json', '/dist', '/cdn/nope', '/config/nope', '/demo/nope']) {
      const res = await demo.get(path);
      expect(res.status, path).toBe(404);
      expect(await json(res)).toMatchObject({ error: expect.any(String) });
    }
  });

  it('a placeholder host page is served while host/index.html does not exist', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'vitrina-bare-'));
    const other = await startTestDemo({ repoRoot: bare });
    try {
      const html = await (await other.get('/')).text();
      expect(html).toContain('<script type="module" src="/dist/vitrina.js"></script>');
    } finally {
      await other.stop();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('bad input never crashes the server (issue 4 "Must show")', () => {
  it('malformed JSON bodies get 400 with a JSON error', async () => {
    for (const path of ['/demo/login', '/webapi/logging/jserror', '/svc/journal/api/v1/set', '/svc/sellers-enrich']) {
      const res = await demo.post(path, '{"oops');
      expect(res.status, path).toBe(400);
      expect(await json(res)).toEqual({ error: 'malformed JSON body' });
    }
  });

  it('bodies over 1 MB get 413', async () => {
    const res = await demo.post('/webapi/logging/jserror', JSON.stringify({ msg: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ error: 'body over 1048576 bytes' });
  });

  it('keeps serving after hostile requests', async () => {
    await demo.get('/webapi/check-redirect/%E0%A4%A');
    await demo.post('/webapi/spa/data/__proto__', 'null');
    await demo.get('/svc/catalog/cards/list?nm=' + 'x;'.repeat(5000));
    expect((await demo.get('/config/services.json')).status).toBe(200);
  });
});

describe('CORS: the kit is public, the API is credentialed for the allow-list', () => {
  const ANY_ORIGIN = 'http://partner3.localhost:9';

  it('/dist/** answers every origin, and requests without one, with Access-Control-Allow-Origin: * and no credentials', async () => {
    for (const headers of [{} as Record<string, string>, { Origin: ANY_ORIGIN }, { Origin: demo.partnerUrl }, { Origin: 'https://partner.example' }]) {
      for (const path of ['/dist/vitrina.js', '/dist/chunks/runtime-abc123.js', '/dist/ru.json', '/dist/missing.js']) {
        const res = await demo.get(path, headers);
        expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
        expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
        expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
        expect(res.headers.get('timing-allow-origin'), path).toBe('*');
      }
    }
  });

  it('the versioned path /dist/v{version}/ serves the same build, every file immutable; another version is a 404', async () => {
    const pinned = await demo.get('/dist/v12.2.0-rc.1/vitrina.js', { Origin: ANY_ORIGIN });
    expect(pinned.status).toBe(200);
    expect(await pinned.text()).toBe('export const loader = 1;');
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers.get('access-control-allow-origin')).toBe('*');
    expect((await demo.get('/dist/v12.2.0-rc.1/chunks/runtime-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await demo.get('/dist/vitrina.js')).headers.get('cache-control')).toBe('no-cache');
    for (const path of [
      '/dist/v12.2.0/vitrina.js',
      '/dist/v12.2.1-rc.1/vitrina.js',
      '/dist/v12.2.0-rc.1/missing.js',
      '/dist/v12.2.0-rc.1/..%2f..%2fhost%2findex.html',
    ]) {
      const res = await demo.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('answers preflights of an allow-listed origin (the partner port, PARTNER_ORIGINS) with credentials and the API headers', async () => {
    for (const origin of [demo.partnerUrl, 'https://partner.example']) {
      const res = await fetch(`${demo.url}/svc/cart/sync`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,wb-apptype,content-type' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('wb-apptype');
    }
  });

  it('an allow-listed origin gets its origin echoed with credentials on the API, and the token headers exposed', async () => {
    for (const path of ['/config/services.json', '/svc/suggest/api/v7/hint?query=a']) {
      const res = await demo.get(path, { Origin: 'https://partner.example' });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('https://partner.example');
      expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
    }
    const res = await demo.get('/webapi/balance', { Origin: demo.partnerUrl, Authorization: 'Bearer a.b.c' });
    expect(res.status).toBe(498);
    expect(res.headers.get('access-control-allow-origin')).toBe(demo.partnerUrl);
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Token-Action');
  });

  it('any other origin reads public content with * and no credentials: service map, settings, suggestions, banners, menu, images', async () => {
    for (const path of [
      '/config/services.json',
      '/static/settings-front.json',
      '/svc/suggest/api/v7/hint?query=a',
      '/svc/banners?urltype=home-main&apptype=1',
      '/svc/menu/v11/menu?locale=ru&lang=ru',
      '/svc/cdn/api/v3/upstreams',
      '/webapi/settings/global/hash',
    ]) {
      const res = await demo.get(path, { Origin: ANY_ORIGIN });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const preflight = await fetch(`${demo.url}/svc/suggest/api/v7/hint?query=a`, {
      method: 'OPTIONS',
      headers: { Origin: ANY_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).not.toContain('authorization');
  });

  it('any other origin gets no CORS answer for what names a shopper or writes: balance, sync, sign-out, notifications', async () => {
    const token = await demo.login('regular');
    for (const path of ['/webapi/balance', '/webapi/user/info', '/svc/bell/shard-proxy/api/v3/notice/unread?app_type=web']) {
      const res = await demo.get(path, { Origin: ANY_ORIGIN, Authorization: `Bearer ${token}` });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    for (const path of ['/svc/cart/sync', '/webapi/security/exit', '/svc/suggest/api/v7/hint']) {
      const res = await fetch(`${demo.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: ANY_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const write = await demo.post('/webapi/logging/jserror', { msg: 'x' }, { Origin: 'https://evil.example' });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('PARTNER_ORIGINS (comma-separated origins on the credentialed allow-list)', () => {
  it('reads origins, trimmed, without a trailing slash, and refuses anything that is not one', () => {
    expect(parsePartnerOrigins(undefined)).toEqual([]);
    expect(parsePartnerOrigins(' ')).toEqual([]);
    expect(parsePartnerOrigins('https://partner.example, http://localhost:3000/ ,,HTTPS://Shop.Example')).toEqual([
      'https://partner.example',
      'http://localhost:3000',
      'https://shop.example',
    ]);
    for (const bad of ['partner.example', 'https://partner.example/shop', 'ftp://partner.example', 'https://partner.example?x=1', 'null']) {
      expect(() => parsePartnerOrigins(bad), bad).toThrow(/PARTNER_ORIGINS: ".*" is not an origin/);
    }
  });

  it('the server takes them from the environment at start', async () => {
    vi.stubEnv('PARTNER_ORIGINS', 'https://one.example,https://two.example');
    const other = await startTestDemo();
    try {
      for (const origin of ['https://one.example', 'https://two.example']) {
        const res = await other.get('/webapi/balance', { Origin: origin });
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      }
      expect((await other.get('/webapi/balance', { Origin: 'https://three.example' })).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('a malformed entry stops the start with its name', async () => {
    vi.stubEnv('PARTNER_ORIGINS', 'https://ok.example,not an origin');
    await expect(startTestDemo()).rejects.toThrow('PARTNER_ORIGINS: "not an origin" is not an origin');
  });
});

describe('partner origin (issue 4 §7)', () => {
  it('embeds only <vt-search> and <vt-banner-carousel> from the kit origin under a strict CSP', async () => {
    const res = await fetch(`${demo.partnerUrl}/`);
    const html = await res.text();
    const kit = `http://localhost:${demo.port}`;
    expect(html).toContain(`<script type="module" src="${kit}/dist/vitrina.js"></script>`);
    expect(html.match(/<vt-[a-z-]+/g)).toEqual(['<vt-search', '<vt-banner-carousel']);
    expect(html).not.toMatch(/style="/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${kit}`);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types vitrina');
    expect((await fetch(`${demo.partnerUrl}/partner.css`)).headers.get('content-type')).toContain('text/css');
    // Its icon is served (a missing one is a console error: Lighthouse best practices).
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect((await fetch(`${demo.partnerUrl}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });
});
