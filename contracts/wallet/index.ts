export * from './codes';
export * from './reshape';
export * from './types';
export * from './second-factor';
