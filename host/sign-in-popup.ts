/**
 * The storefront's sign-in popup (storefront-shell.md §2 "Sign-in popup"; §6 "Guest: no favourites
 * (login popup on add) ... on mobile tapping profile shows the login popup"; §5 "for favourite
 * sellers a guest gets the login popup"; §8 "the token is cleared and the login popup shown").
 * Every "sign in first" path sends the cancelable `vitrina:auth-required` signal; the popup takes
 * it once it is on the page. Until then (nobody has needed it yet, or its chunk is on its way) the
 * host takes the signal, puts `<vt-sign-in-popup>` on the page and sends the signal again once the
 * popup listens, so the shopper stays on the page. host/index.html's `data-vt-sign-in="popup"`
 * makes a signal sent before this script runs wait for it (core's takePendingAuthRequests). Only if the popup cannot load does the page go
 * to the sign-in page with returnUrl (§2 "Other routes").
 */
import { AUTH_REQUIRED_EVENT, signalAuthRequired, signInUrl, takePendingAuthRequests } from '../core/transport/token';

export const SIGN_IN_POPUP_TAG = 'vt-sign-in-popup';
/** How long the popup's chunk may take before the page goes to the sign-in page instead. */
export const SIGN_IN_POPUP_LOAD_LIMIT_MS = 15_000;

type LoaderApi = { whenDefined(tag: string): Promise<unknown> };

/** The popup listens from its first commit (its layout effect), when its dialog is in its shadow root. */
function listening(popup: Element | null): boolean {
  return Boolean(popup?.shadowRoot?.querySelector('dialog'));
}

function untilListening(win: Window, popup: Element, limitMs: number): Promise<void> {
  const started = win.performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (listening(popup)) resolve();
      else if (!popup.isConnected || win.performance.now() - started > limitMs) reject(new Error('the sign-in popup did not start'));
      else win.requestAnimationFrame(check);
    };
    check();
  });
}

export function startSignInPopup(doc: Document = document, limitMs = SIGN_IN_POPUP_LOAD_LIMIT_MS): void {
  const win = doc.defaultView ?? window;
  let waiting: Promise<void> | null = null;
  win.addEventListener(AUTH_REQUIRED_EVENT, (event) => {
    const existing = doc.querySelector(SIGN_IN_POPUP_TAG);
    if (listening(existing)) return; // the popup's own listener takes it
    event.preventDefault();
    const returnUrl = typeof event.detail?.returnUrl === 'string' ? event.detail.returnUrl : win.location.href;
    const popup = existing ?? doc.body.appendChild(doc.createElement(SIGN_IN_POPUP_TAG));
    const loader = (globalThis as { vitrina?: LoaderApi }).vitrina;
    waiting ??= Promise.resolve(loader ? loader.whenDefined(SIGN_IN_POPUP_TAG) : win.customElements.whenDefined(SIGN_IN_POPUP_TAG))
      .then(() => untilListening(win, popup, limitMs))
      .finally(() => (waiting = null));
    waiting.then(
      () => signalAuthRequired(returnUrl),
      (error: unknown) => {
        console.error('[vitrina] the sign-in popup could not load; going to the sign-in page', error);
        win.location.assign(signInUrl(returnUrl));
      },
    );
  });
  // A tap before this script ran: the latest one is what the shopper wants now.
  const waited = takePendingAuthRequests().at(-1);
  if (waited !== undefined) signalAuthRequired(waited);
}
