import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import { CURRENCIES, CURRENCIES_BY_LOCALE, type Locale } from '../../../contracts/locales';
import { RATES_PER_USD } from '../../data/settings';
import { findAccountById, isPremiumAccount, type DemoAccount } from '../../data/users';
import { accountWalletLimits } from '../../data/wallet-limits';
import type { AppEnv, Deps } from '../deps';
import { badRequest } from '../errors';
import { safeReturnPath } from '../html';
import { readOptionalObject, toPositiveInt } from '../input';
import { bearer } from '../auth/sessions';
import { BALANCE_PATH } from '../../../contracts/balance';
import { USER_INFO_PATH } from '../../../contracts/user-info';
import { USER_GRADE_PATH } from '../../../contracts/user-grade';
import { SECURITY_CODE_PATH_API, WALLET_TOKEN_PATH } from '../../../contracts/wallet';
import { SPLITTER_PATH, SPLITTER_USER_HEADER } from '../../../contracts/splits';
import { SITE_EXIT_PATH } from '../../../contracts/auth';
import { VISITED_NM_PATH } from '../../../contracts/visited-nm';

/** §9 "Default spp 30"-style split properties the demo hands out (A/B flags, not shown in the spec). */
const SPLIT_GROUPS = 2;

/** Signed blobs the basket request echoes back (storefront-routing-wallet.md §3 userGradeSigned etc.). */
export function signBlob(value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${createHmac('sha256', 'vitrina-demo-blob').update(body).digest('base64url')}`;
}

export function currencyOfAccount(deps: Deps, account: DemoAccount): string {
  return deps.userData.pref(account.userId, 'currency') ?? account.currency;
}

export function gradeOf(account: DemoAccount) {
  return {
    wbClub: account.wbClub,
    isPremium: isPremiumAccount(account),
    premiumIsAvailable: account.premiumIsAvailable,
    subscriptionFeatures: account.subscriptionFeatures,
    priceAdjustmentPercent: account.priceAdjustmentPercent,
    return_fee: account.returnFee,
  };
}

export function balanceOf(deps: Deps, account: DemoAccount) {
  const currency = account.currency;
  const toRub = (minor: number) => Math.round((minor / RATES_PER_USD[currency]!) * RATES_PER_USD.RUB!);
  return {
    totalBalance: account.totalBalance,
    cashbackBalance: account.cashbackBalance,
    balanceCurrency: currency,
    totalBalanceRub: toRub(account.totalBalance),
    walletTypeCode: account.walletTypeCode,
    walletRidLimit: account.walletRidLimit,
    moneyBalanceGEL: account.moneyBalanceGEL,
    moneyBalanceTJS: account.moneyBalanceTJS,
    identityLevel: account.identityLevel,
    currency: currencyOfAccount(deps, account),
    walletLimits: accountWalletLimits(account),
  };
}

/** How long a confirmed 2FA wallet token or security code lasts (demo's choice). */
export const WALLET_PROOF_TTL_S = 15 * 60;
const walletProofs = new Map<string, number>();

/** Records that this session confirmed 2FA (walletToken) or the security code; returns the proof's expiry, seconds. */
export function grantWalletProof(sessionId: string, kind: 'walletToken' | 'securityCode'): number {
  const expiresAt = Math.floor(Date.now() / 1000) + WALLET_PROOF_TTL_S;
  walletProofs.set(`${kind}:${sessionId}`, expiresAt);
  return expiresAt;
}

/** Whether this session confirmed 2FA (walletToken) or the security code within the last 15 minutes. */
export function walletProofValid(sessionId: string, kind: 'walletToken' | 'securityCode'): boolean {
  return (walletProofs.get(`${kind}:${sessionId}`) ?? 0) > Date.now() / 1000;
}

/**
 * The signed-in user's data (storefront-shell.md §7 "Balance, user data, set currency: details not shown").
 * All answer {state: 0, value} (the server result states of storefront-routing-wallet.md §4); guests get 401.
 */
export function registerSiteUser(app: Hono<AppEnv>, deps: Deps): void {
  app.get(BALANCE_PATH, (c) => c.json({ state: 0, value: balanceOf(deps, deps.auth.identify(c).account) }));

  app.get(USER_INFO_PATH, (c) => {
    const { account } = deps.auth.identify(c);
    return c.json({
      state: 0,
      value: {
        userId: account.userId,
        name: account.title,
        phoneMasked: `${account.phone.slice(0, 4)}***${account.phone.slice(-2)}`,
        contacts: account.contacts,
        isActiveEmployee: account.employee,
        locale: account.locale,
        language: account.language,
        currency: currencyOfAccount(deps, account),
        isB2b: account.b2b,
        isSeller: account.seller,
        resaleEnabled: account.seller,
        identityLevel: account.identityLevel,
        has2fa: account.has2fa,
        walletSecurityCodeRequired: account.walletSecurityCodeRequired,
        verificationLevel: account.verificationLevel,
      },
    });
  });

  // routing-wallet §6 "Users with 2FA need a valid wallet token", "may require a security code":
  // {code} (6 digits / 4 digits) -> {state:0, value:{token, expiresAt}}; a wrong code is {state:-1}.
  for (const [path, kind, length] of [
    [WALLET_TOKEN_PATH, 'walletToken', 6],
    [SECURITY_CODE_PATH_API, 'securityCode', 4],
  ] as const) {
    app.post(path, async (c) => {
      const { account, payload } = deps.auth.identify(c);
      const body = await readOptionalObject(c);
      const code = typeof body.code === 'string' ? body.code : '';
      if (!new RegExp(`^\\d{${length}}$`).test(code)) return c.json({ state: -1, error: `the code must be ${length} digits` });
      const expiresAt = grantWalletProof(payload.session_id, kind);
      return c.json({ state: 0, value: { token: signBlob({ user: account.userId, kind, expiresAt }), expiresAt } });
    });
  }

  app.get(USER_GRADE_PATH, (c) => {
    const { account } = deps.auth.identify(c);
    const grade = gradeOf(account);
    return c.json({ state: 0, value: { ...grade, userGradeSigned: signBlob({ user: account.userId, ...grade }) } });
  });

  // {currency}: one of the currencies the user's locale offers (storefront-routing-wallet.md §9).
  app.post('/webapi/user/currency', async (c) => {
    const identity = deps.auth.optional(c);
    const body = await readOptionalObject(c);
    const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : '';
    const locale = (identity?.account.locale ?? 'ru') as Locale;
    if (!(CURRENCIES as readonly string[]).includes(currency) || !(CURRENCIES_BY_LOCALE[locale] as readonly string[]).includes(currency)) {
      throw badRequest(`currency must be one of ${CURRENCIES_BY_LOCALE[locale].join(', ')}`);
    }
    if (identity) deps.userData.setPref(identity.account.userId, 'currency', currency);
    return c.json({ state: 0, value: { currency } });
  });

  // {returnUrl}: ends the session (any later call with its token answers 401 with the token-drop header).
  app.post(SITE_EXIT_PATH, async (c) => {
    const body = await readOptionalObject(c);
    const token = bearer(c);
    const payload = token ? deps.auth.readLive(token) : null;
    if (payload) deps.auth.logoff(payload.session_id);
    return c.json({ state: 0, url: safeReturnPath(typeof body.returnUrl === 'string' ? body.returnUrl : undefined, c.req.url, '/') });
  });

  // No body -> {value:{nmsArr}}: the user's recent product numbers, newest first (guests: empty).
  app.post(VISITED_NM_PATH, (c) => {
    const identity = deps.auth.optional(c);
    return c.json({ state: 0, value: { nmsArr: identity ? deps.userData.recentViews(identity.account.userId).map((view) => view.nmId) : [] } });
  });

  // The user id header; 204 when there is none (storefront-shell.md §7).
  app.post(SPLITTER_PATH, (c) => {
    const userId = toPositiveInt(c.req.header(SPLITTER_USER_HEADER));
    if (userId === undefined) return c.body(null, 204);
    const group = userId % SPLIT_GROUPS;
    const account = findAccountById(userId);
    return c.json([
      {
        type: 'ab',
        properties: {
          productCardReact: group === 0 ? 'on' : 'off',
          infiniteScroll: group === 1 ? 'on' : 'off',
          productNewTab: account?.employee ? 'on' : 'off',
        },
      },
      { type: 'rollout', properties: { resale: account?.seller || account?.employee ? 'on' : 'off', travelHotels: account?.employee ? 'on' : 'off' } },
    ]);
  });

  app.post('/webapi/stimulus', async (c) => {
    const body = await readOptionalObject(c);
    const splitId = toPositiveInt(body.split_id);
    if (splitId === undefined) throw badRequest('split_id must be a positive integer');
    return c.json({ stimuli: splitId % 2 === 0 ? [{ id: splitId * 10 + 1, type: 'banner', text: 'Скидка 5% на первый заказ' }] : [] });
  });
}
