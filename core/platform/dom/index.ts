export { defineOnceInOwnTask } from './define';
export { emit } from './emit';
export { htmlForInertParsing } from './trusted-html';
