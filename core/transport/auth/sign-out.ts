import { classifyError, request } from '../http';
import { reportAuthMetric } from '../logging';
import { clearToken } from '../token';
import { AUTH_PATHS, SITE_EXIT_PATH } from '../../../contracts/auth';

/**
 * storefront-shell.md §7 "Auth": POST {auth}/v2/auth/logoff, then POST {site}/webapi/security/exit
 * {returnUrl}. The local token is dropped whatever the server says (a failed logoff must not keep
 * the shopper signed in on this device). Navigation after sign-out is the caller's.
 */
export async function signOut(returnUrl: string = location.href): Promise<void> {
  try {
    await request({ url: { group: 'auth', path: AUTH_PATHS.logoff }, method: 'POST', auth: 'optional', renewToken: false, responseType: 'none' });
    void reportAuthMetric('logoff', 'success');
  } catch (error) {
    void reportAuthMetric('logoff', classifyError(error));
  }
  clearToken();
  try {
    await request({ url: { group: 'site', path: SITE_EXIT_PATH }, method: 'POST', body: { json: { returnUrl } }, responseType: 'none' });
  } catch (error) {
    console.warn('[vitrina] security exit failed', error);
  }
}
