import { signalAuthRequired } from './auth-required';
import { clearToken, getToken } from './token';

/**
 * A sign-out in another tab revokes the session on the server before its storage write reaches
 * this tab: a request of ours answered in between gets a token drop. A drop is acted on only when
 * this page still holds the token it had when the request went out, and still holds it this long after.
 */
export const DROP_SETTLE_MS = 200;

/**
 * storefront-shell.md §8 "401/403 with the drop header: token cleared, login asked", unless the
 * page's session changed since `heldAtSend` (signed out or in again elsewhere): such a drop is
 * about a session already gone, and nothing is cleared or asked.
 */
export async function dropTokenUnlessChanged(heldAtSend: string | null): Promise<void> {
  if (getToken() !== heldAtSend) return;
  await new Promise((resolve) => setTimeout(resolve, DROP_SETTLE_MS));
  if (getToken() !== heldAtSend) return;
  clearToken();
  signalAuthRequired();
}
