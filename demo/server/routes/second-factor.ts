import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Language } from '../../../contracts/locales';
import { SECOND_FACTOR_PROVIDER_PATH, SECOND_FACTOR_RETURN_PATH, SECOND_FACTOR_VALUE_MAX, WALLET_TOKEN_EXCHANGE_PATH } from '../../../contracts/wallet';
import type { AppEnv, Deps } from '../deps';
import { escapeHtml } from '../html';
import { readForm, readOptionalObject } from '../input';
import { signInShell } from '../views/sign-in-page';
import { SIGN_IN_LANGUAGE_QUERY, signInLanguage } from '../views/sign-in-texts';
import { grantWalletProof, signBlob } from './site-user';

const PAGE_CSP = "default-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'";
/** **(demo)** A provider's code is good once, for two minutes. */
export const SECOND_FACTOR_CODE_TTL_MS = 2 * 60_000;
const CODE_LENGTH = 6;

type Texts = { title: string; lead: string; label: string; hint: string; submit: string; wrongCode: string; badRequest: string };

const TEXTS: Record<Language, Texts> = {
  ru: {
    title: 'Подтверждение входа',
    lead: 'Введите код из СМС, чтобы открыть кошелёк.',
    label: 'Код из СМС',
    hint: 'Демо: подходит любой код из 6 цифр.',
    submit: 'Подтвердить',
    wrongCode: 'Проверьте код: нужно 6 цифр',
    badRequest: 'Эту страницу открыли с неверными параметрами. Вернитесь в магазин и начните подтверждение заново.',
  },
  en: {
    title: 'Sign-in check',
    lead: 'Enter the code from the text message to open your wallet.',
    label: 'Code from the text message',
    hint: 'Demo: any 6-digit code works.',
    submit: 'Confirm',
    wrongCode: 'Check the code: it needs 6 digits',
    badRequest: 'This page was opened with wrong parameters. Go back to the shop and start the check again.',
  },
  kk: {
    title: 'Кіруді растау',
    lead: 'Әмиянды ашу үшін SMS-тегі кодты енгізіңіз.',
    label: 'SMS-тегі код',
    hint: 'Демо: 6 цифрдан тұратын кез келген код жарайды.',
    submit: 'Растау',
    wrongCode: 'Кодты тексеріңіз: 6 цифр керек',
    badRequest: 'Бұл бет қате параметрлермен ашылды. Дүкенге оралып, растауды қайта бастаңыз.',
  },
  ky: {
    title: 'Кирүүнү ырастоо',
    lead: 'Капчыкты ачуу үчүн SMS’теги кодду киргизиңиз.',
    label: 'SMS’теги код',
    hint: 'Демо: 6 сандан турган каалаган код туура келет.',
    submit: 'Ырастоо',
    wrongCode: 'Кодду текшериңиз: 6 сан керек',
    badRequest: 'Бул барак туура эмес параметрлер менен ачылды. Дүкөнгө кайтып, ырастоону кайра баштаңыз.',
  },
  uz: {
    title: 'Kirishni tasdiqlash',
    lead: 'Hamyonni ochish uchun SMS’dagi kodni kiriting.',
    label: 'SMS’dagi kod',
    hint: 'Demo: istalgan 6 xonali kod mos keladi.',
    submit: 'Tasdiqlash',
    wrongCode: 'Kodni tekshiring: 6 ta raqam kerak',
    badRequest: 'Bu sahifa noto‘g‘ri parametrlar bilan ochildi. Do‘konga qaytib, tasdiqlashni qaytadan boshlang.',
  },
  ka: {
    title: 'შესვლის დადასტურება',
    lead: 'საფულის გასახსნელად შეიყვანეთ SMS-ით მიღებული კოდი.',
    label: 'SMS-ის კოდი',
    hint: 'დემო: ნებისმიერი 6-ნიშნა კოდი გამოდგება.',
    submit: 'დადასტურება',
    wrongCode: 'შეამოწმეთ კოდი: საჭიროა 6 ციფრი',
    badRequest: 'ეს გვერდი არასწორი პარამეტრებით გაიხსნა. დაბრუნდით მაღაზიაში და დაიწყეთ დადასტურება თავიდან.',
  },
};

