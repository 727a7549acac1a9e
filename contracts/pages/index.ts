export * from './match';
export * from './table';
