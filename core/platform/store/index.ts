export { getStore } from './store';
export type { Store } from './store';
