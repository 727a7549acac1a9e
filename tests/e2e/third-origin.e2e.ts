import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, watchViolations } from './fixtures';

/**
 * A partner nobody configured: a page served by this test on a third origin (its own port, host
 * partner3.localhost), on no allow-list of the demo server, under the README's strict CSP, embedding
 * the README's snippet as it is written.
 */

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const EMBEDDING = README.slice(README.indexOf('## Embedding'));
const README_SNIPPET = /```html\n([\s\S]*?)```/.exec(EMBEDDING)![1]!;
const README_CSP = /```\n(default-src[\s\S]*?)```/.exec(EMBEDDING)![1]!.replace(/\s+/g, ' ').trim();

/** dist/manifest.json of the build under test: each tag's chunk, its static imports and its on-demand parts. */
const MANIFEST = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
  version: string;
  session: string[];
  widgets: Record<string, { file: string; imports: string[]; onDemand?: string[] }>;
};

const HOSTILE = '<img src=x onerror=alert(1)>';

let server: http.Server;
let thirdOrigin: string;
/** What the third origin serves: path -> page body. Every page gets the CSP the README gives, for the kit's origin. */
const pages = new Map<string, string>();
let csp = '';

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  thirdOrigin = `http://partner3.localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The README's snippet on a page of the third origin, the kit's origin put where the README says shop.example. */
function embedPage(path: string, kitOrigin: string, snippet = README_SNIPPET): string {
  csp = README_CSP.replaceAll('<kit>', kitOrigin);
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner three</title><link rel="icon" href="data:,"></head>
<body><h1>Partner three</h1>${snippet.replaceAll('https://shop.example', kitOrigin)}</body></html>`,
  );
  return `${thirdOrigin}${path}`;
}

/** Before any script of the page: every policy the page creates is kept (a leak, as a careless page script would cause). */
async function keepCreatedPolicies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const created: { name: string; policy: unknown }[] = [];
    (window as unknown as { __policies: typeof created }).__policies = created;
    const factory = Object.getPrototypeOf((window as unknown as { trustedTypes: object }).trustedTypes) as {
      createPolicy: (name: string, rules: object) => unknown;
    };
    const createPolicy = factory.createPolicy;
    factory.createPolicy = function (this: unknown, name: string, rules: object) {
      const policy = createPolicy.call(this, name, rules);
      created.push({ name, policy });
      return policy;
    };
  });
}

const combobox = (page: Page) => page.getByRole('combobox', { name: /Поиск по товарам|Search products/ });
const activeSlide = (page: Page) => page.locator('vt-banner-carousel .slide:not(.slide--placeholder):not([inert])');

