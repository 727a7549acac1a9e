import { request } from '../../../transport/http';
import { CHECK_REDIRECT_PATH } from '../../../../contracts/pages';

/**
 * storefront-routing-wallet.md §2.1 / §7: GET /webapi/check-redirect{path}{query}, answer field
 * `redirect`. Gives the new address, or null when there is none or the answer is not a string.
 * Network and server failures also give null (the caller then shows the 404 page); a cancelled
 * call rethrows so the transition can drop it silently.
 */
export async function checkRedirect(pathname: string, search: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const answer = await request<unknown>({ url: { group: 'site', path: `${CHECK_REDIRECT_PATH}${pathname}${search}` }, signal });
    const redirect = answer && typeof answer === 'object' ? (answer as { redirect?: unknown }).redirect : null;
    return typeof redirect === 'string' && redirect.trim() !== '' ? redirect : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
