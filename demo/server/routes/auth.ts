import type { Hono } from 'hono';
import { bearer } from '../auth/sessions';
import type { AppEnv, Deps } from '../deps';
import { readOptionalObject } from '../input';
import { SERVICE_MAP } from '../service-map';
import { AUTH_PATHS, normalizePhone, SLIDE_RESULT_ERROR, SLIDE_RESULT_REFUSED, SLIDE_RESULT_SUCCESS } from '../../../contracts/auth';
import { DEMO_ACCOUNTS } from '../../data/users';

/**
 * storefront-shell.md §4 Auth token / §7 Auth. Result codes (contracts/auth.ts): 0 success, 1 refused
 * (the client drops the token), 2 other error (the slide is switched off).
 */
export const SLIDE_RESULT = { success: SLIDE_RESULT_SUCCESS, refused: SLIDE_RESULT_REFUSED, error: SLIDE_RESULT_ERROR } as const;

export function registerAuth(app: Hono<AppEnv>, deps: Deps): void {
  const base = SERVICE_MAP.auth;

  // Step 1: a new token and a sticker; the previous token keeps working until the sticker is confirmed.
  app.post(`${base}${AUTH_PATHS.slide}`, async (c) => {
    await readOptionalObject(c);
    const token = bearer(c);
    const payload = token ? deps.auth.readLive(token) : null;
    if (!payload) return c.json({ result: SLIDE_RESULT.refused, payload: null, error: 'token refused' });
    const slid = deps.auth.slide(payload);
    return c.json({ result: SLIDE_RESULT.success, payload: { access_token: slid.token, sticker: slid.sticker }, error: '' });
  });

  // Step 2: confirm with the sticker (sent with the new token); older tokens then answer 498 refresh.
  app.post(`${base}${AUTH_PATHS.confirm}`, async (c) => {
    const body = await readOptionalObject(c);
    const token = bearer(c);
    const payload = token ? deps.auth.readLive(token) : null;
    if (!payload) return c.json({ result: SLIDE_RESULT.refused, error: 'token refused' });
    const sticker = typeof body.sticker === 'string' ? body.sticker : '';
    if (!deps.auth.confirm(payload.session_id, sticker)) return c.json({ result: SLIDE_RESULT.error, error: 'unknown sticker' });
    return c.json({ result: SLIDE_RESULT.success, error: '' });
  });

  // The sign-in popup's phone sign-in: a demo account's phone signs in as that account; any other
  // well-formed number as the regular shopper (a demo has no SMS step); a malformed one is refused.
  app.post(`${base}${AUTH_PATHS.phoneSignIn}`, async (c) => {
    const body = await readOptionalObject(c);
    const phone = normalizePhone(typeof body.phone === 'string' ? body.phone : '');
    if (!phone) return c.json({ result: SLIDE_RESULT.refused, payload: null, error: 'invalid phone' });
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.phone === phone) ?? DEMO_ACCOUNTS[0]!;
    c.header('Cache-Control', 'no-store');
    return c.json({ result: SLIDE_RESULT.success, payload: { access_token: deps.auth.signIn(account), sticker: '' }, error: '' });
  });

  app.post(`${base}${AUTH_PATHS.logoff}`, async (c) => {
    await readOptionalObject(c);
    const token = bearer(c);
    const payload = token ? deps.auth.readLive(token) : null;
    if (payload) deps.auth.logoff(payload.session_id);
    return c.json({ result: SLIDE_RESULT.success, error: '' });
  });
}
