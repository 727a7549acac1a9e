export { warnOnce } from './warn-once';
