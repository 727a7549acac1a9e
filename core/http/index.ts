export * from './errors';
export {
  request,
  DEFAULT_TIMEOUT_MS,
  APP_TYPE_HEADER,
  TOKEN_DROP_HEADER,
  TOKEN_ACTION_HEADER,
  type AuthMode,
  type RequestOptions,
  type TokenAction,
} from './request';
export type { RequestBody, ResponseType } from './body';
export { withQuery, normaliseBaseUrl, type Query, type Target } from './url';
