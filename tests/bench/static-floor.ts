import { newBenchPage } from './bench-page';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright';

/**
 * The floor (issue 5): the page as the kit rendered it, frozen once into static HTML — shadow
 * roots as declarative shadow DOM with their adopted styles inlined, scripts removed — and served
 * from loopback so Lighthouse measures what the same content costs with no JS at all.
 */
export async function snapshotAsStaticHtml(browser: Browser, url: string, ready: string): Promise<string> {
  const page = await newBenchPage(browser);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    return await page.evaluate(() => {
      const roots: ShadowRoot[] = [];
      const collect = (node: Document | ShadowRoot) => {
        for (const element of node.querySelectorAll('*')) {
          if (element.shadowRoot) {
            roots.push(element.shadowRoot);
            collect(element.shadowRoot);
          }
        }
      };
      collect(document);
      for (const root of roots) {
        const style = document.createElement('style');
        style.textContent = root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
        root.prepend(style);
      }
      const documentStyle = document.createElement('style');
      documentStyle.textContent = document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
      document.head.append(documentStyle);
      // The kit's scripts, its preloads and the template they wait in (host/after-first-paint.ts).
      for (const script of document.querySelectorAll('script, link[rel="modulepreload"], template#vt-after-first-paint')) script.remove();
      const html = (document.documentElement as unknown as { getHTML(options: object): string }).getHTML({ serializableShadowRoots: true, shadowRoots: roots });
      return `<!doctype html>\n<html lang="${document.documentElement.lang}">${html}</html>`;
    });
  } finally {
    await page.close();
  }
}

/** Serves `html` at / and proxies every other path to `origin` (so CSS and images are the same files). */
export async function serveStatic(html: string, origin: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
      return;
    }
    const upstream = await fetch(new URL(request.url ?? '/', origin));
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
