export { compareVersions } from './compare-versions';
export { KIT_VERSION } from './kit-version';
