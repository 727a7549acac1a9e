import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, cleanup, mount, otherTab, vitrina, waitFor } from './helpers';
import { fakeRoutes, json, requests, setSignedIn, type FakeRoute } from './shell-fakes';

/**
 * <vt-checkout> (issue 10 "Basket and checkout"; shell §3 Cart, §5 courier slot, §7 payment and
 * basket; routing-wallet §3 basket payload). Data is fake (no server): buy-it-now mode orders one item.
 */
const origin = location.origin;
await vitrina.configure({
  services: `data:application/json,${encodeURIComponent(
    JSON.stringify({
      site: origin,
      static: `${origin}/static`,
      settings: origin,
      catalog: `${origin}/svc/catalog`,
      basketApi: `${origin}/svc/basket`,
      cartStorage: `${origin}/svc/cart`,
      favs: `${origin}/svc/favs`,
      images: `${origin}/cdn`,
      cdn: `${origin}/svc/cdn`,
      auth: `${origin}/svc/auth`,
    }),
  )}`,
});
const OFFICES = [
  { id: 101, name: 'Пункт выдачи №101', address: 'Москва, ул. Мира, д. 1', smId: 3, lat: 55.7, lon: 37.6, dest: -1 },
  { id: 102, name: 'Пункт выдачи №102', address: 'Москва, ул. Ленина, д. 2', smId: 4, lat: 55.7, lon: 37.6, dest: -1 },
  { id: 103, name: 'Пункт партнёра №103', address: 'Москва, ул. Садовая, д. 3', smId: 5, lat: 55.7, lon: 37.6, dest: -1 },
];
const ITEM = { characteristicId: 7010, cod1S: 701, quantity: 1 };
let orderFailures = 0;
const ordered: URLSearchParams[] = [];

const routes: FakeRoute = (url, init) => {
  const body = typeof init.body === 'string' ? init.body : '';
  switch (url.pathname) {
    case '/static/shopdata/ru/shops.json':
      return json(OFFICES);
    case '/svc/catalog/cards/list':
      return json({
        state: 0,
        data: {
          products: [
            {
              nmId: 701,
              name: 'Куртка <b>зимняя</b>',
              brand: 'Бренд',
              pics: 0,
              sizes: [{ characteristicId: 7010, name: 'L', stocks: [{ qty: 4 }], price: { basic: 500000, product: 400000, priceToShow: 400000 } }],
            },
          ],
        },
      });
    case '/svc/basket/payment/list/fordeliveriesv2':
      return json({
        payments: [
          { id: 63, code: 'crd', name: 'Банковская карта' },
          { id: 8, code: 'sbp', name: 'СБП' },
        ],
      });
    case '/svc/basket/webapi/lk/bankcards':
      return json({
        maskedCards: [
          { id: 'c1', mask: '2200 **** **** 1111', paymentSystem: 'MIR', isDefault: true },
          { id: 'c2', mask: '4276 **** **** 2222', paymentSystem: 'VISA', expired: true },
        ],
      });
    case '/svc/basket/webapi/basket':
      return json({ data: { basket: { basketItems: [{ ...ITEM, price: 500000, priceWithSale: 400000 }] } }, isNetworkError: false, userGradeSigned: 'grade' });
    case '/spa/address/select':
      return json({ state: 0, value: { addressId: JSON.parse(body).addressId, deliveryWay: 'self', address: 'Москва', dest: -1 } });
    case '/webapi/spa/courier/slots': {
      const day = JSON.parse(body).delivery_day as string;
      return json({
        delivery_time_slots: [
          {
            day,
            time_slots: [
              { from: 600, to: 840 },
              { from: 840, to: 1080 },
            ],
          },
        ],
      });
    }
    case '/svc/basket/webapi/basket/order':
      if (orderFailures > 0) {
        orderFailures -= 1;
        return json({ error: 'boom' }, 500);
      }
      ordered.push(new URLSearchParams(body));
      return json({
        state: 0,
        value: { order: { orderId: '900001', currency: 'RUB', items: [{ nmId: 701, chrtId: 7010, name: 'Куртка', quantity: 1, price: 400000 }] } },
      });
    default:
      return new Response('{}', { status: 503 });
  }
};
fakeRoutes(routes);

const root = (el: HTMLElement) => el.shadowRoot!;
const placeButton = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('.place-button')!;
const reasons = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLLIElement>('.reasons li')].map((li) => li.dataset.reason);

