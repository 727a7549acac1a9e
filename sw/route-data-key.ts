import { decodeJwt } from '../core/transport/token';
import { digest96 } from './digest';

/** Query parameters the key adds; a route's own query never uses them (they start with vt-). */
export const USER_PARAM = 'vt-user';
export const BODY_PARAM = 'vt-body';
export const GUEST = 'guest';

/** Who asked: the JWT's user (storefront-shell.md §3 "Auth token data"), a guest, or a digest of a token that is not a JWT. */
export async function requesterOf(authorization: string | null): Promise<string> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return GUEST;
  try {
    return `u${decodeJwt(token).user}`;
  } catch {
    return `t${await digest96(new TextEncoder().encode(token))}`;
  }
}

/**
 * The Cache API stores GET requests only, and route data is a POST (storefront-routing-wallet.md
 * §7 "POST route data path plus current query"). Its key is the same address with who asked
 * (route data differs per user: the basket, the cabinet) and the body's digest when it has one:
 * a signed-in shopper's data is never served to a guest or another user of the same browser.
 */
export async function routeDataKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set(USER_PARAM, await requesterOf(request.headers.get('Authorization')));
  const body = await request.clone().arrayBuffer();
  if (body.byteLength > 0) url.searchParams.set(BODY_PARAM, await digest96(body));
  return url.href;
}

/** Whether a route-data key belongs to a signed-in user (dropped at sign-out). */
export function isUserKey(key: string): boolean {
  const requester = new URL(key).searchParams.get(USER_PARAM);
  return requester !== null && requester !== GUEST;
}
