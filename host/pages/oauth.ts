import type { PageProps, PageView } from '../../core/domain/navigation';
import { SERVER_ERROR_KEY } from '../../core/domain/navigation';
import { loadUserInfo } from '../../core/domain/account';
import {
  authorizeOAuthApp,
  coveredBySaved,
  oauthRedirectUrl,
  readOAuthRequest,
  readSavedOAuthOptions,
  rememberOAuthChoice,
  SAVED_OPTIONS_TIMEOUT_MS,
  type OAuthOutcome,
  type OAuthRequest,
} from '../../core/domain/account';
import { getTokenData, signalAuthRequired, signedInAtom } from '../../core/transport/auth';
import { NotFoundError } from '../../core/transport/http';
import { getStore } from '../../core/platform/store';
import { h } from '../dom';
import { hostText } from '../texts';
import { coreText } from './core-text';
import { consentView, framedView, guestView, type ConsentView } from './oauth-consent';
import { adoptOAuthStyles } from './oauth-styles';

/** How long "your choice could not be remembered" stays on screen before the page goes back to the app. */
export const SAVE_FAILED_NOTICE_MS = 2500;

/** The signed-in shopper as the screen names them: name · masked phone from the user info, else the account id. */
async function accountLabel(): Promise<string> {
  const fallback = `ID ${getTokenData()?.user ?? ''}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The user info never holds the screen longer than the saved-options read beside it.
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SAVED_OPTIONS_TIMEOUT_MS)));
  try {
    const info = await Promise.race([loadUserInfo(), late]);
    const label = [info?.name, info?.phoneMasked].filter(Boolean).join(' · ');
    return label || fallback;
  } catch (error) {
    console.warn('[vitrina] the account could not be named on the OAuth screen', error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Back to the app: always a full page load, never an in-app route. */
function leaveFor(oauth: OAuthRequest, outcome: OAuthOutcome): boolean {
  const target = oauthRedirectUrl(oauth.redirectUri, outcome, oauth.state, location.origin);
  if (target === null) return false;
  location.assign(target);
  return true;
}

function wireConsent(oauth: OAuthRequest, view: ConsentView): void {
  const { allow, deny, remember, error, status } = view;
  let pending = false;
  const setPending = (on: boolean) => {
    pending = on;
    for (const button of [allow, deny]) button.setAttribute('aria-disabled', String(on));
    allow.setAttribute('aria-busy', String(on));
  };
  const showError = () => {
    const retry = h('button', { type: 'button', class: 'oauth-retry' }, hostText('oauthRetry'));
    retry.addEventListener('click', () => void allowApp());
    error.replaceChildren(h('p', {}, coreText(SERVER_ERROR_KEY)), retry);
    error.hidden = false;
  };

  const allowApp = async () => {
    if (pending) return;
    setPending(true);
    error.hidden = true;
    let code: string;
    try {
      code = await authorizeOAuthApp(oauth);
    } catch (failure) {
      // routing-wallet §8 "Default server error text: key common.errors.serverError"; the choice stays as it was.
      console.error('[vitrina] the OAuth authorization failed', failure);
      showError();
      setPending(false);
      return;
    }
    if (remember.checked) {
      try {
        await rememberOAuthChoice(oauth);
      } catch (failure) {
        // Not remembered is not a reason to stop: the shopper allowed, the app gets its code.
        console.warn('[vitrina] the OAuth choice could not be saved', failure);
        status.replaceChildren(h('span', { class: 'oauth-warning' }, hostText('oauthSaveFailed')));
        await new Promise((resolve) => setTimeout(resolve, SAVE_FAILED_NOTICE_MS));
      }
    }
    status.append(h('span', {}, ` ${hostText('oauthLeaving')}`));
    if (!leaveFor(oauth, { code })) {
      showError();
      setPending(false);
    }
  };

  allow.addEventListener('click', () => void allowApp());
  deny.addEventListener('click', () => {
    if (pending) return;
    setPending(true);
    status.textContent = hostText('oauthLeaving');
    leaveFor(oauth, { error: 'access_denied' });
  });
}

async function signedInBody(oauth: OAuthRequest): Promise<HTMLElement> {
  const [saved, account] = await Promise.all([readSavedOAuthOptions(oauth), accountLabel()]);
  const alreadyAllowed = saved.kind === 'read' && coveredBySaved(saved.options, oauth.clientId, oauth.scopes);
  const view = consentView(oauth, { account, alreadyAllowed });
  wireConsent(oauth, view);
  return view.root;
}

/**
 * Focuses the heading once the page is on screen (the router shows the container after render
 * returns) and nothing else holds focus: after signing in, the popup lets go of focus as it closes.
 * Focus the shopper put somewhere is never taken away.
 */
function focusWhenShown(heading: HTMLElement, signal: AbortSignal, framesLeft = 120): void {
  if (signal.aborted || !heading.isConnected || framesLeft === 0) return;
  const active = document.activeElement;
  const free = !active || active === document.body || !active.isConnected;
  if (heading.getClientRects().length > 0 && free) {
    heading.focus({ preventScroll: true });
    return;
  }
  requestAnimationFrame(() => focusWhenShown(heading, signal, framesLeft - 1));
}

/**
 * The OAuth sign-in page (storefront-routing-wallet.md §2.2 SpaOAuthSignInData; §2.4 the shell is
 * hidden; §5 the query it needs, checked by the route guard and again here; §7 the saved options
 * read, 1.2 s, skipped with reauth). A guest signs in first in the sign-in popup; the signed-in
 * shopper allows or denies the app, and goes back to redirect_uri with a code or access_denied.
 * Whatever the app sent (client_id, scope, state) is set as text.
 */
export async function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const oauth = readOAuthRequest(props.url);
  if (!oauth) throw new NotFoundError(props.url.pathname);
  adoptOAuthStyles(document);
  const title = hostText('oauth');
  const heading = h('h1', { id: 'page-title', tabindex: '-1' }, title);
  const body = h('div', { class: 'oauth-body' });
  const section = h(
    'section',
    { class: 'page oauth', 'data-route': props.route.name },
    h('div', { class: 'oauth-card' }, h('a', { class: 'oauth-brand', href: '/' }, 'Vitrina'), heading, body),
  );
  const store = getStore();
  const gone = new AbortController();
  let shown = 0;
  const framed = window.top !== window.self;
  const show = async () => {
    const mine = ++shown;
    const next = framed
      ? framedView(props.url.href)
      : store.get(signedInAtom)
        ? await signedInBody(oauth)
        : guestView(() => signalAuthRequired(props.url.href));
    if (mine !== shown || gone.signal.aborted) return;
    body.replaceChildren(next);
  };
  // The first screen is whole before the router shows it (the read is bounded by 1.2 s).
  await show();
  container.append(section);
  // Not on the first load (the router's rule: a screen reader starts at the top, and a mouse user
  // would see a focus ring on the heading); after the sign-in popup, focus comes back here.
  const unsubscribe = store.sub(signedInAtom, () => void show().then(() => focusWhenShown(heading, gone.signal)));
  return {
    title,
    unmount: () => {
      gone.abort();
      unsubscribe();
      section.remove();
    },
  };
}
