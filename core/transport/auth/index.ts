export { decodeJwt, MalformedTokenError, type TokenData } from '../token/jwt';
export {
  clearToken,
  getSession,
  getSticker,
  getToken,
  getTokenData,
  isSignedIn,
  sessionAtom,
  setToken,
  signedInAtom,
  STICKER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type Session,
} from '../token/token';
export { onSignInChange, type SignInChange, type SignInListener } from '../token/sign-in-change';
export { AUTH_REQUIRED_EVENT, signalAuthRequired, signInUrl, type AuthRequiredDetail } from '../token/auth-required';
export { isSlideDue, slideDueAt, slideToken, SLIDE_AFTER_MS, type SlideResult } from './slide';
export { FORCED_REFRESH_INTERVAL_MS } from './renew';
export { signOut } from './sign-out';
export { startAuth } from './start';
