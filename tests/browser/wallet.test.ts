import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';
import { calls, installFakes, jsonReply, resetFakes, route, signIn, signOut } from './search-fakes';

type WalletElement = HTMLElement & { details?: unknown; skipChecks?: boolean };

const NBSP = '\u00A0';
const BALANCE = {
  totalBalance: 125000,
  cashbackBalance: 3400,
  balanceCurrency: 'RUB',
  totalBalanceRub: 125000,
  walletTypeCode: 2,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
};
const USER = { isB2b: false, has2fa: false, identityLevel: 'verified', walletSecurityCodeRequired: false };
const DETAILS = {
  wallet: { status: 'active', kind: 'verified', monthRemaining: 18750000 },
  purchases: [{ id: 'o1', orderId: '10000010000', date: 1_790_000_000, amount: 259900, currency: 'RUB' }],
};

const find = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: Element, selector: string) => find(el, selector)?.textContent ?? null;

let redirects: string[] = [];
const stayHere = (event: Event) => {
  event.preventDefault(); // the test page must not leave
  redirects.push((event as CustomEvent<{ to: string }>).detail.to);
};

async function wallet(attributes = ''): Promise<WalletElement> {
  return mount<WalletElement>(`<vt-wallet ${attributes}></vt-wallet>`, 'vt-wallet');
}

function answer(balance: object = BALANCE, user: object = USER): void {
  route('/webapi/balance', () => jsonReply({ state: 0, value: balance }));
  route('/webapi/user/info', () => jsonReply({ state: 0, value: user }));
}

