export * from './reshape';
export * from './types';
export * from './enums';
