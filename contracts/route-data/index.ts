export * from './names';
export * from './result-state';
