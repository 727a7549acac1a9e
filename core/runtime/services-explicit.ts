/**
 * Whether the page names its own service map (`configure({ services })` or `<vt-store services>`).
 * Set synchronously by the loader's configure() before the configure chunk loads: an element that
 * boots meanwhile must not fetch the kit origin's map, which a bundling application does not serve.
 * A part of the page's runtime holder, reached through the bottom layer only, so the loader stays
 * free of the runtime and its store.
 */
import { pageDeps, pagePart } from '../platform/page';

const mark = () => pagePart('servicesExplicit', () => ({ named: false }));

export function markServicesExplicit(): void {
  mark().named = true;
}

export function servicesNamedByPage(): boolean {
  return mark().named || pageDeps().document()?.querySelector('vt-store[services]') != null;
}
