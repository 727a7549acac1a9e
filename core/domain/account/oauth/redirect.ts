import { OAUTH_ACCESS_DENIED, OAUTH_REDIRECT_PARAMS, redirectUriAllowed } from '../../../../contracts/oauth';

export type OAuthOutcome = { code: string } | { error: typeof OAUTH_ACCESS_DENIED };

/**
 * The address the app gets the shopper back on: redirect_uri with `code` (allowed) or
 * `error=access_denied` (refused) and the app's `state` appended, its own query kept (RFC 6749
 * §4.1.2). redirect_uri is checked again with §5's rule (storefront-routing-wallet.md: http:// or
 * this host); null when it fails or does not parse. A value already in the query under one of
 * those names is replaced, so the app reads one answer.
 */
export function oauthRedirectUrl(redirectUri: string, outcome: OAuthOutcome, state: string | null, origin: string): string | null {
  if (!redirectUriAllowed(redirectUri, origin) || !URL.canParse(redirectUri)) return null;
  const url = new URL(redirectUri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const name of Object.values(OAUTH_REDIRECT_PARAMS)) url.searchParams.delete(name);
  if ('code' in outcome) url.searchParams.set(OAUTH_REDIRECT_PARAMS.code, outcome.code);
  else url.searchParams.set(OAUTH_REDIRECT_PARAMS.error, outcome.error);
  if (state !== null) url.searchParams.set(OAUTH_REDIRECT_PARAMS.state, state);
  return url.href;
}
