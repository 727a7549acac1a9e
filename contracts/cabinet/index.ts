export * from './rules';
export * from './bought';
export * from './claims';
export * from './feedbacks';
export * from './resale';
