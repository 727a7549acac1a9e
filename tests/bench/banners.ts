/**
 * Issue 8 bench: a banner-only page.
 * - Lighthouse mobile (median of 5) of a page holding only the kit and <vt-banner-carousel
 *   location="home-main"> with its first banner as a light-DOM <img> (the LCP image in the HTML);
 * - the same page frozen into static HTML, measured in the same run: LCP ratio (budget 1.5);
 * - CLS (budget 0);
 * - gzip size of the carousel chunk (its own scroll-snap slider) and of the chunks it imports on
 *   demand, beside the slider it replaced as anchors: swiper's custom element (swiper/element, a
 *   dev dependency for this comparison only, bundled and minified the same way) and swiper core alone.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Browser } from 'playwright';
import { runLighthouse } from './lighthouse';
import { serveStatic, snapshotAsStaticHtml } from './static-floor';

/** Lighthouse's mobile viewport is 412 px wide: below the desktop-only breakpoint, so apptype 2. */
const MOBILE_APP_TYPE = 2;

interface WireBanner {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  placementOptions?: { sort?: number };
}

/** The first slide the carousel will show: the lowest sort under 100 (storefront-shell.md §5). */
async function firstBanner(demoUrl: string): Promise<WireBanner> {
  const query = new URLSearchParams({ urltype: '1', apptype: String(MOBILE_APP_TYPE), displaytype: '3', country: '1', culture: 'ru' });
  const list = (await (await fetch(`${demoUrl}/svc/banners?${query}`)).json()) as WireBanner[];
  const first = list.filter((b) => (b.placementOptions?.sort ?? 100) < 100).sort((a, b) => a.placementOptions!.sort! - b.placementOptions!.sort!)[0];
  if (!first?.src) throw new Error('bench: the demo has no home-main banner');
  return first;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function bannerOnlyHtml(banner: WireBanner): string {
  const src = escapeAttribute(banner.src!);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Баннеры витрины">
<title>Баннер</title>
<link rel="preload" as="image" href="${src}" fetchpriority="high">
<script type="module" src="/dist/vitrina.js"></script>
<style>body{margin:0;font-family:system-ui,sans-serif}h1{font-size:20px;margin:12px 16px}</style>
</head>
<body>
<main>
<h1>Акции недели</h1>
<vt-banner-carousel location="home-main"><img src="${src}" alt="${escapeAttribute(banner.alt ?? '')}" width="${banner.width ?? 1440}" height="${banner.height ?? 450}" fetchpriority="high"></vt-banner-carousel>
</main>
</body>
</html>`;
}

async function gzipOf(bytes: Uint8Array | string): Promise<number> {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The chunks a chunk imports with import("./x.js") (fetched when first needed, not with the chunk). */
async function dynamicImportsGzip(dist: string, file: string): Promise<number> {
  const code = await readFile(path.join(dist, file), 'utf8');
  let total = 0;
  for (const [, name] of code.matchAll(/import\(["']\.\/([^"']+\.js)["']\)/g)) {
    total += await gzipOf(await readFile(path.join(dist, path.dirname(file), name!)));
  }
  return total;
}

/** swiper as an app would ship it (the comparison's anchor): bundled from the dev dependency and minified. */
async function swiperBundleGzip(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipOf(result.outputFiles[0]!.contents);
}

export async function measureBanners(ctx: { browser: Browser; demoUrl: string; dist?: string }): Promise<Record<string, number>> {
  // The demo serves /dist/ from $VITRINA_OUT: the sizes are read from the same build.
  const dist = ctx.dist ?? (process.env.VITRINA_OUT || 'dist');
  const banner = await firstBanner(ctx.demoUrl);
  // The page is served from loopback; everything else (the kit, the service map, the services) is the demo's.
  const live = await serveStatic(bannerOnlyHtml(banner), ctx.demoUrl);
  let floor: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    const floorHtml = await snapshotAsStaticHtml(ctx.browser, live.url, 'vt-banner-carousel[data-state="ready"]');
    floor = await serveStatic(floorHtml, ctx.demoUrl);
    const staticFigures = await runLighthouse(floor.url);
    const kitFigures = await runLighthouse(live.url);

    const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as { widgets: Record<string, { file: string }> };
    const chunk = manifest.widgets['vt-banner-carousel'];
    const chunkGzip = chunk ? await gzipOf(await readFile(path.join(dist, chunk.file))) : NaN;
    const onDemandGzip = chunk ? await dynamicImportsGzip(dist, chunk.file) : NaN;

    return {
      'banner page: Lighthouse mobile performance': kitFigures.performance,
      'banner page: accessibility': kitFigures.accessibility,
      'banner page: best practices': kitFigures.bestPractices,
      'banner page: LCP ms': Math.round(kitFigures.lcpMs),
      'banner page as static HTML: LCP ms': Math.round(staticFigures.lcpMs),
      'banner page: LCP / static LCP (budget 1.5)': Number((kitFigures.lcpMs / staticFigures.lcpMs).toFixed(2)),
      'banner page: CLS (budget 0)': Number(kitFigures.cls.toFixed(4)),
      'banner page: TBT ms': Math.round(kitFigures.tbtMs),
      '<vt-banner-carousel> chunk gzip bytes': chunkGzip,
      '<vt-banner-carousel> chunks imported on demand gzip bytes': onDemandGzip,
      'swiper/element (bundled, minified) gzip bytes': await swiperBundleGzip("import { register } from 'swiper/element'; register();"),
      'swiper core alone (bundled, minified) gzip bytes': await swiperBundleGzip("import Swiper from 'swiper'; globalThis.Swiper = Swiper;"),
    };
  } finally {
    await live.close();
    await floor?.close();
  }
}
