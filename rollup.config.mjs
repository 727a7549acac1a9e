import { readFileSync, rmSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { cssInline } from './tools/rollup/css-inline.mjs';
import { locales } from './tools/rollup/locales.mjs';
import { currencyFont } from './tools/rollup/currency-font.mjs';
import { vitrinaVirtualModules, ROOT } from './tools/rollup/virtual-modules.mjs';
import { manifest } from './tools/rollup/manifest.mjs';
import { customElements } from './tools/rollup/custom-elements.mjs';
import { exampleHosts } from './tools/rollup/example-hosts.mjs';
import { packageEntries } from './tools/rollup/package-entries.mjs';
import { transpileTs } from './tools/rollup/transpile-ts.mjs';
import { throughIndexes } from './tools/rollup/through-indexes.mjs';
import { precacheManifestPlugin } from './tools/sw/precache-manifest.mjs';

/** VITRINA_OUT builds elsewhere than dist/ (several builds side by side); pages still load /dist/. */
const OUT = process.env.VITRINA_OUT || 'dist';

const { name, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** React, ReactDOM, the scheduler, jotai's React bindings and r2wc: one shared chunk, loaded once. */
const RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|@r2wc)[\\/]/;
/**
 * The few lines every element with an on-demand part (or idle-time work) uses: the header, search,
 * the cards, the carousel, the menus. With the runtime rather than three chunks of 200-350 bytes
 * gzip each, which nearly every page fetched one by one (and paid gzip's per-file overhead for).
 */
const RUNTIME_HELPERS = /widgets[\\/]shared[\\/](on-demand|use-on-demand|on-idle)\.ts$/;
/**
 * jotai's store alone (no React): the host page's router and the session core use atoms before
 * any element renders, and must not wait for React to download.
 */
const STORE = /[\\/]node_modules[\\/]jotai[\\/]esm[\\/]vanilla/;
/**
 * i18next goes with the session core that drives it (core/platform/i18n): the host page's texts and the
 * core's messages need it before React arrives.
 */
const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]/;

/**
 * What <vt-search>'s box and its on-demand suggestions part (widgets/search/suggestions.ts) both
 * use: a chunk of their own. Left to rollup they would sit in the element's chunk, the part would
 * import them from there, and that chunk would stop being the facade of search.define.ts (the
 * manifest guard in tools/rollup/manifest.mjs fails the build).
 */
const SEARCH_SHARED = /(core[\\/]domain[\\/]search[\\/](query-text|history)\.ts|widgets[\\/]search[\\/]icons\.tsx)$/;

/**
 * The session core every page runs (what the configuration and the session start-up import
 * statically), the price format (every storefront page shows prices) and the translate function
 * (every element and the host page read texts through it): one chunk instead of a
 * dozen small ones, which gzip worse apart. Not React (the host page routes before React
 * arrives), and not what the loader itself imports (it stays small, 2.5 KB gzip, importing no
 * other chunk).
 */
const CORE_ROOTS = [
  /core[\\/]runtime[\\/]start-session\.ts$/,
  /core[\\/]runtime[\\/]configure\.ts$/,
  /core[\\/]platform[\\/]format[\\/]money\.ts$/,
  /core[\\/]platform[\\/]i18n[\\/]translate\.ts$/,
];
const LOADER_ENTRY = /widgets[\\/]vitrina\.ts$/;
let coreModules;
let loaderModules;
function staticClosure(getModuleInfo, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
function sessionCoreModules(getModuleInfo, ids) {
  if (coreModules) return coreModules;
  const all = [...ids];
  loaderModules = staticClosure(
    getModuleInfo,
    all.filter((id) => LOADER_ENTRY.test(id)),
  );
  coreModules = staticClosure(
    getModuleInfo,
    all.filter((id) => CORE_ROOTS.some((root) => root.test(id))),
  );
  for (const id of loaderModules) coreModules.delete(id);
  return coreModules;
}

const ignoreUseClient = (warning, warn) => {
  // jotai's 'use client' marks React Server Components boundaries: meaningless in a browser bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};
const replaceConstants = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VITRINA_VERSION__: JSON.stringify(version) },
  });

