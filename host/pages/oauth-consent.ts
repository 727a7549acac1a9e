import type { OAuthRequest } from '../../core/domain/account';
import { h } from '../dom';
import { hostText, oauthScopeText } from '../texts';

export interface ConsentFacts {
  /** The shopper signed in, as the page can name them (name · masked phone, else the account id). */
  account: string;
  /** §7 the saved options cover this app and every scope it asks for now. */
  alreadyAllowed: boolean;
}

export interface ConsentView {
  root: HTMLElement;
  allow: HTMLButtonElement;
  deny: HTMLButtonElement;
  remember: HTMLInputElement;
  /** Where a failed authorize shows common.errors.serverError with a retry. */
  error: HTMLElement;
  /** Polite announcements: leaving for the app, a choice that could not be remembered. */
  status: HTMLElement;
}

/** The host redirect_uri leads back to (readOAuthRequest has checked it parses). */
function redirectHost(redirectUri: string): string {
  return new URL(redirectUri).host;
}

function scopeLine(scope: string): HTMLElement {
  const text = oauthScopeText(scope);
  // An unknown scope is listed as the app wrote it, never hidden; either way set as text.
  return text === null
    ? h('li', { 'data-scope': scope }, h('span', {}, scope, ' ', h('span', { class: 'oauth-scope-name' }, `(${hostText('oauthUnknownScope')})`)))
    : h('li', { 'data-scope': scope }, h('span', {}, text));
}

/** The consent screen: which app asks, where it returns, for what, as which account; "remember", allow and deny. */
export function consentView(oauth: OAuthRequest, facts: ConsentFacts): ConsentView {
  const remember = h('input', { type: 'checkbox', name: 'remember' });
  remember.checked = facts.alreadyAllowed;
  const allow = h('button', { type: 'button', class: 'oauth-allow' }, hostText('oauthAllow'));
  const deny = h('button', { type: 'button', class: 'oauth-deny' }, hostText('oauthDeny'));
  const error = h('div', { class: 'oauth-error', role: 'alert', hidden: '' });
  const status = h('p', { class: 'oauth-status', role: 'status' });
  const root = h(
    'div',
    { class: 'oauth-consent' },
    h(
      'dl',
      { class: 'oauth-facts' },
      h('dt', {}, hostText('oauthApp')),
      h('dd', { 'data-fact': 'client' }, oauth.clientId),
      h('dt', {}, hostText('oauthReturnsTo')),
      h('dd', { 'data-fact': 'redirect' }, redirectHost(oauth.redirectUri)),
      h('dt', {}, hostText('oauthAccount')),
      h('dd', { 'data-fact': 'account' }, facts.account),
    ),
    h('h2', { id: 'oauth-scopes' }, hostText('oauthScopesTitle')),
    h('ul', { class: 'oauth-scopes', 'aria-labelledby': 'oauth-scopes' }, ...oauth.scopes.map(scopeLine)),
    facts.alreadyAllowed ? h('p', { class: 'oauth-note', 'data-saved': 'covered' }, hostText('oauthAlreadyAllowed')) : null,
    h('label', { class: 'oauth-remember' }, remember, hostText('oauthRemember')),
    h('div', { class: 'oauth-actions' }, allow, deny),
    error,
    status,
  );
  return { root, allow, deny, remember, error, status };
}

/** A signed-out shopper signs in first; the page turns into the consent screen once they have. */
export function guestView(onSignIn: () => void): HTMLElement {
  const button = h('button', { type: 'button', class: 'oauth-allow' }, hostText('oauthSignIn'));
  button.addEventListener('click', onSignIn);
  return h('div', { class: 'oauth-guest' }, h('p', {}, hostText('oauthSignInPrompt')), h('div', { class: 'oauth-actions' }, button));
}

/** Inside another site's frame the screen shows no buttons (they could be clickjacked), only a way out to a window of its own. */
export function framedView(href: string): HTMLElement {
  return h(
    'div',
    { class: 'oauth-framed' },
    h('p', {}, hostText('oauthFramed')),
    h('p', {}, h('a', { href, target: '_blank', rel: 'noopener' }, hostText('oauthOpenWindow'))),
  );
}
