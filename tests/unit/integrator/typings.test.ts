import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWidgetProgram } from '../../../tools/custom-elements/program.mjs';
import { buildManifest, manifestElements, type VitrinaManifest } from '../../../tools/custom-elements/manifest.mjs';
import { loaderApiDeclarations } from '../../../tools/custom-elements/loader-api.mjs';
import { domTypings, moduleTypings, preactTypings, reactTypings, solidTypings } from '../../../tools/custom-elements/typings.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';

let manifest: VitrinaManifest;
let dir: string;
let errors: string[];
let preactErrors: string[];
let solidErrors: string[];
/** Errors in a file (`wrong.tsx`) or on one line of it (`wrong.tsx:3`). */
const errorsIn = (where: string, list = errors) => list.filter((e) => e.startsWith(`${where}:`) || e.startsWith(`${where} `));
const MODULES = path.join(ROOT, 'node_modules');

beforeAll(() => {
  const built = createWidgetProgram(ROOT);
  manifest = buildManifest(ROOT, built);
  dir = mkdtempSync(path.join(tmpdir(), 'vitrina-typings-'));
  writeFileSync(path.join(dir, 'vitrina.d.ts'), domTypings(manifest, loaderApiDeclarations(built.program, built.checker, ROOT)));
  writeFileSync(path.join(dir, 'vitrina-react.d.ts'), reactTypings(manifest));
  writeFileSync(path.join(dir, 'vitrina-preact.d.ts'), preactTypings(manifest));
  writeFileSync(path.join(dir, 'vitrina-solid.d.ts'), solidTypings(manifest));
  errors = compile(consumers(manifest));
  // Each JSX flavour is its own host project: its own jsxImportSource.
  preactErrors = compile(preactConsumers(manifest), {
    jsxImportSource: 'preact',
    paths: { preact: [path.join(MODULES, 'preact/src/index.d.ts')], 'preact/jsx-runtime': [path.join(MODULES, 'preact/jsx-runtime/src/index.d.ts')] },
  });
  solidErrors = compile(solidConsumers(manifest), {
    jsx: ts.JsxEmit.Preserve,
    jsxImportSource: 'solid-js',
    paths: { 'solid-js': [path.join(MODULES, 'solid-js/types/index.d.ts')], 'solid-js/jsx-runtime': [path.join(MODULES, 'solid-js/types/jsx.d.ts')] },
  });
}, 120_000);

