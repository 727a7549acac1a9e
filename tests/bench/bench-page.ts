import type { Browser, Page } from 'playwright';

/**
 * A page for bench scripts. tsx compiles this code with esbuild's keepNames, which wraps named
 * functions in a `__name` helper; functions handed to page.evaluate carry that call into the
 * page, so the page gets a harmless definition of it.
 */
export async function newBenchPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  return page;
}
