import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import ts from 'typescript';
import type { Page } from '@playwright/test';
import { checkFiles } from '../../tools/check-shipping-text.mjs';
import { test, expect } from './fixtures';

/**
 * The package as an integrator gets it: `npm pack` (of the dist/ the test run has just built: the
 * pack's own prepack build is skipped), installed with `npm install --offline` into a fresh project
 * beside React 19 from the npm cache (no network), then a plain HTML page and a React 19 app import
 * it and render <vt-search> against the demo server.
 */

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCK = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Record<string, unknown>> };
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
};

const HOST_DEPENDENCIES = ['react', 'react-dom', '@types/react', '@types/react-dom'];

/** `names` and everything they depend on, as the repository's lock has them. */
function withDependencies(names: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const entry = LOCK.packages[`node_modules/${name}`];
    if (seen.has(name) || !entry) return;
    seen.add(name);
    for (const dependency of Object.keys((entry.dependencies as Record<string, string> | undefined) ?? {})) visit(dependency);
  };
  names.forEach(visit);
  return [...seen];
}

/**
 * The host project's packages and the kit's own dependencies, at the versions (and integrity) the
 * repository's lock holds, so npm finds them in the cache `npm ci` filled (it keeps the tarballs,
 * not the registry's metadata, so nothing may be left for npm to resolve).
 */
const HOST_PACKAGES = withDependencies([...HOST_DEPENDENCIES, 'csstype', ...Object.keys(PACKAGE.dependencies ?? {})]);

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };

let project = '';
let packed: string[] = [];
let server: http.Server | undefined;
let hostOrigin = '';

async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('npm', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } });
  return stdout;
}

/** package.json and a lock naming the cached React 19 packages, and the packed tarball as a file dependency. */
function writeHostProject(tarball: string): void {
  const version = (name: string) => LOCK.packages[`node_modules/${name}`]!.version as string;
  const dependencies: Record<string, string> = Object.fromEntries(HOST_DEPENDENCIES.map((name) => [name, version(name)]));
  dependencies[PACKAGE.name] = `file:${tarball}`;
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'host-app', version: '1.0.0', private: true, type: 'module', dependencies }, null, 2),
  );
  const packages: Record<string, unknown> = { '': { name: 'host-app', version: '1.0.0', dependencies } };
  for (const name of HOST_PACKAGES) {
    // The repository's dev and peer flags describe the repository, not this project.
    const entry = Object.fromEntries(Object.entries(LOCK.packages[`node_modules/${name}`]!).filter(([key]) => !['dev', 'devOptional', 'peer'].includes(key)));
    packages[`node_modules/${name}`] = entry;
  }
  writeFileSync(
    path.join(project, 'package-lock.json'),
    JSON.stringify({ name: 'host-app', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2),
  );
}

