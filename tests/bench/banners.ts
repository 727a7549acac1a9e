/**
 * Issue 8 bench: a banner-only page.
 * - Lighthouse mobile (median of 5) of a page holding only the kit and <vt-banner-carousel
 *   location="home-main"> with its first banner as a light-DOM <img> (the LCP image in the HTML);
 * - the same page frozen into static HTML, measured in the same run: LCP ratio (budget 1.5);
 * - CLS (budget 0);
 * - gzip sizes of the carousel: its first-paint chunks on top of the shared runtime, the slider
 *   engine it loads once the first slide has painted (swiper with its a11y, keyboard and autoplay
 *   modules and its stylesheet; shared with the product gallery and the shelves), the two together
 *   (DESIGN.md: the carousel with swiper <= 40 KB), and the creative layer it loads for HTML5 and
 *   video banners.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { SLIDER_ENGINE_CHUNK } from './budgets';
import { runLighthouse } from './lighthouse';
import { runtimeFiles, type Manifest } from './sizes';
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

/** Gzip bytes of the carousel's chunks (dist/manifest.json): its first paint on top of the runtime, swiper's engine, the creative part. */
async function carouselSizes(dist: string): Promise<{ firstPaint: number; engine: number; creative: number }> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
  const carousel = manifest.widgets['vt-banner-carousel'];
  if (!carousel) return { firstPaint: NaN, engine: NaN, creative: NaN };
  const runtime = runtimeFiles(manifest);
  const sum = async (files: string[]) => {
    let total = 0;
    for (const file of files) total += await gzipOf(await readFile(path.join(dist, file)));
    return total;
  };
  const onDemand = carousel.onDemand ?? [];
  return {
    firstPaint: await sum([carousel.file, ...carousel.imports.filter((file) => !runtime.has(file) && file !== manifest.loader)]),
    engine: await sum(onDemand.filter((file) => SLIDER_ENGINE_CHUNK.test(file))),
    creative: await sum(onDemand.filter((file) => !SLIDER_ENGINE_CHUNK.test(file))),
  };
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

    const sizes = await carouselSizes(dist);

    return {
      'banner page: Lighthouse mobile performance': kitFigures.performance,
      'banner page: accessibility': kitFigures.accessibility,
      'banner page: best practices': kitFigures.bestPractices,
      'banner page: LCP ms': Math.round(kitFigures.lcpMs),
      'banner page as static HTML: LCP ms': Math.round(staticFigures.lcpMs),
      'banner page: LCP / static LCP (budget 1.5)': Number((kitFigures.lcpMs / staticFigures.lcpMs).toFixed(2)),
      'banner page: CLS (budget 0)': Number(kitFigures.cls.toFixed(4)),
      'banner page: TBT ms': Math.round(kitFigures.tbtMs),
      '<vt-banner-carousel> first-paint chunks gzip bytes': sizes.firstPaint,
      'slider engine (swiper) gzip bytes': sizes.engine,
      '<vt-banner-carousel> with swiper gzip bytes': sizes.firstPaint + sizes.engine,
      '<vt-banner-carousel> creative layer on demand gzip bytes': sizes.creative,
    };
  } finally {
    await live.close();
    await floor?.close();
  }
}
