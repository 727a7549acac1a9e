export { defineOnceInOwnTask } from './define';
export { emit } from './emit';
export { allowedFragment, claimTrustedTypesPolicy } from './trusted-html';
