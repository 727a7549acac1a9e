export { createRuntime, getRuntime, installRuntime, type Runtime, type RuntimeDeps } from './create-runtime';
export { configure, type VitrinaConfig } from './configure';
export type { HostCountry } from './host-country';
