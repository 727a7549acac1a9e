import { createHash, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { requestOrigin, type AppEnv, type Ctx, type Deps } from '../deps';
import { readForm, readObject } from '../input';
import { SERVICE_MAP } from '../service-map';
import { OAUTH_PATHS, PKCE_METHOD, PKCE_VALUE_PATTERN, redirectUriAllowed, splitScopes, type OAuthErrorCode, type TokenAnswer } from '../../../contracts/oauth';

/** How long an authorization code may wait for its exchange (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const OAUTH_CODE_TTL_S = 600;
/** The demo access token's lifetime. */
export const OAUTH_ACCESS_TOKEN_TTL_S = 3600;
/** Codes waiting for their exchange, at most; the oldest go first. */
export const MAX_PENDING_CODES = 10_000;
const MAX_FIELD = 2048;

interface PendingCode {
  userId: number;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  expiresAt: number;
}

function oauthError(c: Ctx, error: OAuthErrorCode, description: string, status: 400 | 401 = 400): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
}

function field(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' && value.length <= MAX_FIELD ? value : '';
}

/** RFC 7636 §4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * The OAuth sign-in page's calls (contracts/oauth.ts): the signed-in shopper's consent gives a
 * one-time code bound to client_id, redirect_uri, scope and the PKCE challenge; the partner app
 * trades it for an access token with the matching code_verifier.
 */
export function registerOAuth(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.auth;
  const codes = new Map<string, PendingCode>();

  app.post(`${base}${OAUTH_PATHS.authorize}`, async (c) => {
    const { account } = deps.auth.identify(c);
    const body = await readObject(c);
    const clientId = field(body, 'client_id');
    const redirectUri = field(body, 'redirect_uri');
    const scope = field(body, 'scope');
    const codeChallenge = field(body, 'code_challenge');
    if (!clientId || !scope || splitScopes(scope).length === 0) return oauthError(c, 'invalid_request', 'client_id and scope are required');
    // routing-wallet §5: the same rule as the page's guard.
    if (!redirectUri || !redirectUriAllowed(redirectUri, requestOrigin(c)) || !URL.canParse(redirectUri))
      return oauthError(c, 'invalid_request', 'redirect_uri must start with http:// or this host');
    if (body.code_challenge_method !== PKCE_METHOD) return oauthError(c, 'invalid_request', `code_challenge_method must be ${PKCE_METHOD}`);
    if (!PKCE_VALUE_PATTERN.test(codeChallenge)) return oauthError(c, 'invalid_request', 'code_challenge must be 43 to 128 base64url characters');
    const now = Date.now();
    for (const [key, pending] of codes) if (pending.expiresAt <= now || codes.size >= MAX_PENDING_CODES) codes.delete(key);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { userId: account.userId, clientId, redirectUri, scope, codeChallenge, expiresAt: now + OAUTH_CODE_TTL_S * 1000 });
    c.header('Cache-Control', 'no-store');
    return c.json({ code, expires_in: OAUTH_CODE_TTL_S });
  });

  app.post(`${base}${OAUTH_PATHS.token}`, async (c) => {
    const body = await readForm(c);
    if (body.grant_type !== 'authorization_code') return oauthError(c, 'unsupported_grant_type', 'grant_type must be authorization_code');
    const code = field(body, 'code');
    const verifier = field(body, 'code_verifier');
    if (!code || !PKCE_VALUE_PATTERN.test(verifier)) return oauthError(c, 'invalid_request', 'code and a 43 to 128 character code_verifier are required');
    const pending = codes.get(code);
    // RFC 6749 §4.1.2: a code is used once; a second try finds nothing.
    codes.delete(code);
    if (!pending || pending.expiresAt <= Date.now()) return oauthError(c, 'invalid_grant', 'unknown, used or expired code');
    if (pending.clientId !== field(body, 'client_id')) return oauthError(c, 'invalid_grant', 'client_id does not match the code');
    if (pending.redirectUri !== field(body, 'redirect_uri')) return oauthError(c, 'invalid_grant', 'redirect_uri does not match the code');
    if (s256(verifier) !== pending.codeChallenge) return oauthError(c, 'invalid_grant', 'code_verifier does not match the code_challenge');
    const answer: TokenAnswer = {
      access_token: randomBytes(32).toString('base64url'),
      token_type: 'Bearer',
      expires_in: OAUTH_ACCESS_TOKEN_TTL_S,
      scope: pending.scope,
      user_id: pending.userId,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
