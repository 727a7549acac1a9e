export * from './codes';
export * from './read';
