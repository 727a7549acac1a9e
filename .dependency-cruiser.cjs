/**
 * The architecture rules of docs/architecture.md, checked by `npm run verify:architecture` (part of
 * `npm run verify`). Every rule is an error: a new upward import, a cycle, a deep import into a
 * module, a widget importing a sibling widget or a demo import of browser code fails the check.
 *
 * Layers, bottom up: contracts/ (the wire contracts, shared with the demo server, so they import
 * nothing but contracts/ and every layer above may read them), core/platform, core/transport,
 * core/domain, core/runtime, then widgets/ and host/. An arrow only ever points down.
 *
 * A module is a folder at the top of a core layer (core/platform/dom, core/domain/cart, ...) or of
 * contracts/ (contracts/banners), or a single file of contracts/ (contracts/cart.ts). Its index.ts
 * is its public surface; a part it loads on demand is offered there as a load function. Tests may
 * reach into a module to test its parts.
 */
const LAYER_MODULE = '^core/(platform|transport|domain)/[^/]+';
const MODULE_INDEX = '^core/(platform|transport|domain)/[^/]+/index\\.ts$';
const CONTRACT_FOLDER = '^contracts/[^/]+/';
const CONTRACT_INDEX = '^contracts/[^/]+/index\\.ts$';
const NOT_TESTS = ['^tests/', '\\.test\\.tsx?$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycles, type-only imports included: every arrow of the graph points down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-only-contracts',
      comment: 'contracts/ is shared with the demo server: it imports nothing but contracts/ (no browser code, no packages).',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: '^contracts/' },
    },
    {
      name: 'demo-imports-only-contracts',
      comment: 'The demo server and its pages share only the wire contracts with the kit, never its browser code.',
      severity: 'error',
      from: { path: '^demo/' },
      to: { path: '^(core|widgets|host|types|tools|tests)/' },
    },
    {
      name: 'platform-is-the-bottom-of-core',
      comment: 'core/platform (storage, locks, dom, bus, ...) imports only itself and contracts/.',
      severity: 'error',
      from: { path: '^core/platform/' },
      to: { path: '^(core/(transport|domain|runtime)|widgets|host|demo)/' },
    },
    {
      name: 'transport-sits-on-platform',
      comment: 'core/transport (http, retry, auth, sync, ...) imports platform, itself and contracts/, never a domain service.',
      severity: 'error',
      from: { path: '^core/transport/' },
      to: { path: '^(core/(domain|runtime)|widgets|host|demo)/' },
    },
    {
      name: 'domain-sits-on-transport',
      comment: 'core/domain services import transport, platform, each other and contracts/, never the runtime that composes them.',
      severity: 'error',
      from: { path: '^core/domain/' },
      to: { path: '^(core/runtime|widgets|host|demo)/' },
    },
    {
      name: 'core-never-imports-ui',
      comment: 'core/ never imports widgets/, host/ or demo/ (host -> widgets -> core -> contracts).',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(widgets|host|demo)/' },
    },
    {
      name: 'core-is-framework-free',
      comment: 'core/ and contracts/ never import React, ReactDOM, jotai/react or r2wc (DESIGN.md).',
      severity: 'error',
      from: { path: '^(core|contracts)/' },
      to: { path: 'node_modules/(react|react-dom|scheduler|@r2wc)/|node_modules/jotai/(esm/)?react' },
    },
    {
      name: 'service-worker-sits-on-transport',
      comment:
        'sw/ (the storefront service worker) runs no session: it imports contracts/, core/transport and core/platform, never a domain service, the runtime or the page.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^(core/(domain|runtime)|widgets|host|demo)/' },
    },
    {
      name: 'only-the-host-page-imports-the-service-worker',
      comment: "The worker is the storefront page's: core/ and widgets/ (what partners embed) never import sw/.",
      severity: 'error',
      from: { path: '^(core|widgets|contracts)/' },
      to: { path: '^sw/' },
    },
    {
      name: 'widgets-never-import-host',
      comment: 'host -> widgets -> core: a widget never imports the storefront page.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(host|demo)/' },
    },
    {
      name: 'host-never-imports-demo',
      severity: 'error',
      from: { path: '^host/' },
      to: { path: '^demo/' },
    },
    {
      name: 'no-sibling-widgets',
      comment: 'A widget does not import another widget: what two widgets share lives in widgets/shared/.',
      severity: 'error',
      from: { path: '^widgets/([^/]+)/', pathNot: NOT_TESTS },
      to: { path: '^widgets/[^/]+/', pathNot: ['^widgets/$1/', '^widgets/shared/'] },
    },
    {
      name: 'core-module-through-its-index',
      comment: 'From outside a core module (another module, the runtime, widgets, host), import only its index.ts.',
      severity: 'error',
      from: { pathNot: [...NOT_TESTS, `${LAYER_MODULE}/`] },
      to: { path: `${LAYER_MODULE}/`, pathNot: MODULE_INDEX },
    },
    {
      name: 'core-module-to-another-through-its-index',
      comment: "A core module imports another core module only through that module's index.ts.",
      severity: 'error',
      from: { path: `^(${LAYER_MODULE.slice(1)})/` },
      to: { path: `${LAYER_MODULE}/`, pathNot: ['^$1/', MODULE_INDEX] },
    },
    {
      name: 'contract-folder-through-its-index',
      comment: 'A contract that is a folder (contracts/banners/) is imported through its index.ts from outside it.',
      severity: 'error',
      from: { pathNot: [...NOT_TESTS, CONTRACT_FOLDER] },
      to: { path: CONTRACT_FOLDER, pathNot: CONTRACT_INDEX },
    },
    {
      name: 'contract-folder-to-another-through-its-index',
      severity: 'error',
      from: { path: '^(contracts/[^/]+)/' },
      to: { path: CONTRACT_FOLDER, pathNot: ['^$1/', CONTRACT_INDEX] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-[^/]*|coverage|demo/\\.data|test-results|playwright-report|tests/e2e/\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      archi: {
        collapsePattern: '^(contracts/[^/]+|core/(platform|transport|domain)/[^/]+|core/runtime|widgets/[^/]+|host|demo/[^/]+|tests/[^/]+|tools/[^/]+)',
      },
      dot: {
        collapsePattern: '^(contracts/[^/]+|core/(platform|transport|domain)/[^/]+|core/runtime)',
      },
    },
  },
};
