import { OAUTH_QUERY, PKCE_METHOD, redirectUriAllowed, splitScopes } from '../../../../contracts/oauth';

/** What a partner app asks for on /security/oauth (storefront-routing-wallet.md §5, §7). */
export interface OAuthRequest {
  clientId: string;
  redirectUri: string;
  /** The scope query split at spaces, each once, unknown ones included. */
  scopes: string[];
  codeChallenge: string;
  /** Given back to the app untouched (RFC 6749 §4.1.2); null when the app sent none. */
  state: string | null;
  /** §7 "skipped when reauth present": the app asks again, whatever was saved. */
  reauth: boolean;
}

/**
 * The page's request from its address, or null when §5's rule refuses it: redirect_uri, client_id,
 * scope and code_challenge present, redirect_uri starting with http:// or this host. A method other
 * than S256 is refused too (the demo only issues PKCE S256 codes).
 */
export function readOAuthRequest(url: URL): OAuthRequest | null {
  const query = url.searchParams;
  const clientId = query.get(OAUTH_QUERY.clientId) ?? '';
  const redirectUri = query.get(OAUTH_QUERY.redirectUri) ?? '';
  const scopes = splitScopes(query.get(OAUTH_QUERY.scope) ?? '');
  const codeChallenge = query.get(OAUTH_QUERY.codeChallenge) ?? '';
  const method = query.get(OAUTH_QUERY.codeChallengeMethod) ?? PKCE_METHOD;
  if (!clientId || !codeChallenge || scopes.length === 0 || method !== PKCE_METHOD) return null;
  if (!redirectUriAllowed(redirectUri, url.origin) || !URL.canParse(redirectUri)) return null;
  return { clientId, redirectUri, scopes, codeChallenge, state: query.get(OAUTH_QUERY.state), reauth: query.has(OAUTH_QUERY.reauth) };
}