/** Compiles consumer files against dist's typings (as a host project would), React, Preact or Solid types from node_modules. */
function compile(files: Record<string, string>, jsxOptions: ts.CompilerOptions = {}): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const types = path.join(MODULES, '@types');
  const program = ts.createProgram({
    rootNames: Object.keys(files).map((name) => path.join(dir, name)),
    options: {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      paths: { react: [path.join(types, 'react/index.d.ts')], 'react/jsx-runtime': [path.join(types, 'react/jsx-runtime.d.ts')] },
      ...jsxOptions,
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Three host files: a DOM host, a React 19 host (both must compile) and one with type errors on known lines. */
function consumers(manifest: VitrinaManifest): Record<string, string> {
  const tags = manifestElements(manifest).map((e) => e.tagName);
  return {
    'dom-host.ts': `import { configure, whenDefined, version, type VitrinaEventMap } from './vitrina';
const tags: Array<keyof HTMLElementTagNameMap> = ${JSON.stringify(tags)};
const search = document.createElement('vt-search');
search.resultsUrl = '/results';
search.addEventListener('vt-search-submit', (event) => { const query: string = event.detail.query; void query; event.preventDefault(); });
document.addEventListener('vt-cart-change', (event) => { const quantity: number = event.detail.quantity; void quantity; });
const consent: VitrinaEventMap['vt-cookie-consent']['consent'] = 'accepted';
const store = document.querySelector('vt-store');
void store?.ready.then(() => undefined);
void configure({ services: '/config/services.json', locale: 'ru' });
void whenDefined('vt-search');
const v: string = version;
export { tags, consent, v };
`,
    'react-host.tsx': `import './vitrina-react';
export function App() {
  return (
    <>
      ${tags.map((tag) => `<${tag} />`).join('\n      ')}
      <vt-search results-url="/results" layout="desktop" onvt-search-submit={(event) => event.detail.url.length} />
      <vt-cookie-notice inline policy-href="/policy" />
      <vt-add-to-cart product={123} size={45} />
      <vt-banner-carousel location="home-main" menu-id="7" no-autoplay />
    </>
  );
}
`,
    'react-entry.tsx': `import { whenDefined, version, type VitrinaEventMap } from './vitrina-react';
void whenDefined('vt-search').then((constructor) => constructor.name);
export const entry: [string, VitrinaEventMap['vt-search-submit']['query'] | undefined] = [version, undefined];
export const Search = () => <vt-search results-url="/r" />;
`,
    'wrong.tsx': `import './vitrina-react';
const search = document.createElement('vt-search');
search.resultsUrl = 42;
document.addEventListener('vt-cart-change', (event) => { const wrong: string = event.detail.quantity; void wrong; });
export const App = () => <vt-cookie-notice inline="yes" onvt-cookie-consent={(event) => { const c: number = event.detail.consent; void c; }} />;
export const Unknown = () => <vt-no-such-element />;
`,
  };
}

/** A Preact host (jsxImportSource preact): every tag, typed attributes and properties, `on<event-name>` listeners. */
function preactConsumers(manifest: VitrinaManifest): Record<string, string> {
  const tags = manifestElements(manifest).map((e) => e.tagName);
  return {
    'preact-host.tsx': `import './vitrina-preact';
export function App() {
  return (
    <>
      ${tags.map((tag) => `<${tag} />`).join('\n      ')}
      <vt-search results-url="/results" layout="desktop" class="search" onvt-search-submit={(event) => event.detail.url.length} />
      <vt-cookie-notice inline policy-href="/policy" onvt-cookie-consent={(event) => event.detail.consent === 'accepted'} />
      <vt-add-to-cart product={123} size={45} />
      <vt-banner-carousel location="home-main" menu-id="7" no-autoplay />
    </>
  );
}
`,
    'preact-wrong.tsx': `import './vitrina-preact';
export const A = () => <vt-add-to-cart product={{ id: 1 }} />;
export const B = () => <vt-search onvt-search-submit={(event) => { const n: number = event.detail.url; void n; }} />;
export const C = () => <vt-no-such-element />;
`,
  };
}

/** A Solid host (jsxImportSource solid-js): listeners as `on:<event-name>`. */
function solidConsumers(manifest: VitrinaManifest): Record<string, string> {
  const tags = manifestElements(manifest).map((e) => e.tagName);
  return {
    'solid-host.tsx': `import './vitrina-solid';
export function App() {
  return (
    <>
      ${tags.map((tag) => `<${tag} />`).join('\n      ')}
      <vt-search results-url="/results" layout="desktop" class="search" on:vt-search-submit={(event) => event.detail.url.length} />
      <vt-cookie-notice inline policy-href="/policy" on:vt-cookie-consent={(event) => event.detail.consent === 'accepted'} />
      <vt-add-to-cart product={123} size={45} />
      <vt-banner-carousel location="home-main" menu-id="7" no-autoplay />
    </>
  );
}
`,
    'solid-wrong.tsx': `import './vitrina-solid';
export const A = () => <vt-add-to-cart product={{ id: 1 }} />;
export const B = () => <vt-search on:vt-search-submit={(event) => { const n: number = event.detail.url; void n; }} />;
export const C = () => <vt-no-such-element />;
`,
  };
}

describe('JSX.IntrinsicElements for Preact and Solid hosts (dist/vitrina-preact.d.ts, dist/vitrina-solid.d.ts)', () => {
  it('a Preact host gets every tag with attributes, properties and on<event-name> listeners', () => {
    expect(errorsIn('preact-host.tsx', preactErrors)).toEqual([]);
    expect(errorsIn('vitrina-preact.d.ts', preactErrors)).toEqual([]);
  });

  it('a Solid host gets every tag with attributes, properties and on:<event-name> listeners', () => {
    expect(errorsIn('solid-host.tsx', solidErrors)).toEqual([]);
    expect(errorsIn('vitrina-solid.d.ts', solidErrors)).toEqual([]);
  });

  it('both reject a wrong property type, a wrong event detail and an unknown vt- tag', () => {
    for (const [file, list] of [
      ['preact-wrong.tsx', preactErrors],
      ['solid-wrong.tsx', solidErrors],
    ] as const) {
      expect(errorsIn(`${file}:2`, list), file).toHaveLength(1);
      expect(errorsIn(`${file}:3`, list), file).toHaveLength(1);
      expect(errorsIn(`${file}:4`, list).length, file).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('dist/vitrina.d.ts and dist/vitrina-react.d.ts (the DOM and React 19 typings)', () => {
  it('vitrina/react types the loader API its JavaScript exports, beside the JSX elements', () => {
    expect(errorsIn('react-entry.tsx')).toEqual([]);
  });

  it('a DOM host gets every tag in HTMLElementTagNameMap, typed properties and typed vt-* events', () => {
    expect(errorsIn('dom-host.ts')).toEqual([]);
  });

  it('a React 19 host gets JSX.IntrinsicElements for every tag, with attributes, properties and on<event> listeners', () => {
    expect(errorsIn('react-host.tsx')).toEqual([]);
  });

  it('the typings themselves have no errors', () => {
    expect(errorsIn('vitrina.d.ts')).toEqual([]);
    expect(errorsIn('vitrina-react.d.ts')).toEqual([]);
  });

  it("the React host page's copy of the types (demo/examples/jsx/vitrina-elements.d.ts) is current (node tools/custom-elements/write-docs.mjs)", () => {
    expect(readFileSync(path.join(ROOT, 'demo/examples/jsx/vitrina-elements.d.ts'), 'utf8')).toBe(moduleTypings(manifest));
  });

  it('rejects wrong types, so the typings really constrain a host', () => {
    expect(errorsIn('wrong.tsx:3')).toHaveLength(1);
    expect(errorsIn('wrong.tsx:4')).toHaveLength(1);
    expect(errorsIn('wrong.tsx:5').length).toBeGreaterThanOrEqual(2);
    expect(errorsIn('wrong.tsx:6')).toHaveLength(1);
  });
});
