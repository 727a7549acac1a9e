/**
 * Whether the page names its own service map (`configure({ services })` or `<vt-store services>`).
 * Set synchronously by the loader's configure() before the configure chunk loads: an element that
 * boots meanwhile must not fetch the kit origin's map, which a bundling application does not serve.
 */
const EXPLICIT_SERVICES_KEY = Symbol.for('vitrina.servicesExplicit');
type Holder = { [EXPLICIT_SERVICES_KEY]?: boolean };

export function markServicesExplicit(): void {
  (globalThis as Holder)[EXPLICIT_SERVICES_KEY] = true;
}

export function servicesNamedByPage(): boolean {
  return (globalThis as Holder)[EXPLICIT_SERVICES_KEY] === true || (typeof document !== 'undefined' && document.querySelector('vt-store[services]') !== null);
}
