import type { Hono } from 'hono';
import { DEMO_ACCOUNTS, findAccount } from '../../data/users';
import type { AppEnv, Deps } from '../deps';
import { escapeHtml, safeReturnPath } from '../html';
import { readForm } from '../input';

/** Where the client core keeps the token (common contract); the sign-in page hands it over. */
export const TOKEN_STORAGE_KEY = 'vitrina:token';
const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'";

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/demo/assets/sign-in.css">${head}</head>
<body><main>${body}</main></body></html>`;
}

function loginForm(returnUrl: string, error?: string): string {
  const options = DEMO_ACCOUNTS.map(
    (a, i) =>
      `<li><label><input type="radio" name="account" value="${escapeHtml(a.account)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(a.title)} <span class="muted">(${escapeHtml(a.account)})</span></label></li>`,
  ).join('\n');
  return page(
    'Sign in — Vitrina demo',
    `
<h1>Sign in to the demo marketplace</h1>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/security/login">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<fieldset><legend>Demo account</legend><ul>${options}</ul></fieldset>
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(returnUrl)}">Continue as a guest</a></p>`,
  );
}

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

const SIGN_OUT_SCRIPT = `// Ends the session on the server, forgets the token, goes home.
const token = localStorage.getItem('${TOKEN_STORAGE_KEY}');
const done = () => { localStorage.removeItem('${TOKEN_STORAGE_KEY}'); location.replace('/'); };
fetch('/webapi/security/exit', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) }, body: JSON.stringify({ returnUrl: '/' }) }).finally(done);
`;

const STYLES = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f6f9;color:#1a1a1a}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px}
ul{list-style:none;padding:0}li{margin:.4rem 0}fieldset{border:1px solid #ccc;border-radius:8px}
button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:8px;background:#6b1fa8;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a5fd1;outline-offset:2px}
.muted{color:#555}.error{color:#a00000;font-weight:600}a{color:#1a4fb0}`;

/**
 * GET /security/login: an accessible form listing the demo accounts. POST signs in and answers a page
 * whose script stores the JWT in localStorage 'vitrina:token', then goes to returnUrl (default /lk).
 * GET /security/exit: signs out (POST /webapi/security/exit), clears the token, goes home.
 */
export function registerSignIn(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/security/login', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(loginForm(safeReturnPath(c.req.query('returnUrl') ?? c.req.query('ReturnUrl'), c.req.url)));
  });

  app.post('/security/login', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const form = await readForm(c);
    const returnUrl = safeReturnPath(form.returnUrl, c.req.url);
    const account = findAccount(form.account);
    if (!account) return c.html(loginForm(returnUrl, 'Choose one of the demo accounts.'), 400);
    const token = deps.auth.signIn(account);
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        'Signing in…',
        `<p>Signing in as ${escapeHtml(account.title)}…</p><noscript><p>JavaScript is needed to finish signing in.</p></noscript>`,
        `<meta name="vitrina-token" content="${escapeHtml(token)}"><meta name="vitrina-return" content="${escapeHtml(returnUrl)}"><script type="module" src="/demo/assets/sign-in.js"></script>`,
      ),
    );
  });

  app.get('/security/exit', (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    return c.html(page('Signing out…', '<p>Signing out…</p>', '<script type="module" src="/demo/assets/sign-out.js"></script>'));
  });

  app.get('/demo/assets/sign-in.js', (c) => c.body(SIGN_IN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/demo/assets/sign-out.js', (c) => c.body(SIGN_OUT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/demo/assets/sign-in.css', (c) => c.body(STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
}