async function mountCheckout(): Promise<HTMLElement> {
  // Each test starts with no choice, as another tab clearing them would leave it.
  await otherTab('checkout:choices', {});
  await otherTab('cart:delivery-way', 'self');
  const el = await mount<HTMLElement>(`<vt-checkout buy-it-now='${JSON.stringify(ITEM)}'></vt-checkout>`, 'vt-checkout');
  // Signed in as another tab would (the session core follows the bus once the kit has started).
  setSignedIn(true);
  try {
    await waitFor(() => root(el).querySelector('[role="combobox"]') && root(el).querySelector('input[name="checkout-card"]'));
  } catch (error) {
    throw new Error(`checkout did not load: ${root(el).textContent} | asked: ${requests.map((r) => r.url.pathname).join(', ')}`, { cause: error });
  }
  return el;
}

async function choosePickup(el: HTMLElement, text: string): Promise<void> {
  const input = root(el).querySelector<HTMLInputElement>('[role="combobox"]')!;
  input.focus();
  await sendKeys({ type: text });
  await waitFor(() => input.getAttribute('aria-expanded') === 'true' && root(el).querySelectorAll('[role="option"]').length === 1);
  await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
  await waitFor(() => root(el).querySelector('.chosen-name'));
}

describe('<vt-checkout>', () => {
  afterEach(() => cleanup());

  it('is disabled with its reasons until a pickup point is chosen; the default usable card is preselected', async () => {
    const el = await mountCheckout();
    expect(placeButton(el).disabled).to.equal(true);
    expect(reasons(el)).to.deep.equal(['pickupPoint']);
    expect(root(el).querySelector('.reasons')!.textContent).to.include('Выберите пункт выдачи');
    expect(placeButton(el).getAttribute('aria-describedby')).to.equal(root(el).querySelector('.reasons')!.id);
    const cards = [...root(el).querySelectorAll<HTMLInputElement>('input[name="checkout-card"]')];
    expect(cards).to.have.length(1); // the expired card is not offered
    expect(cards[0]!.checked).to.equal(true);
    expect(root(el).textContent).to.include('Основная карта');
    expect(root(el).querySelector('.item-name')!.textContent).to.equal('Куртка <b>зимняя</b>'); // server text as text
  });

  it('the pickup list is an APG combobox: typing filters, arrows move, Enter chooses, Escape closes', async () => {
    const el = await mountCheckout();
    const input = root(el).querySelector<HTMLInputElement>('[role="combobox"]')!;
    input.focus();
    await sendKeys({ type: 'москва' });
    await waitFor(() => root(el).querySelectorAll('[role="option"]').length === 3);
    await sendKeys({ press: 'ArrowUp' }); // wraps to the last
    const active = root(el).getElementById(input.getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).to.include('Пункт партнёра №103');
    expect(active.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'false');
    expect(root(el).querySelector<HTMLElement>('[role="listbox"]')!.hidden).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root(el).querySelector('.chosen-name')?.textContent === 'Пункт выдачи №101');
    expect(requests.some((r) => r.url.pathname === '/spa/address/select' && JSON.parse(r.body).addressId === 101)).to.equal(true);
    await waitFor(() => !placeButton(el).disabled);
  });

  it('has no axe violations with the pickup list open', async () => {
    const el = await mountCheckout();
    const input = root(el).querySelector<HTMLInputElement>('[role="combobox"]')!;
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => root(el).querySelectorAll('[role="option"]').length === 3);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('a server error keeps every choice and the same button places the order on retry', async () => {
    const el = await mountCheckout();
    await choosePickup(el, '№102');
    await waitFor(() => !placeButton(el).disabled);
    orderFailures = 1;
    placeButton(el).click();
    const alert = await waitFor(() => root(el).querySelector('[role="alert"]'));
    expect(alert.textContent).to.include('Что-то пошло не так');
    expect(root(el).querySelector('.chosen-name')!.textContent).to.equal('Пункт выдачи №102');
    expect(root(el).querySelector<HTMLInputElement>('input[name="checkout-card"]')!.checked).to.equal(true);
    expect(placeButton(el).disabled).to.equal(false);
    expect(placeButton(el).textContent).to.equal('Повторить оформление заказа');
    const event = new Promise<CustomEvent<{ orderId: string }>>((resolve) =>
      el.addEventListener(
        'vt-checkout-order',
        (e) => {
          e.preventDefault(); // stay on this page
          resolve(e);
        },
        { once: true },
      ),
    );
    placeButton(el).click();
    expect((await event).detail.orderId).to.equal('900001');
    const form = ordered.at(-1)!;
    expect(form.get('officeId')).to.equal('102');
    expect(form.get('deliveryWay')).to.equal('self');
    expect(form.get('bankCardId')).to.equal('c1');
    expect(form.get('isBuyItNowMode')).to.equal('true');
    expect(form.get('userGradeSigned')).to.equal('grade');
    expect(sessionStorage.getItem('confirmed_order_900001')).to.include('900001');
  });

  it('§5 a courier order waits for a window, and a stored window the server no longer offers blocks it', async () => {
    const el = await mountCheckout();
    root(el).querySelector<HTMLInputElement>('input[name="checkout-way"][value="courier"]')!.click();
    await waitFor(() => reasons(el).includes('courierAddress') && reasons(el).includes('courierSlot'));
    const address = root(el).querySelector<HTMLInputElement>('.courier input[type="text"]')!;
    address.focus();
    await sendKeys({ type: 'ул. Мира, 5' });
    const slot = await waitFor(() => root(el).querySelector<HTMLInputElement>('.slot-day input[type="radio"]'));
    slot.click();
    await waitFor(() => !placeButton(el).disabled);
    // Another tab stores a window the fetched list does not have.
    await otherTab('checkout:choices', { courierAddress: 'ул. Мира, 5', slots: [{ day: '2001-01-01', from: 600, to: 840 }] });
    await waitFor(() => reasons(el).includes('slotUnavailable'));
    expect(placeButton(el).disabled).to.equal(true);
    expect(root(el).querySelector('.courier [role="alert"]')!.textContent).to.include('больше недоступно');
  });

  // Issue 10, DESIGN.md "Budgets": the cart and its sync engine come on demand (core/checkout/cart-lines.ts).
  const loadedChunks = () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()!);
  const CART_CHUNK = /^cart(-on-demand)?-[\w-]+\.js$/;
  const SYNC_ENGINE_CHUNK = /^engine-[\w-]+\.js$/;
  const ON_DEMAND_PARTS_CHUNK = /^parts-[\w-]+\.js$/;

  it('buy-it-now never loads the cart or a sync engine; the pickup search and the windows come in their on-demand chunk', async () => {
    await mountCheckout();
    expect(loadedChunks().filter((name) => CART_CHUNK.test(name) || SYNC_ENGINE_CHUNK.test(name))).to.deep.equal([]);
    expect(loadedChunks().some((name) => ON_DEMAND_PARTS_CHUNK.test(name))).to.equal(true);
  });

  it('dist/manifest.json still lists <vt-checkout> with its first-paint chunks only (parts.ts must import nothing only that chunk holds)', async () => {
    const manifest = await new Promise<{ widgets: Record<string, { file: string; imports: string[] } | undefined> }>((resolve, reject) => {
      const xhr = new XMLHttpRequest(); // fetch is faked on this page
      xhr.open('GET', '/dist/manifest.json');
      xhr.responseType = 'json';
      xhr.onload = () => resolve(xhr.response);
      xhr.onerror = reject;
      xhr.send();
    });
    const checkout = manifest.widgets['vt-checkout'];
    expect(checkout?.file).to.match(/^chunks\/checkout\.define-/);
    const names = checkout!.imports.map((file) => file.split('/').pop()!);
    expect(names.filter((name) => ON_DEMAND_PARTS_CHUNK.test(name) || CART_CHUNK.test(name) || SYNC_ENGINE_CHUNK.test(name))).to.deep.equal([]);
  });

  it("the basket: the shared cart's lines come with the cart module, show in the totals and go in the basket call", async () => {
    type CartEngine = { change(changes: { key: string; kind: 'add' | 'delete'; data: unknown }[]): Promise<void> };
    const pageCart = () =>
      (globalThis as unknown as Record<symbol, { parts: Map<string, CartEngine | undefined> } | undefined>)[Symbol.for('vitrina.runtime')]?.parts.get(
        'cart.engine',
      );
    const cartLine = {
      characteristicId: 7010,
      cod1S: 701,
      quantity: 2,
      includeInOrder: true,
      targetUrl: '',
      meta: '',
      price: 400000,
      subjectId: 5,
      currency: 'RUB',
      addedAt: 1,
    };
    const first = await mount<HTMLElement>('<vt-checkout></vt-checkout>', 'vt-checkout');
    const cart = await waitFor(() => pageCart());
    expect(loadedChunks().some((name) => CART_CHUNK.test(name)) && loadedChunks().some((name) => SYNC_ENGINE_CHUNK.test(name))).to.equal(true);
    await cart.change([{ key: '7010', kind: 'add', data: cartLine }]);
    try {
      await waitFor(() => root(first).querySelector('.sums dt')?.textContent === '2 товара');
      cleanup();
      const asked = requests.length;
      await mount<HTMLElement>('<vt-checkout></vt-checkout>', 'vt-checkout');
      const basketCall = await waitFor(() => requests.slice(asked).find((r) => r.url.pathname === '/svc/basket/webapi/basket'));
      const form = new URLSearchParams(basketCall.body);
      expect(JSON.parse(form.get('items')!)).to.deep.equal([{ chrtId: 7010, quantity: 2 }]);
      expect(form.get('isBuyItNowMode')).to.equal('false');
    } finally {
      await cart.change([{ key: '7010', kind: 'delete', data: cartLine }]);
    }
  });
});
