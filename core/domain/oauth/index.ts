export { readOAuthRequest, type OAuthRequest } from './request';
export { oauthRedirectUrl, type OAuthOutcome } from './redirect';
export { coveredBySaved, savedOptionsFrom, withSavedChoice } from './saved-options';
export { authorizeOAuthApp, readSavedOAuthOptions, rememberOAuthChoice, SAVED_OPTIONS_TIMEOUT_MS, type SavedOptionsRead } from './consent';