/** The kit for a page: dist/vitrina.js (the loader), its chunks with React 19 inside, the host page. */
const kit = {
  input: { vitrina: 'widgets/vitrina.ts', host: 'host/main.ts', 'host-boot': 'host/boot.ts' },
  output: {
    dir: OUT,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id, { getModuleInfo, getModuleIds }) =>
      STORE.test(id)
        ? 'store'
        : RUNTIME.test(id) || RUNTIME_HELPERS.test(id)
          ? 'runtime'
          : SEARCH_SHARED.test(id)
            ? 'search-shared'
            : I18NEXT.test(id) || sessionCoreModules(getModuleInfo, getModuleIds()).has(id)
              ? 'core'
              : loaderModules.has(id)
                ? 'vitrina'
                : undefined,
    sourcemap: true,
  },
  // contracts/ and core/ modules run nothing a page needs unless something they export is used:
  // a module reached only through a module's index.ts (the import rule of docs/architecture.md)
  // that the page does not use stays out of the bundle instead of landing in a shared chunk.
  treeshake: { moduleSideEffects: (id) => !/[\\/](contracts|core)[\\/].*\.ts$/.test(id) },
  // The loader keeps its exports in dist/vitrina.js itself (no facade file and extra request).
  preserveEntrySignatures: 'allow-extension',
  onwarn: ignoreUseClient,
  plugins: [
    {
      name: 'vitrina-clean-dist',
      buildStart: () => {
        coreModules = undefined;
        loaderModules = undefined;
        rmSync(OUT, { recursive: true, force: true });
      },
    },
    replaceConstants(),
    vitrinaVirtualModules(ROOT),
    cssInline(),
    json({ compact: true }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      declaration: false,
      include: ['contracts/**/*', 'core/**/*', 'widgets/**/*', 'host/**/*', 'sw/**/*', 'types/**/*'],
    }),
    throughIndexes(ROOT),
    terser({ ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } }),
    locales(ROOT),
    currencyFont(ROOT),
    manifest({ version }),
    customElements(ROOT, { name, version }),
    exampleHosts(ROOT),
    packageEntries(),
  ],
};

/**
 * dist/sw.js: the storefront's service worker (sw/sw.ts), built after the kit (rollup builds the
 * configurations in order) because its first line is the precache list of the kit's output. One
 * classic script (a module worker is not supported everywhere), self-contained. It imports the
 * wire contracts (the route table, the service map, the service paths) and plain functions of
 * core/platform and core/transport (IndexedDB access, the token's decoding), each from the file
 * that defines it: those modules are not evaluated for their side effects (their atoms, their store).
 */
const serviceWorker = {
  input: 'sw/sw.ts',
  output: { file: `${OUT}/sw.js`, format: 'iife', sourcemap: true },
  treeshake: { moduleSideEffects: false },
  plugins: [
    replaceConstants(),
    nodeResolve({ browser: true }),
    typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, include: ['contracts/**/*', 'core/**/*', 'sw/**/*', 'types/**/*'] }),
    throughIndexes(ROOT),
    terser({ ecma: 2020, compress: { passes: 3 }, format: { comments: false } }),
    precacheManifestPlugin({ distDir: OUT, hostDir: 'host', version }),
  ],
};

/**
 * dist/react/ (the package's `vitrina/react`): the same loader and elements for a React 19
 * application's bundler, importing `react` and `react-dom` from the application, so the page
 * runs one React. Left readable (the application's bundler minifies) and transpiled file by
 * file: the kit build above has type-checked the same sources.
 */
const hostReact = {
  input: { vitrina: 'widgets/vitrina.ts' },
  external: (id) => /^(react|react-dom)(\/|$)/.test(id),
  output: { dir: `${OUT}/react`, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  preserveEntrySignatures: 'allow-extension',
  onwarn: ignoreUseClient,
  plugins: [
    replaceConstants(),
    vitrinaVirtualModules(ROOT, { preloadDependencies: false }),
    cssInline(),
    json({ compact: true }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
    commonjs(),
    transpileTs(),
    // Readable (no mangling, no compression) and without comments: the kit's words are its docs'.
    terser({ ecma: 2020, module: true, compress: false, mangle: false, format: { comments: false, beautify: true } }),
    locales(ROOT),
    currencyFont(ROOT),
  ],
};

// The worker after the kit: its precache list is the kit's output.
export default [kit, serviceWorker, hostReact];
