/**
 * dist/vitrina.js: the one script a page needs. It registers every `vt-*` tag lazily; React,
 * jotai and the session core load with the first element that appears.
 */
import { RESERVE_CSS, WIDGET_CHUNKS, WIDGET_DEPENDENCIES } from 'virtual:vitrina/widgets';
import { createLazyLoader, type LazyLoader } from './loader/lazy-define';
import { modulePreloader } from './loader/module-preload';
import { kitServiceMapUrl, namedServiceMapUrl, prefetchServiceMap } from '../core/transport/services';
import { reserveSpace } from './loader/reserve-space';
import { yieldToMain } from './shared/yield-to-main';
import { KIT_VERSION } from '../core/platform/version';
import { claimTrustedTypesPolicy } from '../core/platform/dom';
import type { VitrinaConfig } from '../core/runtime/configure';
import { markServicesExplicit } from '../core/runtime/services-explicit';

// A registered symbol rather than a part of the page runtime: the loader stays free of the runtime
// (no store, no jotai in dist/vitrina.js), and a second loader must find the first one's DOM watch.
const LOADER_KEY = Symbol.for('vitrina.loader');
type Holder = { [LOADER_KEY]?: LazyLoader };

// The `vitrina` Trusted Types policy is taken before any other script on the page can take the name.
claimTrustedTypesPolicy();

/**
 * Evaluates a tag's chunk graph (preloaded, all on its way at once) one chunk per task, each after
 * those it imports, the tag's own last: importing the tag's chunk alone evaluated React, the session
 * core and the rest in the one task after the last of them arrived (600 ms and more at 4x CPU).
 */
async function evaluateInTurn(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await import(/* @vite-ignore */ new URL(file, import.meta.url).href);
    await yieldToMain();
  }
}

const holder = globalThis as Holder;
// A second copy of the bundle on the page reuses the first loader.
const loader: LazyLoader = (holder[LOADER_KEY] ??= (() => {
  // Served as built (dist/vitrina.js from the kit's origin), the loader gets ahead of the elements:
  // it asks for the kit origin's service map and preloads the chunks a tag needs. Bundled into an
  // application, neither applies: its bundler renamed the chunks (and preloads them itself), and the
  // application names its service map (configure() or <vt-store services>) after this module runs.
  const runsAsBuilt = new URL(import.meta.url).pathname.endsWith('/vitrina.js');
  // The service map (and with it the page's country) is asked for now, beside the chunks, not after
  // <vt-store>'s own chunks have loaded: the one the page names, else the kit origin's.
  if (runsAsBuilt) prefetchServiceMap(namedServiceMapUrl(document) ?? kitServiceMapUrl(import.meta.url));
  const preload = runsAsBuilt ? modulePreloader(document, import.meta.url) : () => undefined;
  const created = createLazyLoader(
    WIDGET_CHUNKS,
    (tag) => preload(WIDGET_DEPENDENCIES[tag] ?? []),
    runsAsBuilt ? (tag) => evaluateInTurn(WIDGET_DEPENDENCIES[tag] ?? []) : undefined,
  );
  reserveSpace(document, RESERVE_CSS);
  created.observe(document);
  return created;
})());

/** Page-level configuration without a `<vt-store>` element. */
export function configure(config: VitrinaConfig): Promise<void> {
  if (config.services != null) markServicesExplicit();
  return import('../core/runtime/configure').then((module) => module.configure(config));
}

/** Resolves once `tag` is defined (its chunk loaded). */
export async function whenDefined(tag: string): Promise<CustomElementConstructor> {
  await loader.load(tag);
  return customElements.whenDefined(tag);
}

export const version = KIT_VERSION;

const api = { configure, whenDefined, version };
(globalThis as { vitrina?: typeof api }).vitrina ??= api;
