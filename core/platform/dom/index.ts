export { defineOnceInOwnTask } from './define';
export { emit } from './emit';
export { allowedFragment, claimTrustedTypesPolicy, trustedServiceWorkerUrl } from './trusted-html';
