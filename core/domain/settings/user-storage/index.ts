export { listUserStorage, getUserStorageData, setUserStorageData, MAX_MOVES_PER_CALL, type CallOptions } from './client';
export { hostForShard, resetRoutes, ROUTE_MAPPING_TTL_MS } from './routes';
