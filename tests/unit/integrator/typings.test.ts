import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWidgetProgram } from '../../../tools/custom-elements/program.mjs';
import { buildManifest, manifestElements, type VitrinaManifest } from '../../../tools/custom-elements/manifest.mjs';
import { loaderApiDeclarations } from '../../../tools/custom-elements/loader-api.mjs';
import { domTypings, moduleTypings, reactTypings } from '../../../tools/custom-elements/typings.mjs';
import { ROOT } from '../../../tools/rollup/virtual-modules.mjs';

let manifest: VitrinaManifest;
let dir: string;
let errors: string[];
/** Errors in a file (`wrong.tsx`) or on one line of it (`wrong.tsx:3`). */
const errorsIn = (where: string) => errors.filter((e) => e.startsWith(`${where}:`) || e.startsWith(`${where} `));

beforeAll(() => {
  const built = createWidgetProgram(ROOT);
  manifest = buildManifest(ROOT, built);
  dir = mkdtempSync(path.join(tmpdir(), 'vitrina-typings-'));
  writeFileSync(path.join(dir, 'vitrina.d.ts'), domTypings(manifest, loaderApiDeclarations(built.program, built.checker, ROOT)));
  writeFileSync(path.join(dir, 'vitrina-react.d.ts'), reactTypings(manifest));
  errors = compile(consumers(manifest));
}, 120_000);

/** Compiles consumer files against dist's typings (as a host project would), React types from node_modules. */
function compile(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const types = path.join(ROOT, 'node_modules/@types');
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
    'wrong.tsx': `import './vitrina-react';
const search = document.createElement('vt-search');
search.resultsUrl = 42;
document.addEventListener('vt-cart-change', (event) => { const wrong: string = event.detail.quantity; void wrong; });
export const App = () => <vt-cookie-notice inline="yes" onvt-cookie-consent={(event) => { const c: number = event.detail.consent; void c; }} />;
export const Unknown = () => <vt-no-such-element />;
`,
  };
}

describe('dist/vitrina.d.ts and dist/vitrina-react.d.ts (issue 13 typings)', () => {
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
