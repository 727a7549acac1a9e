export * from './codes';
export * from './link';
export * from './promo-creatives';
export * from './reshape';
export * from './safe-href';
export * from './types';
export * from './request';
