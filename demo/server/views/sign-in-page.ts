import type { Language } from '../../../contracts/locales';
import type { DemoAccount } from '../../data/users';
import { escapeHtml } from '../html';
import { SIGN_IN_LANGUAGE_QUERY, SIGN_IN_TEXTS } from './sign-in-texts';

/** Where the client core keeps the shopper's language (core/config/preferences.ts), read by the pages' language script. */
export const LANGUAGE_STORAGE_KEY = 'vitrina:language';

export const SIGN_IN_ASSETS = {
  styles: '/demo/assets/sign-in.css',
  language: '/demo/assets/sign-in-language.js',
  signIn: '/demo/assets/sign-in.js',
  signOut: '/demo/assets/sign-out.js',
} as const;

/** A page of the demo's sign-in flow, in the shop's look: its header bar with the logo, and a card. */
export function signInShell(language: Language, title: string, body: string, head = ''): string {
  const texts = SIGN_IN_TEXTS[language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SIGN_IN_ASSETS.styles}">${head}</head>
<body><header class="bar"><a class="logo" href="/">${escapeHtml(texts.shop)}</a></header>
<main class="card">${body}</main></body></html>`;
}

/** The account's title in the page's language (its own title when the language has none). */
export function accountTitle(account: DemoAccount, language: Language): string {
  return SIGN_IN_TEXTS[language].accountTitles[account.account] ?? account.title;
}

/**
 * GET /security/login: the demo accounts as a radio group, the sign-in button and a way back as a
 * guest. Its script (SIGN_IN_LANGUAGE_SCRIPT) asks for the page again in the language the
 * shopper chose in the shop, before it paints.
 */
export function signInFormPage(accounts: readonly DemoAccount[], language: Language, returnUrl: string, error?: string): string {
  const texts = SIGN_IN_TEXTS[language];
  const options = accounts
    .map(
      (a, i) =>
        `<li><label class="account"><input type="radio" name="account" value="${escapeHtml(a.account)}"${i === 0 ? ' checked' : ''}>` +
        `<span class="account-title">${escapeHtml(accountTitle(a, language))}</span> <span class="muted">(${escapeHtml(a.account)})</span></label></li>`,
    )
    .join('\n');
  return signInShell(
    language,
    texts.title,
    `
<h1>${escapeHtml(texts.heading)}</h1>
<p class="lead">${escapeHtml(texts.lead)}</p>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/security/login">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="${SIGN_IN_LANGUAGE_QUERY}" value="${language}">
<fieldset><legend>${escapeHtml(texts.accounts)}</legend><ul class="accounts">${options}</ul></fieldset>
<button type="submit" class="primary">${escapeHtml(texts.submit)}</button>
</form>
<p class="guest"><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.guest)}</a></p>`,
    `<script src="${SIGN_IN_ASSETS.language}"></script>`,
  );
}

/**
 * A classic script in the head (it runs before the body paints): a page with no language in its
 * address follows the one the shopper chose in the shop (same origin, so the same localStorage),
 * by asking for itself again with ?lang=. It marks the document, so the sign-out script does not
 * race it.
 */
export function signInLanguageScript(languages: readonly string[]): string {
  return `// Follows the shop's language (localStorage '${LANGUAGE_STORAGE_KEY}', written by the kit).
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('${LANGUAGE_STORAGE_KEY}');
  } catch (error) {
    return;
  }
  var url = new URL(location.href);
  if (!stored || ${JSON.stringify(languages)}.indexOf(stored) < 0) return;
  if (url.searchParams.has('${SIGN_IN_LANGUAGE_QUERY}') || stored === document.documentElement.lang) return;
  url.searchParams.set('${SIGN_IN_LANGUAGE_QUERY}', stored);
  document.documentElement.setAttribute('data-language-redirect', '');
  location.replace(url.href);
})();
`;
}

/** The shop's colours and shapes (host/host.css, the kit's --vt-* defaults), light and dark. */
export const SIGN_IN_STYLES = `:root{color-scheme:light dark;--bg:#f6f6f9;--surface:#fff;--text:#1f1f24;--muted:#55555f;--border:#d9d9e0;--primary:#7a1fa2;--on-primary:#fff;--link:#5b16a8;--error:#a3001b;--chosen:#f3e9f7}
@media (prefers-color-scheme:dark){:root{--bg:#111114;--surface:#18181d;--text:#ececf1;--muted:#b4b4c0;--border:#8a8a98;--primary:#b57bee;--on-primary:#120a1a;--link:#c9a6ff;--error:#ff8a99;--chosen:#2d2537}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--bg);color:var(--text)}
.bar{display:flex;align-items:center;min-height:64px;padding:0 max(16px,calc((100% - 1152px) / 2));background:var(--surface);box-shadow:0 1px 0 var(--border)}
.logo{display:inline-flex;align-items:center;min-height:44px;font-size:1.5em;font-weight:800;letter-spacing:-.02em;color:var(--primary);text-decoration:none}
.card{max-width:480px;margin:32px auto;padding:24px;background:var(--surface);border-radius:12px;box-shadow:0 2px 16px rgb(0 0 0 / 8%)}
@media (max-width:520px){.card{margin:0;border-radius:0;box-shadow:none;min-height:calc(100vh - 64px)}}
h1{margin:0 0 8px;font-size:28px}
.lead{margin:0 0 16px;color:var(--muted)}
fieldset{margin:0;padding:0;border:0}
legend{padding:0;margin-bottom:8px;font-weight:600}
.accounts{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.account{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;min-height:48px;padding:8px 12px;border:1px solid var(--border);border-radius:12px;cursor:pointer}
.account:has(input:checked){border-color:var(--primary);background:var(--chosen)}
.account input{width:20px;height:20px;margin:0;accent-color:var(--primary)}
.account-title{flex:1 1 12em;min-width:0;overflow-wrap:anywhere}
.muted{color:var(--muted);font-size:14px}
.primary{display:block;width:100%;min-height:48px;margin-top:20px;padding:0 20px;border:0;border-radius:12px;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}
.guest{margin:16px 0 0;text-align:center}
.guest a{display:inline-flex;align-items:center;min-height:44px;color:var(--link)}
.error{margin:0 0 12px;color:var(--error);font-weight:600}
.field{display:grid;gap:6px;font-weight:600}
.code-input{min-height:48px;padding:0 12px;border:1px solid var(--border);border-radius:12px;background:var(--surface);color:var(--text);font:inherit;font-size:24px;letter-spacing:.3em;font-variant-numeric:tabular-nums}
:focus-visible{outline:3px solid #2e5bff;outline-offset:2px}`;
