export * from './cards';
export * from './delivery-type';
export * from './detail';
export * from './name';
export * from './price-history';
export * from './recommendations';
export * from './sale-conditions';
