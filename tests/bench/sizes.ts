import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { BUDGETS } from './budgets';

export interface FileSize {
  file: string;
  kind: 'loader' | 'shared' | 'widget';
  tag?: string;
  raw: number;
  gzip: number;
  brotli: number;
}

interface Manifest {
  loader: string;
  widgets: Record<string, { file: string; imports: string[] }>;
}

async function measure(file: string): Promise<Pick<FileSize, 'raw' | 'gzip' | 'brotli'>> {
  const bytes = await readFile(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every JS file of dist/, classed as the loader, a widget chunk (by the manifest) or shared. */
export async function measureDist(dist: string): Promise<{ files: FileSize[]; manifest: Manifest }> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as Manifest;
  const tagByFile = new Map(Object.entries(manifest.widgets).map(([tag, entry]) => [entry.file, tag]));
  const chunks = (await readdir(path.join(dist, 'chunks'))).filter((name) => name.endsWith('.js')).map((name) => `chunks/${name}`);
  const files: FileSize[] = [];
  for (const file of [manifest.loader, ...chunks.sort()]) {
    const tag = tagByFile.get(file);
    const kind = file === manifest.loader ? 'loader' : tag ? 'widget' : 'shared';
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

/** The size budgets of DESIGN.md against the measured files. */
export function checkSizes(files: FileSize[], manifest: Manifest): SizeCheck[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  const sum = (list: FileSize[]) => ({
    gzip: list.reduce((total, f) => total + f.gzip, 0),
    brotli: list.reduce((total, f) => total + f.brotli, 0),
  });
  const checks: SizeCheck[] = [];
  const loader = byFile.get(manifest.loader)!;
  checks.push({ name: 'loader dist/vitrina.js', gzip: loader.gzip, brotli: loader.brotli, budget: BUDGETS.loaderGzip, ok: loader.gzip <= BUDGETS.loaderGzip });
  const shared = sum(files.filter((f) => f.kind === 'shared'));
  checks.push({ name: 'shared runtime (all shared chunks)', ...shared, budget: BUDGETS.sharedRuntimeGzip, ok: shared.gzip <= BUDGETS.sharedRuntimeGzip });
  for (const f of files.filter((file) => file.kind === 'widget')) {
    checks.push({ name: `widget <${f.tag}>`, gzip: f.gzip, brotli: f.brotli, budget: BUDGETS.widgetChunkGzip, ok: f.gzip <= BUDGETS.widgetChunkGzip });
  }
  return checks;
}
