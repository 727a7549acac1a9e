import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { BUDGETS, SLIDER_ENGINE_CHUNK } from './budgets';

export interface FileSize {
  file: string;
  kind: 'loader' | 'host' | 'runtime' | 'widget' | 'shared';
  tag?: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface Manifest {
  loader: string;
  session: string[];
  /** onDemand: what the widget loads after its first paint (tools/rollup/manifest.mjs). */
  widgets: Record<string, { file: string; imports: string[]; onDemand?: string[] }>;
}

async function measure(file: string): Promise<Pick<FileSize, 'raw' | 'gzip' | 'brotli'>> {
  const bytes = await readFile(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The shared runtime: what every page loads with its first element, whatever the element — the
 * session start-up chunks and the chunks every widget imports (React, ReactDOM, jotai, r2wc,
 * core/i18n, the core they all use). Everything else a widget pulls in is that widget's cost.
 */
export function runtimeFiles(manifest: Manifest): Set<string> {
  // Elements built on React (all but configuration-only ones like <vt-store>) decide what is common.
  const widgets = Object.values(manifest.widgets).filter((w) => w.imports.some((file) => file.startsWith('chunks/runtime-')));
  const common = widgets.length ? widgets.map((w) => new Set(w.imports)).reduce((a, b) => new Set([...a].filter((f) => b.has(f)))) : new Set<string>();
  const runtime = new Set([...manifest.session, ...common]);
  runtime.delete(manifest.loader);
  return runtime;
}

/** Every JS file of dist/, classed as the loader, the host script, runtime, a widget's own chunk, or shared by some widgets. */
export async function measureDist(dist: string): Promise<{ files: FileSize[]; manifest: Manifest }> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
  const tagByFile = new Map(Object.entries(manifest.widgets).map(([tag, entry]) => [entry.file, tag]));
  const runtime = runtimeFiles(manifest);
  const chunks = (await readdir(path.join(dist, 'chunks'))).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`);
  const entries = (await readdir(dist)).filter((name) => name.endsWith('.js'));
  const files: FileSize[] = [];
  for (const file of [...entries.sort(), ...chunks.sort()]) {
    const tag = tagByFile.get(file);
    const kind: FileSize['kind'] =
      file === manifest.loader ? 'loader' : !file.startsWith('chunks/') ? 'host' : runtime.has(file) ? 'runtime' : tag ? 'widget' : 'shared';
    files.push({ file, kind, ...(tag ? { tag } : {}), ...(await measure(path.join(dist, file))) });
  }
  return { files, manifest };
}

export interface SizeCheck {
  name: string;
  gzip: number;
  brotli: number;
  budget: number;
  ok: boolean;
}

/**
 * DESIGN.md's size budgets: the loader, the shared runtime, and each widget on top of the runtime
 * (what it loads for its first paint; its on-demand parts come after it). The banner carousel's
 * budget is with swiper: its first-paint chunks and the slider engine's chunk, which it loads once
 * its first slide has painted (the gallery and the shelves share that chunk; the file table lists
 * it as shared).
 */
export function checkSizes(files: FileSize[], manifest: Manifest): SizeCheck[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  const runtime = runtimeFiles(manifest);
  const sum = (names: Iterable<string>) => {
    let gzip = 0;
    let brotli = 0;
    for (const name of names) {
      gzip += byFile.get(name)?.gzip ?? 0;
      brotli += byFile.get(name)?.brotli ?? 0;
    }
    return { gzip, brotli };
  };
  const checks: SizeCheck[] = [];
  const loader = byFile.get(manifest.loader)!;
  checks.push({ name: 'loader dist/vitrina.js', gzip: loader.gzip, brotli: loader.brotli, budget: BUDGETS.loaderGzip, ok: loader.gzip <= BUDGETS.loaderGzip });
  const shared = sum(runtime);
  checks.push({ name: 'shared runtime (every page)', ...shared, budget: BUDGETS.sharedRuntimeGzip, ok: shared.gzip <= BUDGETS.sharedRuntimeGzip });
  for (const [tag, entry] of Object.entries(manifest.widgets).sort()) {
    const own = [entry.file, ...entry.imports.filter((file) => !runtime.has(file) && file !== manifest.loader)];
    if (tag === 'vt-banner-carousel') {
      const size = sum(new Set([...own, ...(entry.onDemand ?? []).filter((file) => SLIDER_ENGINE_CHUNK.test(file))]));
      checks.push({
        name: `<${tag}> with swiper on top of the runtime`,
        ...size,
        budget: BUDGETS.carouselWithSwiperGzip,
        ok: size.gzip <= BUDGETS.carouselWithSwiperGzip,
      });
      continue;
    }
    const size = sum(new Set(own));
    checks.push({ name: `<${tag}> on top of the runtime`, ...size, budget: BUDGETS.widgetChunkGzip, ok: size.gzip <= BUDGETS.widgetChunkGzip });
  }
  return checks;
}
