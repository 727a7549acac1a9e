export { decodeJwt, MalformedTokenError, type TokenData } from '../token';
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
} from '../token';
export { onSignInChange, type SignInChange, type SignInListener } from '../token';
export { AUTH_REQUIRED_EVENT, signalAuthRequired, signInUrl, type AuthRequiredDetail } from '../token';
export { isSlideDue, slideDueAt, slideToken, SLIDE_AFTER_MS, type SlideResult } from './slide';
export { FORCED_REFRESH_INTERVAL_MS } from './renew';
export { renewTokenOnDemand } from './renew-on-demand';
export { signOut } from './sign-out';
export { signInWithPhone, type PhoneSignInResult } from './phone-sign-in';
export { startAuth } from './start';
