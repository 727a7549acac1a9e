/// <reference types="mocha" />
// @web/test-runner runs browser tests with mocha's describe/it/beforeEach globals.
declare module '/dist/vitrina.js';
