/**
 * storefront-shell.md §8 "HTTP": after a token drop the login popup is shown, or, when nothing on
 * the page can show it, the browser goes to sign-in with returnUrl (§2 "Other routes": the default
 * returnUrl is the full current address). A widget that shows the popup calls preventDefault().
 */
import { pagePart } from '../../platform/page';
export const AUTH_REQUIRED_EVENT = 'vitrina:auth-required';
export const SIGN_IN_PATH = '/security/login';

export interface AuthRequiredDetail {
  returnUrl: string;
}

declare global {
  interface WindowEventMap {
    'vitrina:auth-required': CustomEvent<AuthRequiredDetail>;
  }
}

export function signInUrl(returnUrl: string): string {
  return `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * A host page whose own script places the sign-in popup says so with `<html data-vt-sign-in="popup">`:
 * a signal sent before that script listens waits for it (takePendingAuthRequests) instead of
 * leaving the page, for at most PENDING_SIGN_IN_LIMIT_MS.
 */
export const SIGN_IN_POPUP_PAGE_ATTRIBUTE = 'data-vt-sign-in';
export const PENDING_SIGN_IN_LIMIT_MS = 15_000;
function pendingRequests(): string[] {
  return pagePart('pendingAuthRequests', (): string[] => []);
}

/** The signals that waited for the host page's popup, oldest first; the list is emptied. */
export function takePendingAuthRequests(): string[] {
  return pendingRequests().splice(0);
}

/** Returns true when a widget took it (showed the popup) or the page's popup is on its way, false when the page was sent to sign-in. */
export function signalAuthRequired(returnUrl: string = location.href): boolean {
  const event = new CustomEvent<AuthRequiredDetail>(AUTH_REQUIRED_EVENT, { detail: { returnUrl }, cancelable: true });
  if (!globalThis.dispatchEvent(event)) return true;
  if (globalThis.document?.documentElement.getAttribute(SIGN_IN_POPUP_PAGE_ATTRIBUTE) === 'popup') {
    const pending = pendingRequests();
    pending.push(returnUrl);
    setTimeout(() => {
      const at = pending.indexOf(returnUrl);
      if (at < 0) return; // the host took it
      pending.splice(at, 1);
      location.assign(signInUrl(returnUrl));
    }, PENDING_SIGN_IN_LIMIT_MS);
    return true;
  }
  location.assign(signInUrl(returnUrl));
  return false;
}