describe('<vt-wallet> (routing-wallet §5 Wallet, §6, §8; shell §3 Balance, §6 wallet kinds, §9 limits)', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    resetFakes();
    await installFakes();
    await signOut();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
    answer();
    redirects = [];
    addEventListener('vt-wallet-redirect', stayHere);
  });
  afterEach(async () => {
    removeEventListener('vt-wallet-redirect', stayHere);
    cleanup();
    await signOut();
  });

  it('a guest is offered sign-in; axe finds nothing', async () => {
    const el = await wallet();
    expect(shadow(el, '[part="sign-in"]').getAttribute('href')).to.contain('/security/login?returnUrl=');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('signed in: balance, cashback, currency, status, limits (§9 table, own kind marked), purchases and their link', async () => {
    await signIn();
    const el = await wallet();
    el.details = DETAILS;
    await waitFor(() => find(el, '[part="balance"]'));
    expect(text(el, '[data-figure="total"] dd')).to.equal(`1${NBSP}250${NBSP}₽`);
    expect(text(el, '[data-figure="cashback"] dd')).to.equal(`34${NBSP}₽`);
    expect(text(el, '[data-figure="currency"] dd')).to.equal('RUB');
    expect(find(el, '[data-figure="gel"]')).to.equal(null);
    await waitFor(() => text(el, '[part="status"] strong') === 'Активен');
    const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).to.equal(`Анонимный40${NBSP}000${NBSP}₽15${NBSP}000${NBSP}₽`);
    expect(rows[2]).to.equal(`Полный5${NBSP}000${NBSP}000${NBSP}₽1${NBSP}000${NBSP}000${NBSP}₽`);
    expect(shadow(el, 'tr[aria-current="true"] th').textContent).to.contain('Упрощённый');
    expect(text(el, '[part="month-remaining"]')).to.equal(`Осталось в этом месяце: 187${NBSP}500${NBSP}₽`);
    expect(text(el, '.purchase')).to.contain('Заказ 10000010000').and.contain(`2${NBSP}599${NBSP}₽`);
    expect(shadow(el, '[part="purchases-link"]').getAttribute('href')).to.equal('/lk/mywallet/purchases');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('the top-up button sends vt-wallet-replenish with the currency; a blocked wallet disables it', async () => {
    await signIn();
    const el = await wallet();
    el.details = DETAILS;
    const button = await waitFor(() => find(el, '[part="replenish"]') as HTMLButtonElement | null);
    const event = nextEvent<{ currency: string }>(document, 'vt-wallet-replenish');
    button.click();
    const fired = await event;
    expect(fired.detail).to.deep.equal({ currency: 'RUB', method: 'card' });
    expect(fired.composed).to.equal(true);
    // routing-wallet §9 "Crypto replenishment allowed for BYN": not for a rouble wallet.
    expect(find(el, '[part="replenish-crypto"]')).to.equal(null);
    el.details = { wallet: { status: 'blocked_user' } };
    await waitFor(() => (find(el, '[part="replenish"]') as HTMLButtonElement).disabled);
  });

  it('routing-wallet §9 "Crypto replenishment allowed for BYN": a BYN wallet also offers crypto', async () => {
    answer({ ...BALANCE, balanceCurrency: 'BYN' });
    await signIn();
    const el = await wallet();
    el.details = DETAILS;
    const crypto = await waitFor(() => find(el, '[part="replenish-crypto"]') as HTMLButtonElement | null);
    expect(crypto.textContent).to.equal('Пополнить криптовалютой');
    const event = nextEvent<{ currency: string; method: string }>(document, 'vt-wallet-replenish');
    crypto.click();
    expect((await event).detail).to.deep.equal({ currency: 'BYN', method: 'crypto' });
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('details as a JSON attribute; invalid JSON is a clear console error keeping the last value; removal resets', async () => {
    await signIn();
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const el = await wallet(`details='${JSON.stringify(DETAILS)}'`);
      await waitFor(() => text(el, '[part="status"] strong') === 'Активен');
      el.setAttribute('details', '{not json');
      expect(errors.some((line) => line.includes('<vt-wallet> attribute "details"'))).to.equal(true);
      expect(text(el, '[part="status"] strong')).to.equal('Активен');
      el.removeAttribute('details');
      await waitFor(() => text(el, '[part="status"] strong') === 'Неизвестен');
    } finally {
      console.error = original;
    }
  });

  it('§6 business mode: vt-wallet-redirect to /lk#no-wallet-for-b2b (cancelable), nothing of the wallet shows', async () => {
    answer(BALANCE, { ...USER, isB2b: true });
    await signIn();
    const el = await wallet();
    await waitFor(() => redirects.length > 0);
    expect(redirects).to.deep.equal(['/lk#no-wallet-for-b2b']);
    expect(find(el, '[part="balance"]')).to.equal(null);
  });

  it('§6 2FA without a wallet token: /lk#check2fa; with a valid token in this session the wallet shows', async () => {
    answer(BALANCE, { ...USER, has2fa: true });
    await signIn();
    await wallet();
    await waitFor(() => redirects.includes('/lk#check2fa'));
    cleanup();
    sessionStorage.setItem('vitrina:wallet-token', JSON.stringify({ value: 't', expiresAt: Date.now() + 60_000 }));
    redirects = [];
    const el = await wallet();
    await waitFor(() => find(el, '[part="balance"]'));
    expect(redirects).to.deep.equal([]);
  });

  it('§8 bad input: a balance failure other than unauthorized shows the wallet as unavailable', async () => {
    route('/webapi/balance', () => jsonReply({ error: 'down' }, 503));
    await signIn();
    const el = await wallet();
    await waitFor(() => text(el, '[role="alert"]') === 'Кошелёк недоступен');
    expect(find(el, '[part="balance"]')).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('§5 ge: the GEL money balance shows; skip-checks asks nothing of the user data', async () => {
    await vitrina.configure({ locale: 'ge', language: 'ru', currency: 'GEL' });
    answer({ ...BALANCE, totalBalance: 4550, balanceCurrency: 'GEL', moneyBalanceGEL: 4550, walletTypeCode: 1 });
    await signIn();
    const el = await wallet('skip-checks');
    expect(el.skipChecks).to.equal(true);
    await waitFor(() => find(el, '[data-figure="gel"]'));
    expect(text(el, '[data-figure="gel"] dd')).to.equal(`45,50${NBSP}₾`);
    expect(calls.some((call) => call.url.pathname === '/webapi/user/info')).to.equal(false);
  });
});