/** The app sources: a React 19 app on `vitrina/react`, the same app on the default entry, and a DOM module on a define entry. */
function writeApps(): void {
  const app = (entry: string) => `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, whenDefined, version } from '${entry}';

const services = new URLSearchParams(location.search).get('services') ?? '/config/services.json';
void configure({ services });

function App() {
  return (
    <main>
      <h1>React host {version}</h1>
      <vt-search results-url="/search" onvt-search-submit={(event) => event.preventDefault()} />
    </main>
  );
}

void whenDefined('vt-search').then(() => document.body.setAttribute('data-search-defined', ''));
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`;
  writeFileSync(path.join(project, 'react-app.tsx'), app('vitrina/react'));
  writeFileSync(path.join(project, 'react-app-own-react.tsx'), app('vitrina'));
  writeFileSync(
    path.join(project, 'dom.ts'),
    `import 'vitrina/define/vt-search';
import type { VitrinaEventMap } from 'vitrina';
const search = document.querySelector('vt-search');
if (search) search.resultsUrl = '/search';
document.addEventListener('vt-search-submit', (event) => { const query: VitrinaEventMap['vt-search-submit']['query'] = event.detail.query; void query; });
`,
  );
  const reactPage = (script: string) =>
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>React host</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;
  writeFileSync(path.join(project, 'react.html'), reactPage('/out/react-app.js'));
  writeFileSync(path.join(project, 'react-own-react.html'), reactPage('/out/react-app-own-react.js'));
  // A plain page: the package's files as installed, named by an import map the way an integrator serving node_modules would.
  writeFileSync(
    path.join(project, 'plain.html'),
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Plain host</title><link rel="icon" href="data:,">
<script type="importmap">{"imports": {"vitrina": "/node_modules/vitrina/dist/vitrina.js", "vitrina/define/vt-search": "/node_modules/vitrina/dist/define/vt-search.js"}}</script>
<script type="module">
  import { configure } from 'vitrina';
  import 'vitrina/define/vt-search';
  void configure({ services: new URLSearchParams(location.search).get('services') });
</script></head>
<body><h1>Plain host</h1><vt-search></vt-search></body></html>`,
  );
}

function serveProject(): Promise<void> {
  server = http.createServer(async (request, response) => {
    const file = path.join(project, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(project + path.sep)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) =>
    server!.listen(0, 'localhost', () => {
      hostOrigin = `http://localhost:${(server!.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(path.join(ROOT, 'dist', 'vitrina.js'))) throw new Error('no dist/: build the kit first (npm run build)');
  packed = (JSON.parse(await npm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT)) as { files: { path: string }[] }[])[0]!.files.map(
    (file) => file.path,
  );
  project = mkdtempSync(path.join(tmpdir(), 'vitrina-package-'));
  const [tarball] = JSON.parse(await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', project], ROOT)) as { filename: string }[];
  writeHostProject(tarball!.filename);
  await npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  writeApps();
  await mkdir(path.join(project, 'out'), { recursive: true });
  await build({
    absWorkingDir: project,
    entryPoints: ['react-app.tsx', 'react-app-own-react.tsx'],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  await serveProject();
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Counts the React renderers that register with the (stand-in) DevTools hook: one per copy of React DOM on the page. */
async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}
const reactCopies = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );

async function expectSuggestions(page: Page, baseUrl: string): Promise<void> {
  const box = page.getByRole('combobox', { name: /Поиск по товарам|Search products/ });
  await box.click();
  await box.pressSequentially('кла', { delay: 30 });
  const hint = (await (await page.request.get(`${baseUrl}/svc/suggest/api/v7/hint?query=${encodeURIComponent('кла')}&locale=ru&lang=ru`)).json()) as {
    suggests: { name: string; type: number }[];
  };
  const common = hint.suggests.filter((s) => s.type === 1).map((s) => s.name);
  expect(common.length).toBeGreaterThan(0);
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(common[0]!);
}

test.describe('the npm package', () => {
  test('npm pack --dry-run lists dist/ (loader, define entries, React-host build, manifest, typings, editor data) and no sources, tests or maps', () => {
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'dist/vitrina.js',
      'dist/define/vt-search.js',
      'dist/define/vt-search.d.ts',
      'dist/react/vitrina.js',
      'dist/custom-elements.json',
      'dist/vitrina.d.ts',
      'dist/vitrina-react.d.ts',
      'dist/vitrina-preact.d.ts',
      'dist/vitrina-solid.d.ts',
      'dist/vscode.html-custom-data.json',
      'dist/web-types.json',
      'dist/locales/en/core.json',
      'dist/locales/en/search.json',
      'docs/embedding.md',
    ])
      expect(packed, file).toContain(file);
    expect(packed.filter((file) => file.startsWith('dist/chunks/')).length).toBeGreaterThan(10);
    const unwanted = packed.filter(
      (file) =>
        !/^(dist\/|docs\/[\w-]+\.md$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(file) ||
        /\.(test|spec|e2e)\.|\.map$|^dist\/examples\//.test(file),
    );
    expect(unwanted).toEqual([]);
  });

  test('nothing the package holds mentions a tracker number', () => {
    expect(checkFiles(packed.map((file) => path.join(ROOT, file)))).toEqual([]);
  });

  test('installed offline, every export resolves to a file the package holds, and the manifest points into it', async () => {
    const specifiers = [
      'vitrina',
      'vitrina/define/vt-search',
      'vitrina/define/vt-banner-carousel',
      'vitrina/react',
      'vitrina/custom-elements.json',
      'vitrina/vscode.html-custom-data.json',
      'vitrina/web-types.json',
      'vitrina/locales/en/search.json',
      'vitrina/package.json',
    ];
    const script = `console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    const installed = path.join(project, 'node_modules', 'vitrina');
    for (const url of JSON.parse(stdout) as string[]) {
      const file = fileURLToPath(url);
      expect(file.startsWith(installed + path.sep), file).toBe(true);
      expect(existsSync(file), file).toBe(true);
    }
    const pkg = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { customElements: string; 'web-types': string };
    const manifest = JSON.parse(readFileSync(path.join(installed, pkg.customElements), 'utf8')) as {
      modules: { path: string; exports: { declaration: { module: string } }[] }[];
    };
    expect(existsSync(path.join(installed, pkg['web-types']))).toBe(true);
    for (const module of manifest.modules) {
      expect(module.path).toMatch(/^dist\//);
      expect(existsSync(path.join(installed, module.path)), module.path).toBe(true);
      for (const exported of module.exports) expect(exported.declaration.module).toMatch(/^dist\//);
    }
  });

  test('a React 19 app and a DOM module type-check against the installed typings', () => {
    const program = ts.createProgram({
      rootNames: ['react-app.tsx', 'react-app-own-react.tsx', 'dom.ts'].map((file) => path.join(project, file)),
      options: {
        strict: true,
        noEmit: true,
        jsx: ts.JsxEmit.ReactJSX,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
      },
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  });

  test('a plain HTML page imports the package and renders <vt-search> with suggestions', async ({ page, baseUrl }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await countReactCopies(page);
    await page.goto(`${hostOrigin}/plain.html?services=${encodeURIComponent(`${baseUrl}/config/services.json`)}`);
    await expectSuggestions(page, baseUrl);
    expect(await reactCopies(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a React 19 app renders <vt-search> through vitrina/react with the app's own React: one React on the page", async ({ page, baseUrl }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await countReactCopies(page);
    await page.goto(`${hostOrigin}/react.html?services=${encodeURIComponent(`${baseUrl}/config/services.json`)}`);
    await expect(page.getByRole('heading', { name: `React host ${PACKAGE.version}` })).toBeVisible();
    await expectSuggestions(page, baseUrl);
    await expect(page.locator('body[data-search-defined]')).toHaveCount(1);
    expect(await reactCopies(page)).toBe(1);
    expect(notFound).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the same app on the default entry works too, with the kit bringing its own React: two on the page (the documented trade-off)', async ({
    page,
    baseUrl,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await countReactCopies(page);
    await page.goto(`${hostOrigin}/react-own-react.html?services=${encodeURIComponent(`${baseUrl}/config/services.json`)}`);
    await expectSuggestions(page, baseUrl);
    expect(await reactCopies(page)).toBe(2);
    // Bundled, the loader adds no preload hint of the kit's own file names (the app's bundler renamed them).
    expect(notFound).toEqual([]);
    expect(errors).toEqual([]);
  });
});
