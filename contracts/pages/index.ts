export * from './match';
export * from './table';
export * from './site-calls';
