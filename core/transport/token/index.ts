export { AUTH_REQUIRED_EVENT, type AuthRequiredDetail, signInUrl, signalAuthRequired, takePendingAuthRequests } from './auth-required';
export { adopt, startTokenSync } from './cross-tab';
export { MalformedTokenError, type TokenData, decodeJwt } from './jwt';
export { type SignInChange, type SignInListener, onSignInChange } from './sign-in-change';
export { dropTokenUnlessChanged } from './token-drop';
export {
  STICKER_STORAGE_KEY,
  type Session,
  TOKEN_STORAGE_KEY,
  clearToken,
  getSession,
  getSticker,
  getToken,
  getTokenData,
  isSignedIn,
  readStoredSession,
  sessionAtom,
  setToken,
  signedInAtom,
} from './token';
