/**
 * storefront-shell.md §8 "HTTP": after a token drop the login popup is shown, or, when nothing on
 * the page can show it, the browser goes to sign-in with returnUrl (§2 "Other routes": the default
 * returnUrl is the full current address). A widget that shows the popup calls preventDefault().
 */
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

/** Returns true when a widget took it (showed the popup), false when the page was sent to sign-in. */
export function signalAuthRequired(returnUrl: string = location.href): boolean {
  const event = new CustomEvent<AuthRequiredDetail>(AUTH_REQUIRED_EVENT, { detail: { returnUrl }, cancelable: true });
  if (!globalThis.dispatchEvent(event)) return true;
  location.assign(signInUrl(returnUrl));
  return false;
}
