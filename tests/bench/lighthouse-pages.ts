/**
 * Lighthouse (mobile, median of 5) on the host page's home, a catalog route and a product route.
 * `VITRINA_OUT=dist-x npx tsx tests/bench/lighthouse-pages.ts` prints one line per page; the
 * demo server serves /dist/ from $VITRINA_OUT. measureHostPages is for tests/bench/run.ts.
 */
import { startBenchDemo } from './demo-server';
import { runLighthouse, type LighthouseFigures } from './lighthouse';

/** A real catalog page and product of the demo (from its menu and its home data). */
async function samplePages(demoUrl: string): Promise<Record<string, string>> {
  const menu = (await (await fetch(`${demoUrl}/static/menu/ru-ru.json`)).json()) as Array<{ url?: string }>;
  const catalog = menu.find((m) => m.url?.startsWith('/catalog/'))?.url ?? '/catalog';
  const home = (await (await fetch(`${demoUrl}/webapi/spa/data/SpaHomeData`, { method: 'POST' })).json()) as {
    value?: { shelves?: Array<{ products?: Array<{ id?: number; nmId?: number }> }> };
  };
  const first = home.value?.shelves?.[0]?.products?.[0];
  const nm = first?.id ?? first?.nmId ?? 1;
  return { home: '/', catalog, product: `/catalog/${nm}/detail.aspx` };
}

export async function measureHostPages(demoUrl: string): Promise<Record<string, LighthouseFigures & { path: string }>> {
  const pages = await samplePages(demoUrl);
  const out: Record<string, LighthouseFigures & { path: string }> = {};
  for (const [name, path] of Object.entries(pages)) out[name] = { path, ...(await runLighthouse(`${demoUrl}${path}`)) };
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const demo = await startBenchDemo();
  try {
    const figures = await measureHostPages(demo.url);
    for (const [name, f] of Object.entries(figures)) {
      console.log(
        `${name} ${f.path}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} LCP ${Math.round(f.lcpMs)} ms TBT ${Math.round(f.tbtMs)} ms CLS ${f.cls.toFixed(3)} failed: ${f.failedAudits.join(', ') || '-'}`,
      );
    }
  } finally {
    await demo.close();
  }
}
