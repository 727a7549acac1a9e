// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
let repoRoot: string;
beforeAll(async () => {
  repoRoot = mkdtempSync(join(tmpdir(), 'vitrina-repo-'));
  mkdirSync(join(repoRoot, 'dist'), { recursive: true });
  mkdirSync(join(repoRoot, 'host'), { recursive: true });
  writeFileSync(join(repoRoot, 'dist', 'sw.js'), 'self.__VT_PRECACHE={};\n!function(){}();');
  writeFileSync(join(repoRoot, 'dist', 'sw.js.map'), '{"version":3}');
  writeFileSync(join(repoRoot, 'host', 'index.html'), '<!doctype html><title>host page</title>');
  demo = await startTestDemo({ repoRoot });
});
afterAll(async () => {
  await demo?.stop();
  rmSync(repoRoot, { recursive: true, force: true });
});

describe('the service worker script at the site root', () => {
  it('is served as JavaScript, never from the HTTP cache, under a CSP of its own that lets it fetch only this origin', async () => {
    const res = await demo.get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(`default-src 'none'; connect-src 'self' ${demo.url}`);
    expect(await res.text()).toContain('self.__VT_PRECACHE=');
    expect((await demo.get('/sw.js.map')).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('is a 404, not the host page, when the build has none', async () => {
    rmSync(join(repoRoot, 'dist', 'sw.js'));
    const res = await demo.get('/sw.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    writeFileSync(join(repoRoot, 'dist', 'sw.js'), 'self.__VT_PRECACHE={};');
  });
});

describe('the web app manifest (installable on phones and desktops)', () => {
  it('names the storefront, opens it standalone at its home page, in the theme colour, with its icons', async () => {
    const res = await demo.get('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = await json(res);
    expect(manifest).toMatchObject({
      name: 'Витрина — маркетплейс',
      short_name: 'Витрина',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#6f1aa8',
      background_color: '#f6f6f9',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('its icons are PNGs of the sizes it says, rendered once and kept under the data folder', async () => {
    const manifest = await json(await demo.get('/manifest.webmanifest'));
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const res = await demo.get(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    expect(readdirSync(join(demo.dataDir, 'icons')).filter((f) => f.endsWith('.png'))).toHaveLength(4);
    expect((await demo.get('/icons/unknown.png')).status).toBe(404);
    expect((await demo.get('/icons/icon-192.svg')).status).toBe(404);
  });
});