test.describe('the README snippet on a third origin under a strict CSP', () => {
  test('suggestions appear, the carousel rotates; 0 CSP violations, 0 page errors, no chunk of another element', async ({ page, baseUrl, partnerUrl }) => {
    test.setTimeout(90_000);
    const url = embedPage('/embed.html', baseUrl);
    expect(new URL(url).origin).not.toBe(new URL(baseUrl).origin);
    expect(new URL(url).origin).not.toBe(new URL(partnerUrl).origin);
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const kitFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseUrl}/dist/`)) kitFiles.push(request.url().slice(`${baseUrl}/dist/`.length));
    });

    const response = await page.goto(url);
    expect(response!.headers()['content-security-policy']).toBe(README_CSP.replaceAll('<kit>', baseUrl));
    expect(README_CSP).toContain("require-trusted-types-for 'script'");
    expect(README_CSP).toContain('trusted-types vitrina');

    // The carousel: its first banner, then (main carousel, storefront-shell.md §9: 10 s) another without a touch.
    await expect(activeSlide(page)).toHaveCount(1, { timeout: 15_000 });
    const firstBanner = await activeSlide(page).getAttribute('data-banner-id');
    expect(firstBanner).toBeTruthy();

    const box = combobox(page);
    await box.click();
    await box.pressSequentially('кла', { delay: 30 });
    // storefront-shell.md §5 order, against the server's own answer: common (at most 7) then brands.
    const hint = (await (await page.request.get(`${baseUrl}/svc/suggest/api/v7/hint?query=${encodeURIComponent('кла')}&locale=ru&lang=ru`)).json()) as {
      suggests: { name: string; type: number }[];
    };
    const common = hint.suggests.filter((s) => s.type === 1).map((s) => s.name);
    const brands = hint.suggests.filter((s) => s.type === 2).map((s) => s.name);
    expect(common.length).toBeGreaterThan(0);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([...common.slice(0, 7), ...brands]);
    await box.press('Escape');

    await expect(activeSlide(page)).not.toHaveAttribute('data-banner-id', firstBanner!, { timeout: 40_000 });

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);

    const tags = ['vt-search', 'vt-banner-carousel'];
    const closure = (tag: string) => {
      const widget = MANIFEST.widgets[tag]!;
      return [widget.file, ...widget.imports, ...(widget.onDemand ?? [])];
    };
    const ours = new Set([...tags.flatMap(closure), ...MANIFEST.session]);
    const others = Object.keys(MANIFEST.widgets).filter((tag) => !tags.includes(tag));
    const othersOnly = new Set(others.flatMap(closure).filter((file) => !ours.has(file)));
    const chunks = kitFiles.filter((file) => file.startsWith('chunks/'));
    expect(chunks).toContain(MANIFEST.widgets['vt-search']!.file);
    expect(chunks).toContain(MANIFEST.widgets['vt-banner-carousel']!.file);
    expect(chunks.filter((file) => othersOnly.has(file))).toEqual([]);
  });

  test("a page script cannot use the kit's policy to make markup from <img src=x onerror=alert(1)>", async ({ page, baseUrl }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await keepCreatedPolicies(page);
    await page.goto(embedPage('/attack.html', baseUrl));
    await expect(combobox(page)).toBeVisible();

    const attempt = await page.evaluate((hostile) => {
      const win = window as unknown as Record<PropertyKey, unknown> & { __policies: { name: string; policy: { createHTML(s: string): unknown } }[] };
      const sink = document.createElement('div');
      document.body.append(sink);
      const { TrustedTypePolicy, trustedTypes } = window as unknown as {
        TrustedTypePolicy: abstract new () => unknown;
        trustedTypes: { createPolicy(name: string, rules: { createHTML(s: string): string }): unknown };
      };
      const isPolicy = (value: unknown) => value instanceof TrustedTypePolicy;
      const globals = [...Object.getOwnPropertyNames(window), ...Object.getOwnPropertySymbols(window)].filter((key) => key !== '__policies');
      const reachable = [...globals.map((key) => win[key]), ...Object.values((win.vitrina ?? {}) as object)];

      let ownPolicy = 'created';
      try {
        trustedTypes.createPolicy('vitrina', { createHTML: (s: string) => s });
      } catch {
        ownPolicy = 'refused';
      }
      let rawString = 'accepted';
      try {
        sink.innerHTML = hostile;
      } catch {
        rawString = 'refused';
      }
      // A reference leaked all the same (kept by this page's own wrapper of createPolicy).
      const leaked = win.__policies.find((entry) => entry.name === 'vitrina')!.policy;
      const blessed = leaked.createHTML(hostile);
      sink.innerHTML = blessed as string;
      const afterLeak = sink.innerHTML;
      const mixed = leaked.createHTML(`<p class="note" onclick="alert(2)">text</p>${hostile}<script>alert(3)</script>`) as string;
      // What a first copy of the kit shares with later copies: nodes, never TrustedHTML.
      const shared = win[Symbol.for('vitrina.allowedFragment')] as (html: string, doc: Document) => DocumentFragment;
      const fragment = shared(`${hostile}<span>ok</span>`, document);
      const viaShared = fragment instanceof DocumentFragment;
      sink.replaceChildren(fragment);
      return {
        policiesNamedVitrina: win.__policies.filter((entry) => entry.name === 'vitrina').length,
        policyOnAGlobal: reachable.some(isPolicy),
        ownPolicy,
        rawString,
        blessed: String(blessed),
        afterLeak,
        mixed: String(mixed),
        viaShared,
        afterShared: sink.innerHTML,
        handlers: document.querySelectorAll('[onerror], [onclick], script:not([src])').length,
      };
    }, HOSTILE);

    expect(attempt).toEqual({
      policiesNamedVitrina: 1,
      policyOnAGlobal: false,
      ownPolicy: 'refused',
      rawString: 'refused',
      blessed: '',
      afterLeak: '',
      mixed: '<p class="note">text</p>',
      viaShared: true,
      afterShared: '<span>ok</span>',
      handlers: 0,
    });
    expect(dialogs).toEqual([]);
  });

  test('a second copy of the kit (the versioned path beside the moving one) creates no second policy and works, with 0 violations', async ({
    page,
    baseUrl,
  }) => {
    const pinned = `https://shop.example/dist/v${MANIFEST.version}/vitrina.js`;
    const snippet = `${README_SNIPPET}\n<script type="module" src="${pinned}"></script>`;
    const violations = await watchViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const loaders: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/vitrina.js')) loaders.push(`${response.status()} ${response.url().slice(baseUrl.length)}`);
    });
    await keepCreatedPolicies(page);
    await page.goto(embedPage('/two-copies.html', baseUrl, snippet));
    const box = combobox(page);
    await box.click();
    await box.pressSequentially('кла', { delay: 30 });
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    expect(loaders.sort()).toEqual(['200 /dist/vitrina.js', `200 /dist/v${MANIFEST.version}/vitrina.js`].sort());
    expect(await page.evaluate(() => (window as unknown as { __policies: { name: string }[] }).__policies.map((entry) => entry.name))).toEqual(['vitrina']);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
