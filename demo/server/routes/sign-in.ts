import type { Hono } from 'hono';
import { DEMO_ACCOUNTS, findAccount } from '../../data/users';
import type { AppEnv, Deps } from '../deps';
import { LANGUAGES } from '../../../contracts/locales';
import { escapeHtml, safeReturnPath } from '../html';
import { readForm } from '../input';
import { accountTitle, SIGN_IN_ASSETS, SIGN_IN_STYLES, signInFormPage, signInLanguageScript, signInShell } from '../views/sign-in-page';
import { SIGN_IN_LANGUAGE_QUERY, SIGN_IN_TEXTS, signInLanguage } from '../views/sign-in-texts';

/** Where the client core keeps the token (common contract); the sign-in page hands it over. */
export const TOKEN_STORAGE_KEY = 'vitrina:token';
const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'";

const SIGN_IN_SCRIPT = `// Hands the token to the client core (localStorage '${TOKEN_STORAGE_KEY}') and goes back.
const token = document.querySelector('meta[name="vitrina-token"]')?.getAttribute('content');
const back = document.querySelector('meta[name="vitrina-return"]')?.getAttribute('content') || '/lk';
try {
  if (token) localStorage.setItem('${TOKEN_STORAGE_KEY}', token);
  else localStorage.removeItem('${TOKEN_STORAGE_KEY}');
} catch (error) {
  console.error('[vitrina demo] could not store the token', error);
}
location.replace(back.startsWith('/') && !back.startsWith('//') ? back : '/');
`;

const SIGN_OUT_SCRIPT = `// Ends the session on the server, forgets the token, goes home (unless the page is being asked for again in the shopper's language).
if (!document.documentElement.hasAttribute('data-language-redirect')) {
const token = localStorage.getItem('${TOKEN_STORAGE_KEY}');
const done = () => { localStorage.removeItem('${TOKEN_STORAGE_KEY}'); location.replace('/'); };
fetch('/webapi/security/exit', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) }, body: JSON.stringify({ returnUrl: '/' }) }).finally(done);
}
`;

/**
 * GET /security/login: an accessible form listing the demo accounts. POST signs in and answers a page
 * whose script stores the JWT in localStorage 'vitrina:token', then goes to returnUrl (default /lk).
 * GET /security/exit: signs out (POST /webapi/security/exit), clears the token, goes home.
 */
export function registerSignIn(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/security/login', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const language = signInLanguage(c.req.query(SIGN_IN_LANGUAGE_QUERY));
    return c.html(signInFormPage(DEMO_ACCOUNTS, language, safeReturnPath(c.req.query('returnUrl') ?? c.req.query('ReturnUrl'), c.req.url)));
  });

  app.post('/security/login', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const form = await readForm(c);
    const language = signInLanguage(form[SIGN_IN_LANGUAGE_QUERY]);
    const texts = SIGN_IN_TEXTS[language];
    const returnUrl = safeReturnPath(form.returnUrl, c.req.url);
    const account = findAccount(form.account);
    if (!account) return c.html(signInFormPage(DEMO_ACCOUNTS, language, returnUrl, texts.chooseAccount), 400);
    const token = deps.auth.signIn(account);
    c.header('Cache-Control', 'no-store');
    return c.html(
      signInShell(
        language,
        texts.signingIn,
        `<p>${escapeHtml(texts.signingIn)}</p><p class="muted">${escapeHtml(accountTitle(account, language))}</p><noscript><p>${escapeHtml(texts.needsScript)}</p></noscript>`,
        `<meta name="vitrina-token" content="${escapeHtml(token)}"><meta name="vitrina-return" content="${escapeHtml(returnUrl)}"><script type="module" src="${SIGN_IN_ASSETS.signIn}"></script>`,
      ),
    );
  });

  app.get('/security/exit', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const language = signInLanguage(c.req.query(SIGN_IN_LANGUAGE_QUERY));
    const texts = SIGN_IN_TEXTS[language];
    return c.html(
      signInShell(
        language,
        texts.signingOut,
        `<p>${escapeHtml(texts.signingOut)}</p>`,
        `<script src="${SIGN_IN_ASSETS.language}"></script><script type="module" src="${SIGN_IN_ASSETS.signOut}"></script>`,
      ),
    );
  });

  app.get(SIGN_IN_ASSETS.signIn, (c) => c.body(SIGN_IN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get(SIGN_IN_ASSETS.signOut, (c) => c.body(SIGN_OUT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get(SIGN_IN_ASSETS.language, (c) => c.body(signInLanguageScript(LANGUAGES), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get(SIGN_IN_ASSETS.styles, (c) => c.body(SIGN_IN_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
}
