export * from './errors';
export { request, DEFAULT_TIMEOUT_MS, type AuthMode, type RequestOptions } from './request';
export type { RequestBody, ResponseType } from './body';
export { withQuery, normaliseBaseUrl, type Query, type Target } from './url';
