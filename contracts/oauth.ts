/**
 * The OAuth sign-in page's wire contract (storefront-routing-wallet.md §2.2 SpaOAuthSignInData,
 * §5 "OAuth sign-in page needs query redirect_uri, client_id, scope, code_challenge; redirect_uri
 * must start with http:// or {host}", §7 "User storage read of wb_oauth_saved_options | file field
 * is base64 JSON; skipped when reauth present | 1.2 s").
 *
 * The spec shows neither the consent call nor the code exchange; the kit and the demo agree on an
 * authorization-code flow with PKCE S256 (RFC 7636), below the {auth} base:
 *
 * - `POST {auth}/oauth/authorize` (Bearer: the signed-in shopper)
 *   `{client_id, redirect_uri, scope, code_challenge, code_challenge_method: "S256"}` -> `{code, expires_in}`;
 *   the code is bound to the shopper, client_id, redirect_uri, scope and code_challenge, used once.
 * - `POST {auth}/oauth/token` (the partner app, no session)
 *   `{grant_type: "authorization_code", code, client_id, redirect_uri, code_verifier}` ->
 *   `{access_token, token_type: "Bearer", expires_in, scope, user_id}`; a refusal is HTTP 400
 *   `{error: "invalid_grant" | "invalid_request" | "unsupported_grant_type", error_description}`.
 *
 * The saved options (`wb_oauth_saved_options` in user storage, stored as base64 JSON) are what the
 * shopper let apps have when they ticked "remember my choice":
 * `{ "<client_id>": { "scopes": ["openid", "profile"], "savedAt": 1764230400000 } }`
 * (savedAt: ms since the epoch). Entries that do not have this shape are ignored on read.
 */

export const OAUTH_PATHS = { authorize: '/oauth/authorize', token: '/oauth/token' } as const;

/** §7: the user-storage file of the options the shopper saved for apps. */
export const OAUTH_SAVED_OPTIONS_PATH = 'wb_oauth_saved_options';

/** The query of /security/oauth (§5 names the first four). */
export const OAUTH_QUERY = {
  redirectUri: 'redirect_uri',
  clientId: 'client_id',
  scope: 'scope',
  codeChallenge: 'code_challenge',
  codeChallengeMethod: 'code_challenge_method',
  state: 'state',
  /** §7 "skipped when reauth present": its presence, whatever its value. */
  reauth: 'reauth',
} as const;

export const PKCE_METHOD = 'S256';
/** RFC 7636 §4.1/§4.2: a verifier, and an S256 challenge (43 characters), are base64url, 43 to 128 characters. */
export const PKCE_VALUE_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** What the page appends to redirect_uri (RFC 6749 §4.1.2, §4.1.2.1). */
export const OAUTH_REDIRECT_PARAMS = { code: 'code', state: 'state', error: 'error' } as const;
export const OAUTH_ACCESS_DENIED = 'access_denied';

/** §5 "redirect_uri must start with http:// or {host}" ({host}: the storefront's own origin). */
export function redirectUriAllowed(redirectUri: string, origin: string): boolean {
  return redirectUri.startsWith('http://') || redirectUri.startsWith(origin);
}

/** A scope query value as its scopes: space-separated (RFC 6749 §3.3), each once, in the order asked. */
export function splitScopes(scope: string): string[] {
  return [...new Set(scope.split(/\s+/).filter(Boolean))];
}

export interface SavedClientOptions {
  scopes: string[];
  savedAt: number;
}

export type SavedOAuthOptions = Record<string, SavedClientOptions>;

/** The stored file's data as saved options: anything malformed (the whole file or one app's entry) is left out. */
export function readSavedOptions(data: unknown): SavedOAuthOptions {
  const options: SavedOAuthOptions = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return options;
  for (const [clientId, entry] of Object.entries(data as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object' || clientId === '__proto__') continue;
    const { scopes, savedAt } = entry as Record<string, unknown>;
    if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) continue;
    options[clientId] = { scopes: [...(scopes as string[])], savedAt: typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0 };
  }
  return options;
}

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  scope: string;
  code_challenge: string;
  code_challenge_method: typeof PKCE_METHOD;
}

export interface AuthorizeAnswer {
  code: string;
  expiresIn: number;
}

export function parseAuthorizeAnswer(raw: unknown): AuthorizeAnswer {
  if (!raw || typeof raw !== 'object') throw new TypeError('authorize answer is not an object');
  const { code, expires_in } = raw as Record<string, unknown>;
  if (typeof code !== 'string' || code === '') throw new TypeError('authorize answer has no code');
  return { code, expiresIn: typeof expires_in === 'number' ? expires_in : 0 };
}

export interface TokenRequest {
  grant_type: 'authorization_code';
  code: string;
  client_id: string;
  redirect_uri: string;
  code_verifier: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  user_id: number;
}

export type OAuthErrorCode = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type';
