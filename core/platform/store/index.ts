export { getStore } from './store';
