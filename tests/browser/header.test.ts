import { expect } from 'chai';
import { axeViolations, cleanup, mount, scrolled, shadow, vitrina, waitFor } from './helpers';
import { calls, installFakes, jsonReply, postBus, press, resetFakes, route, setCartLines, signIn, signOut } from './search-fakes';

type HeaderElement = HTMLElement & { path?: string; layout?: string };

const BALANCE = {
  totalBalance: 123456,
  cashbackBalance: 0,
  balanceCurrency: 'RUB',
  totalBalanceRub: 123456,
  walletTypeCode: 1,
  walletRidLimit: -1,
  moneyBalanceGEL: 0,
  moneyBalanceTJS: 0,
};
const OFFICES = [
  { id: 10001, name: 'Пункт выдачи №10001', address: 'Москва, ул. Мира, д. 1', dest: -1257786 },
  { id: 10002, name: 'Пункт выдачи №10002', address: 'Москва, ул. Ленина, д. 2', dest: -1257786 },
];
const NBSP = '\u00A0';

let authRequired = 0;
const takeAuthRequired = (event: Event) => {
  event.preventDefault(); // as the sign-in popup would: the page must not go to sign-in
  authRequired += 1;
};

const find = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: Element, selector: string) => find(el, selector)?.textContent ?? null;
const bar = (el: Element) => shadow(el, '[part="bar"]');

async function header(attributes = 'layout="desktop"'): Promise<HeaderElement> {
  return mount<HeaderElement>(`<vt-header ${attributes}></vt-header>`, 'vt-header');
}

