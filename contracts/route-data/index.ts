export * from './names';
export * from './result-state';
export * from './form';
