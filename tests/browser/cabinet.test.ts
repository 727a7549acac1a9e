import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { axeViolations, cleanup, idle, mount, shadow, vitrina, waitFor } from './helpers';
import { calls, installFakes, jsonReply, resetFakes, route, signIn, signOut, typeInto } from './search-fakes';

type CabinetElement = HTMLElement & { path?: string; routeName?: string; hiddenItems?: string[]; section?: string; data?: unknown };

const BALANCE = {
  totalBalance: 125000,
  cashbackBalance: 0,
  balanceCurrency: 'RUB',
  totalBalanceRub: 125000,
  walletTypeCode: 1,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
};
const find = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: Element, selector: string) => find(el, selector)?.textContent ?? null;
const keys = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.nav-link')].map((a) => a.dataset.key);
const current = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[aria-current="page"]')].map((a) => a.dataset.key);

/** Mounts, then signs in as another tab would (the kit follows the bus once an element has booted it). */
async function cabinet(attributes = ''): Promise<CabinetElement> {
  const el = await mount<CabinetElement>(`<vt-cabinet ${attributes}></vt-cabinet>`, 'vt-cabinet');
  await signIn();
  return el;
}

describe('<vt-cabinet> (shell §2 Account menu, §4 visibility; routing-wallet §3 enums, §4 failed payments; shell §9 cancel window)', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    resetFakes();
    await installFakes();
    await signOut();
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
    route('/webapi/balance', () => jsonReply({ state: 0, value: BALANCE }));
  });
  afterEach(async () => {
    cleanup();
    await signOut();
  });

  it("the page's own elements (the wallet, an ad area) show after the section, in the column beside the menu", async () => {
    await setViewport({ width: 1366, height: 900 });
    try {
      const el = await mount<CabinetElement>(`<vt-cabinet section="overview"><p id="page-part">wallet</p></vt-cabinet>`, 'vt-cabinet');
      await signIn();
      await waitFor(() => keys(el).includes('account'));
      const part = el.querySelector('#page-part')!;
      expect(part.assignedSlot?.closest('[part="content"]'), 'slotted into the content column').to.not.equal(null);
      const nav = find(el, 'nav')!.getBoundingClientRect();
      const box = part.getBoundingClientRect();
      expect(box.left, 'beside the menu, not under it').to.be.greaterThan(nav.right);
      expect(box.top, 'after the section').to.be.greaterThan(find(el, '[part="content"] > :first-child')!.getBoundingClientRect().top);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('§2 the items in order, the top item and sub-item highlighted by the path (alias routes); axe finds nothing', async () => {
    const el = await cabinet('path="/lk/myrefunds"');
    await waitFor(() => keys(el).includes('wallet'));
    expect(keys(el)).to.deep.equal([
      'account',
      'purchases',
      'refunds',
      'deliveries',
      'favorites',
      'favoriteBrands',
      'receipts',
      'refund',
      'wallet',
      'cashback',
    ]);
    expect(current(el)).to.deep.equal(['refunds']);
    expect(find(el, '.nav-item--open [data-key="purchases"]')).to.not.equal(null);
    el.path = '/lk/myorders/archive';
    await waitFor(() => current(el).join() === 'purchases');
    el.setAttribute('path', '/lk/mywallet');
    await waitFor(() => current(el).join() === 'wallet');
    expect(shadow(el, 'nav').getAttribute('aria-label')).to.equal('Личный кабинет');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('on a phone the menu is one scrolling row above the page, with the current item scrolled into it', async () => {
    await setViewport({ width: 390, height: 800 });
    try {
      const el = await cabinet('path="/lk/myorders/delivery" section="overview"');
      await waitFor(() => keys(el).includes('wallet') && current(el).join() === 'deliveries');
      const nav = shadow(el, 'nav');
      const links = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.nav-link')].map((a) => a.getBoundingClientRect());
      expect(new Set(links.map((r) => Math.round(r.top))).size, 'every item on one row').to.equal(1);
      expect(nav.getBoundingClientRect().height).to.be.lessThan(60);
      expect(nav.scrollWidth).to.be.greaterThan(nav.clientWidth);
      const active = find(el, '[aria-current="page"]')!.getBoundingClientRect();
      const box = nav.getBoundingClientRect();
      await waitFor(() => find(el, '[aria-current="page"]')!.getBoundingClientRect().left >= box.left);
      expect(active.right, 'the current item is in view').to.be.at.most(box.right + 0.5);
      expect(find(el, '[part="content"]')!.getBoundingClientRect().top).to.be.lessThan(200);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('removing the path attribute follows the page address', async () => {
    const el = await cabinet('path="/lk/favoritebrands"');
    await waitFor(() => current(el).join() === 'favoriteBrands');
    el.removeAttribute('path');
    await waitFor(() => current(el).length === 0); // the test page's own path is no account page
  });

  it('§4 the wallet entry: tj needs a non-zero TJS balance, recalculated when the balance is updated', async () => {
    await vitrina.configure({ locale: 'tj', currency: 'TJS' });
    route('/webapi/balance', () => jsonReply({ state: 0, value: { ...BALANCE, balanceCurrency: 'TJS', moneyBalanceTJS: 0 } }));
    const el = await cabinet('path="/lk"');
    await waitFor(() => calls.some((call) => call.url.pathname === '/webapi/balance'));
    await idle(); // the balance's answer has been applied
    // routing-wallet §5: tj is a wallet-only locale, so the wallet is the only entry, and it needs TJS
    expect(keys(el)).to.deep.equal([]);
    route('/webapi/balance', () => jsonReply({ state: 0, value: { ...BALANCE, balanceCurrency: 'TJS', moneyBalanceTJS: 38000 } }));
    await signOut();
    await signIn(); // a sign-in change reloads the balance: the balance-updated moment
    await waitFor(() => keys(el).join() === 'wallet,cashback');
  });

  it('§4 route settings hide items (hidden-items); on SpaWalletPurchaseEntrypoint in USD the menu is hidden', async () => {
    const el = await cabinet(`path="/lk" hidden-items='["receipts","refund"]'`);
    await waitFor(() => keys(el).includes('account'));
    expect(keys(el)).to.not.include('receipts');
    expect(keys(el)).to.not.include('refund');
    await vitrina.configure({ locale: 'global', currency: 'USD' });
    el.routeName = 'SpaWalletPurchaseEntrypoint';
    await waitFor(() => find(el, 'nav') === null);
    await vitrina.configure({ locale: 'global', currency: 'RUB' });
    await waitFor(() => find(el, 'nav') !== null);
  });

  it('deliveries: §3 statuses and delivery groups in words, §9 the cancel window of a fresh order', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const el = await cabinet('path="/lk/myorders/delivery" section="deliveries"');
    el.data = {
      deliveries: [
        {
          orderId: 'A1',
          createdAt: nowS - 15 * 60,
          status: 0,
          paymentStatus: 4,
          deliveryType: 100,
          address: 'Москва',
          currency: 'RUB',
          items: [{ rid: 'r1', name: 'Платье', brand: 'Бренд', price: 150000, cancelItem: true }],
        },
        {
          orderId: 'A2',
          createdAt: nowS - 3 * 3600,
          status: 3,
          paymentStatus: 3,
          deliveryType: 17,
          currency: 'RUB',
          items: [{ rid: 'r2', name: '', brand: '', price: 100, cancelItem: true }],
        },
        { orderId: 'broken' },
      ],
    };
    await waitFor(() => el.shadowRoot!.querySelectorAll('.order').length === 2);
    const [fresh, old] = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.order')];
    expect(fresh!.textContent).to.contain('Принят').and.contain('Оплачен').and.contain('Курьер');
    expect(fresh!.querySelector('[part="cancel-window"]')!.textContent).to.equal('Можно отменить ещё 45 минут');
    expect(old!.textContent).to.contain('Обрабатывается').and.contain('Ошибка оплаты').and.contain('Крупногабаритная доставка');
    expect(old!.querySelector('[part="cancel-window"]')).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('payment-fail: §4 only failures within 150 min, with the seconds counted down', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const el = await cabinet('section="payment-fail"');
    el.data = {
      failReason: 'insufficient funds',
      failedPayments: [
        { orderId: 'F1', failedAt: nowS - 20 * 60, amount: 99900, currency: 'RUB' },
        { orderId: 'F2', failedAt: nowS - 200 * 60, amount: 500, currency: 'RUB' },
      ],
    };
    const timer = await waitFor(() => find(el, '[role="timer"]'));
    expect(el.shadowRoot!.querySelectorAll('[part="countdown"]').length).to.equal(1);
    expect(text(el, '[part="fail-reason"]')).to.equal('Причина: insufficient funds');
    const first = timer.textContent;
    expect(first).to.match(/^2:(09:5\d|10:00)$/); // 150 - 20 minutes left
    await waitFor(() => timer.textContent !== first);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('/lk#check2fa: a wrong code is said and kept; a 6-digit code confirms and is kept for the session', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#check2fa`);
    route('/webapi/user/wallet-token', () => jsonReply({ state: 0, value: { token: 'wt', expiresAt: Math.floor(Date.now() / 1000) + 900 } }));
    try {
      const el = await cabinet('section="overview"');
      const input = await waitFor(() => find(el, '#check2fa input') as HTMLInputElement | null);
      typeInto(input, '12');
      shadow(el, '#check2fa button[type="submit"]').click();
      await waitFor(() => text(el, '#check2fa [role="alert"]') === 'Проверьте код: нужно 6 цифр');
      expect(input.value).to.equal('12');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(await axeViolations(el)).to.deep.equal([]);
      typeInto(input, '123456');
      shadow(el, '#check2fa button[type="submit"]').click();
      await waitFor(() => text(el, '#check2fa [role="status"]')?.startsWith('Готово'));
      expect(calls.find((call) => call.url.pathname === '/webapi/user/wallet-token')!.body).to.equal('{"code":"123456"}');
      expect(JSON.parse(sessionStorage.getItem('vitrina:wallet-token')!).value).to.equal('wt');
    } finally {
      history.replaceState(null, '', `${location.pathname}${location.search}`);
    }
  });

  it('/lk#no-wallet-for-b2b explains that the wallet is not available in business mode', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#no-wallet-for-b2b`);
    try {
      const el = await cabinet('section="overview"');
      await waitFor(() => text(el, '#no-wallet-for-b2b h2') === 'Кошелёк недоступен');
    } finally {
      history.replaceState(null, '', `${location.pathname}${location.search}`);
    }
  });
});