describe('<vt-header> (storefront-shell.md §1 Shell, §2 link targets and path classes, §4 Balance and Menu, §9 Layout)', () => {
  beforeEach(async () => {
    localStorage.clear();
    resetFakes();
    await installFakes();
    await signOut();
    await postBus('delivery:address', null);
    await postBus('balance:hidden', false);
    await vitrina.configure({ locale: 'ru', language: 'ru', currency: 'RUB' });
    route('/webapi/balance', () => jsonReply({ state: 0, value: BALANCE }));
    route('/static/shopdata/ru/shops.json', () => jsonReply(OFFICES));
    authRequired = 0;
    addEventListener('vitrina:auth-required', takeAuthRequired);
    scrollTo(0, 0);
  });
  afterEach(async () => {
    removeEventListener('vitrina:auth-required', takeAuthRequired);
    cleanup();
    await signOut();
  });

  it('renders the logo, the delivery preview (§9 fallback city), the guest sign-in link and the basket; nests the kit elements', async () => {
    const el = await header();
    expect(shadow(el, '[part="logo"]').getAttribute('href')).to.equal('/');
    expect(text(el, '[part="delivery"] .city-text')).to.equal('Москва');
    const signInLink = shadow(el, '[part="sign-in"]');
    expect(signInLink.getAttribute('href')).to.equal(`/security/login?returnUrl=${encodeURIComponent(location.href)}`);
    expect(shadow(el, '[part="basket"]').getAttribute('href')).to.equal('/lk/basket');
    for (const tag of ['vt-search', 'vt-locale-switcher', 'vt-notifications', 'vt-catalog-menu']) {
      expect(find(el, tag) !== null, tag).to.equal(true);
    }
    expect(find(el, 'vt-search')!.getAttribute('layout')).to.equal('desktop');
  });

  it('§9 fallback city follows the locale (kz: Астана) and ru-only blocks go away outside ru (§6)', async () => {
    const el = await header();
    expect(text(el, '[part="b2b"]')).to.equal('Для бизнеса');
    expect(find(el, '[part="travel"]') !== null).to.equal(true);
    await vitrina.configure({ locale: 'kz' });
    await waitFor(() => text(el, '[part="delivery"] .city-text') === 'Астана');
    expect(find(el, '[part="b2b"]') === null && find(el, '[part="travel"]') === null).to.equal(true);
  });

  it('signed in: the balance shows formatted, the hide toggle is remembered and shows the wallet title (§4 Balance)', async () => {
    const el = await header();
    await signIn();
    await waitFor(() => text(el, '[part="balance-amount"]') === `1${NBSP}235${NBSP}₽`);
    const toggle = shadow(el, '[part="balance-toggle"]');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitFor(() => text(el, '[part="balance-amount"]') === 'Кошелёк');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(localStorage.getItem('vitrina:balance-hidden')).to.equal('true');
    toggle.click();
    await waitFor(() => text(el, '[part="balance-amount"]') === `1${NBSP}235${NBSP}₽`);
  });

  it('switching currency re-renders the balance converted and reformatted', async () => {
    const el = await header();
    await signIn();
    await waitFor(() => text(el, '[part="balance-amount"]')?.endsWith('₽'));
    await vitrina.configure({ currency: 'KZT' });
    // routing §9 fallback rates: 1234.56 RUB = 6666.62 KZT, shown in whole tenge.
    await waitFor(() => text(el, '[part="balance-amount"]') === `6${NBSP}667${NBSP}₸`);
  });

  it('§8 bad input: a failing balance shows the network-error mark', async () => {
    route('/webapi/balance', () => jsonReply({ error: 'down' }, 503));
    const el = await header();
    await signIn();
    const mark = await waitFor(() => find(el, '[part="balance-error"]'));
    expect(mark.getAttribute('role')).to.equal('img');
    expect(mark.getAttribute('aria-label')).to.equal('Баланс не загрузился: нет связи');
  });

  it('signed in: the account menu lists the §2 link targets; Escape closes it and gives focus back', async () => {
    const el = await header();
    await signIn();
    const button = await waitFor(() => find(el, 'button[part="profile"]'));
    button.click();
    const menu = shadow(el, '[part="account-menu"]');
    await waitFor(() => !menu.hidden);
    const links = [...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal([
      '/lk',
      '/lk/myorders/archive',
      '/lk/myorders/delivery',
      '/lk/favorites',
      '/lk/favoritebrands',
      '/lk/receipts/get',
      '/lk/refund',
      '/lk/mywallet/purchases',
      '/security/exit',
    ]);
    press(menu.querySelector('a')!, 'Escape');
    await waitFor(() => menu.hidden);
    expect(el.shadowRoot!.activeElement === button).to.equal(true);
  });

  it('§4 wallet menu: hidden for a global shopper paying in USD', async () => {
    await vitrina.configure({ locale: 'global', currency: 'USD' });
    const el = await header();
    await signIn();
    (await waitFor(() => find(el, 'button[part="profile"]'))).click();
    await waitFor(() => !shadow(el, '[part="account-menu"]').hidden);
    const links = [...shadow(el, '[part="account-menu"]').querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.not.include('/lk/mywallet/purchases');
  });

  it('§2 the city link opens the delivery-points popup; choosing an office selects it (POST /spa/address/select)', async () => {
    route('/spa/address/select', (_url, init) => {
      const body = JSON.parse(String(init.body)) as { addressId: number; deliveryWay: string };
      const office = OFFICES.find((o) => o.id === body.addressId)!;
      return jsonReply({ state: 0, value: { ...body, address: office.address, dest: office.dest } });
    });
    const el = await header();
    shadow(el, '[part="delivery"]').click();
    const dialog = shadow(el, '[part="delivery-popup"]') as HTMLDialogElement;
    await waitFor(() => dialog.open && dialog.querySelectorAll('.office').length === 2);
    const choose = [...dialog.querySelectorAll<HTMLButtonElement>('.office button')][1]!;
    expect(choose.textContent).to.equal('Забрать здесь');
    expect(el.shadowRoot!.getElementById(choose.getAttribute('aria-describedby')!)!.textContent).to.contain('Москва, ул. Ленина, д. 2');
    choose.click();
    await waitFor(() => !dialog.open);
    expect(text(el, '[part="delivery"] .city-text')).to.equal('Москва, ул. Ленина, д. 2');
    const select = calls.find((c) => c.url.pathname === '/spa/address/select')!;
    expect(JSON.parse(select.body!)).to.deep.equal({ addressId: 10002, deliveryWay: 'self' });
    expect(JSON.parse(localStorage.getItem('vitrina:delivery-address')!).addressId).to.equal(10002);
  });

  it('the delivery popup: courier choice is sent as courier; a refused choice shows the server-error text', async () => {
    route('/spa/address/select', () => jsonReply({ error: 'no' }, 500));
    const el = await header();
    shadow(el, '[part="delivery"]').click();
    const dialog = shadow(el, '[part="delivery-popup"]') as HTMLDialogElement;
    await waitFor(() => dialog.querySelectorAll('.office').length === 2);
    (dialog.querySelector('input[value="courier"]') as HTMLInputElement).click();
    await waitFor(() => dialog.querySelector('.office button')!.textContent === 'Доставить курьером сюда');
    (dialog.querySelector('.office button') as HTMLButtonElement).click();
    await waitFor(() => dialog.querySelector('[role="status"]')!.textContent === 'Что-то пошло не так. Попробуйте ещё раз');
    expect(JSON.parse(calls.find((c) => c.url.pathname === '/spa/address/select')!.body!).deliveryWay).to.equal('courier');
    expect(dialog.open).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('§4 fixed on scroll on home (0 px on desktop), never on other pages', async () => {
    const el = await mount<HeaderElement>('<vt-header layout="desktop" path="/"></vt-header><div style="height:3000px"></div>', 'vt-header');
    expect(el.hasAttribute('data-fixed')).to.equal(false);
    scrollTo(0, 10);
    await waitFor(() => el.hasAttribute('data-fixed') && bar(el).classList.contains('bar--fixed'));
    el.setAttribute('path', '/lk/basket');
    await waitFor(() => !el.hasAttribute('data-fixed'));
    el.setAttribute('path', '/services/o-nas');
    await waitFor(() => el.hasAttribute('data-fixed'));
    // The host keeps its height while the bar is fixed: nothing below shifts.
    expect(el.getBoundingClientRect().height).to.equal(128);
  });

  it('§9 mobile: fixed only past 400 px on home', async () => {
    const el = await mount<HeaderElement>('<vt-header layout="mobile" path="/"></vt-header><div style="height:3000px"></div>', 'vt-header');
    await scrolled(300);
    expect(el.hasAttribute('data-fixed')).to.equal(false);
    scrollTo(0, 401);
    await waitFor(() => el.hasAttribute('data-fixed'));
    expect(el.getBoundingClientRect().height).to.equal(148);
    scrollTo(0, 400); // not past 400: the bar lets go again
    await waitFor(() => !el.hasAttribute('data-fixed'));
  });

  it('§9 mobile header as shoppers know it: the search across its own row, the delivery address on a line of its own (148 px)', async () => {
    const el = await header('layout="mobile" path="/" style="width:390px"');
    await waitFor(() => text(el, '[part="delivery"] .city-text') === 'Москва');
    const rowOf = (selector: string) => find(el, selector)!.getBoundingClientRect();
    const search = (find(el, 'vt-search') as HTMLElement).getBoundingClientRect();
    const address = rowOf('[part="delivery"]');
    const icons = rowOf('[part="catalog-button"]');
    expect(el.getBoundingClientRect().height).to.equal(148);
    // The search fills its row (the bar's 8 px padding either side), below the icons; the address below it.
    expect(search.width).to.equal(390 - 16);
    expect(search.top).to.be.at.least(icons.bottom);
    expect(address.top).to.be.at.least(search.bottom);
    expect(address.height).to.be.at.least(44);
  });

  it('§1 the catalog burger opens <vt-catalog-menu> through vt-menu-toggle, and shows its state', async () => {
    const el = await header('layout="desktop"');
    const toggles: boolean[] = [];
    const listen = (event: Event) => toggles.push((event as CustomEvent<{ open: boolean }>).detail.open);
    document.addEventListener('vt-menu-toggle', listen);
    try {
      const button = shadow(el, '[part="catalog-button"]');
      expect(button.textContent).to.equal('Каталог');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      button.click();
      await waitFor(() => toggles.length === 1);
      expect(toggles).to.deep.equal([true]);
      await waitFor(() => button.getAttribute('aria-expanded') === 'true');
      document.dispatchEvent(new CustomEvent('vt-menu-toggle', { detail: { open: false } }));
      await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    } finally {
      document.removeEventListener('vt-menu-toggle', listen);
    }
  });

  it('§2 mobile bottom bar: the active item comes from the path class; removing path falls back to the page path', async () => {
    const el = await header('layout="mobile" path="/lk/basket"');
    const current = () => find(el, '[part="bottom-nav"] [aria-current="page"]')?.dataset.item ?? null;
    expect(current()).to.equal('basket');
    el.setAttribute('path', '/catalog/123/detail.aspx');
    await waitFor(() => current() === 'catalog');
    el.setAttribute('path', '/lk/mywallet/purchases');
    await waitFor(() => current() === 'profile');
    el.setAttribute('path', '/lk/favorites');
    await waitFor(() => current() === 'favorites');
    el.removeAttribute('path');
    await waitFor(() => current() === (location.pathname === '/' ? 'home' : null)); // the test page's own path
    expect(find(el, 'vt-search')!.getAttribute('layout')).to.equal('mobile');
  });

  it('§6 guest on mobile: tapping profile asks for the sign-in popup', async () => {
    const el = await header('layout="mobile"');
    shadow(el, '[part="sign-in"]').click();
    expect(authRequired).to.equal(1);
    (find(el, '[part="bottom-nav"] [data-item="profile"]') as HTMLElement).click();
    expect(authRequired).to.equal(2);
  });

  it('§6 the cashback popup (ru, enableCashback from the served settings) opens and closes with Escape; none for kz', async () => {
    const el = await header();
    // The settings poll reads settings-front.json from the fake (search-fakes FAKE_SETTINGS).
    const button = await waitFor(() => find(el, '[part="cashback"]'));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    const popup = shadow(el, '[part="cashback-popup"]');
    await waitFor(() => !popup.hidden);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(popup.querySelector('a')!.getAttribute('href')).to.equal('/lk/mywallet/cashback');
    press(button, 'Escape');
    await waitFor(() => popup.hidden);
    await vitrina.configure({ locale: 'kz' });
    await waitFor(() => find(el, '[part="cashback"]') === null);
    expect(find(el, '[part="cashback-popup"]')).to.equal(null);
    await vitrina.configure({ locale: 'ru' });
    await waitFor(() => find(el, '[part="cashback"]'));
  });

  it('§3 basket info: the badge counts the items of the shared cart and follows its changes', async () => {
    const el = await header();
    expect(find(el, '[part="basket-count"]')).to.equal(null);
    await setCartLines([
      { nmId: 101, quantity: 2 },
      { nmId: 102, quantity: 3 },
    ]);
    await waitFor(() => text(el, '[part="basket-count"]') === '5');
    expect(shadow(el, '[part="basket"]').textContent).to.contain('5');
    await setCartLines([{ nmId: 103, quantity: 1 }]);
    await waitFor(() => text(el, '[part="basket-count"]') === '6');
  });

  it('switching language re-renders every label', async () => {
    const el = await header();
    await vitrina.configure({ language: 'en' });
    await waitFor(() => text(el, '[part="delivery"] .city-text') === 'Moscow');
    expect(text(el, '[part="sign-in"] .tool-label')).to.equal('Sign in');
    await vitrina.configure({ language: 'ru' });
  });

  it('has no axe violations: guest desktop, signed-in with the menu open, mobile', async () => {
    const el = await header();
    expect(await axeViolations(el)).to.deep.equal([]);
    await signIn();
    (await waitFor(() => find(el, 'button[part="profile"]'))).click();
    await waitFor(() => !shadow(el, '[part="account-menu"]').hidden);
    expect(await axeViolations(el)).to.deep.equal([]);
    cleanup();
    const mobile = await header('layout="mobile" path="/"');
    expect(await axeViolations(mobile)).to.deep.equal([]);
  });

  it('§2 mobile bottom bar: the favourites count comes with its on-demand module and follows the shared favourites; the box stays', async () => {
    type Engine = { change(changes: { key: string; kind: 'add' | 'delete'; data: unknown }[]): Promise<void> };
    const el = await header('layout="mobile" path="/"');
    const height = el.getBoundingClientRect().height;
    const favorites = await waitFor(() =>
      (globalThis as unknown as Record<symbol, { parts: Map<string, Engine | undefined> } | undefined>)[Symbol.for('vitrina.runtime')]?.parts.get(
        'favorites.engine',
      ),
    );
    const favorite = { characteristicId: 1010, cod1S: 101, timestamp: 1, kind: 2, targetUrl: '', meta: '' };
    const item = () => find(el, '[part="bottom-nav"] [data-item="favorites"]')!;
    expect(item().querySelector('.badge')).to.equal(null);
    await favorites.change([{ key: '1010', kind: 'add', data: favorite }]);
    try {
      await waitFor(() => item().querySelector('.badge')?.textContent === '1');
      expect(item().textContent).to.contain('1 товар');
      expect(el.getBoundingClientRect().height).to.equal(height);
    } finally {
      await favorites.change([{ key: '1010', kind: 'delete', data: favorite }]);
    }
  });

  it('a host page that lays <vt-header> out as a flex container (host/host.css): the bar still fills it, so nothing inside moves as nested elements upgrade (CLS)', async () => {
    const el = await mount<HeaderElement>(
      '<div style="display:flex;width:1200px"><vt-header layout="desktop" style="display:flex;flex:1;align-items:center;justify-content:space-between"></vt-header></div>',
      'vt-header',
    );
    expect(bar(el).getBoundingClientRect().width).to.equal(el.getBoundingClientRect().width);
    expect(el.getBoundingClientRect().width).to.equal(1200);
    expect(find(el, 'vt-locale-switcher')!.getBoundingClientRect().width).to.equal(112); // the loader's reserve, inside this shadow root too
  });
});
