export { networkReachableAtom, offlineAtom } from './connection';
