export * from './reshape';
export * from './types';