/** Codes issued and not yet exchanged: code -> expiry (ms). */
const issued = new Map<string, number>();

const opaque = (value: string | undefined): value is string => !!value && value.length <= SECOND_FACTOR_VALUE_MAX && /^[\w.~-]+$/.test(value);

/** The return address when it is our own return page on this origin, else null (the provider sends codes nowhere else). */
function returnAddress(raw: string | undefined, requestUrl: string): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    const own = new URL(requestUrl);
    return url.origin === own.origin && url.pathname === SECOND_FACTOR_RETURN_PATH && url.search === '' ? url : null;
  } catch {
    return null;
  }
}

function formPage(language: Language, state: string, redirectUri: string, error?: string): string {
  const t = TEXTS[language];
  return signInShell(
    language,
    t.title,
    `
<h1>${escapeHtml(t.title)}</h1>
<p class="lead">${escapeHtml(t.lead)}</p>
${error ? `<p role="alert" class="error" id="code-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SECOND_FACTOR_PROVIDER_PATH}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="${SIGN_IN_LANGUAGE_QUERY}" value="${language}">
<label class="field">${escapeHtml(t.label)}
<input class="code-input" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="${CODE_LENGTH}" required${error ? ' aria-invalid="true" aria-describedby="code-error"' : ''}></label>
<p class="muted">${escapeHtml(t.hint)}</p>
<button type="submit" class="primary">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

/**
 * **(demo)** The second-factor provider (storefront-shell.md §2 second-factor unblock; demo/API.md):
 * GET shows the code form for a state and our return address; POST confirms a 6-digit code and
 * sends the window to the return page with a one-time code and the same state. The shop exchanges
 * that code (POST WALLET_TOKEN_EXCHANGE_PATH, signed in) for the wallet token of routing-wallet §6.
 */
export function registerSecondFactor(app: Hono<AppEnv>, deps: Deps): void {
  app.get(SECOND_FACTOR_PROVIDER_PATH, (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const language = signInLanguage(c.req.query(SIGN_IN_LANGUAGE_QUERY));
    const state = c.req.query('state');
    const target = returnAddress(c.req.query('redirect_uri'), c.req.url);
    if (!opaque(state) || !target)
      return c.html(signInShell(language, TEXTS[language].title, `<p role="alert" class="error">${escapeHtml(TEXTS[language].badRequest)}</p>`), 400);
    return c.html(formPage(language, state, target.href));
  });

  app.post(SECOND_FACTOR_PROVIDER_PATH, async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    const form = await readForm(c);
    const language = signInLanguage(form[SIGN_IN_LANGUAGE_QUERY]);
    const target = returnAddress(form.redirect_uri, c.req.url);
    if (!opaque(form.state) || !target)
      return c.html(signInShell(language, TEXTS[language].title, `<p role="alert" class="error">${escapeHtml(TEXTS[language].badRequest)}</p>`), 400);
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test((form.code ?? '').trim()))
      return c.html(formPage(language, form.state, target.href, TEXTS[language].wrongCode), 400);
    const now = Date.now();
    for (const [code, expires] of issued) if (expires <= now) issued.delete(code);
    const code = randomBytes(24).toString('base64url');
    issued.set(code, now + SECOND_FACTOR_CODE_TTL_MS);
    target.searchParams.set('code', code);
    target.searchParams.set('state', form.state);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 303);
  });

  // {code} of the provider -> {state:0, value:{token, expiresAt}}; an unknown, used or expired code is {state:-1}.
  app.post(WALLET_TOKEN_EXCHANGE_PATH, async (c) => {
    const { account, payload } = deps.auth.identify(c);
    const body = await readOptionalObject(c);
    const code = typeof body.code === 'string' ? body.code : '';
    const expires = issued.get(code);
    issued.delete(code);
    if (expires === undefined || expires <= Date.now()) return c.json({ state: -1, error: 'the second-factor code is unknown, used or expired' });
    const expiresAt = grantWalletProof(payload.session_id, 'walletToken');
    return c.json({ state: 0, value: { token: signBlob({ user: account.userId, kind: 'walletToken', expiresAt }), expiresAt } });
  });
}
