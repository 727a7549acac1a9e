/**
 * dist/vitrina.js: the one script a page needs. It registers every `vt-*` tag lazily; React,
 * jotai and the session core load with the first element that appears.
 */
import { RESERVE_CSS, WIDGET_CHUNKS } from 'virtual:vitrina/widgets';
import { createLazyLoader, type LazyLoader } from './loader/lazy-define';
import { reserveSpace } from './loader/reserve-space';
import { KIT_VERSION } from '../core/version';
import type { VitrinaConfig } from '../core/config/configure';

const LOADER_KEY = Symbol.for('vitrina.loader');
type Holder = { [LOADER_KEY]?: LazyLoader };

const holder = globalThis as Holder;
// A second copy of the bundle on the page reuses the first loader.
const loader: LazyLoader = (holder[LOADER_KEY] ??= (() => {
  const created = createLazyLoader(WIDGET_CHUNKS);
  reserveSpace(document, RESERVE_CSS);
  created.observe(document);
  return created;
})());

/** Page-level configuration without a `<vt-store>` element. */
export function configure(config: VitrinaConfig): Promise<void> {
  return import('../core/config/configure').then((module) => module.configure(config));
}

/** Resolves once `tag` is defined (its chunk loaded). */
export async function whenDefined(tag: string): Promise<CustomElementConstructor> {
  await loader.load(tag);
  return customElements.whenDefined(tag);
}

export const version = KIT_VERSION;

const api = { configure, whenDefined, version };
(globalThis as { vitrina?: typeof api }).vitrina ??= api;
