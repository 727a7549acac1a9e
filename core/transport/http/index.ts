export * from './errors';
export { request, DEFAULT_TIMEOUT_MS, type AuthMode, type RequestOptions } from './request';
export type { RequestBody, ResponseType } from './body';
export { withQuery, normaliseBaseUrl, type Query, type Target } from './url';
export { encodeBody } from './body';
export { setTokenRenewal } from './token-renewal';
export { resolveTarget } from './url';
