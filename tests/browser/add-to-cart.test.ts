import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, shadow, vitrina, waitFor } from './helpers';

const SERVICES = {
  site: '/',
  catalog: '/svc/catalog',
  cartStorage: '/svc/cart',
  favs: '/svc/favs',
  images: '/cdn',
  cdn: '/svc/cdn',
  static: '/static',
  settings: '/',
  auth: '/svc/auth',
};
const card = (nmId: number, chrtId: number) => ({
  nmId,
  id: nmId,
  name: `Product ${nmId}`,
  brand: 'Brand',
  supplier: 'Seller',
  supplierId: 1,
  subjectId: 5,
  pics: 1,
  currency: 'RUB',
  colors: [{ id: 1, name: 'red' }],
  sizes: [{ characteristicId: chrtId, name: 'M', stocks: [{ qty: 3 }], price: { basic: 20000, product: 15000, priceToShow: 15000, sale: 25 } }],
});

const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/cart-test-services.json') return json(SERVICES);
  if (url.pathname === '/svc/catalog/cards/list') {
    const ids = (url.searchParams.get('nm') ?? '')
      .split(';')
      .map(Number)
      .filter((id) => id !== 404);
    return json({ state: 0, data: { products: ids.map((id) => card(id, id * 10)) } });
  }
  if (url.pathname.startsWith('/svc/') || url.pathname.startsWith('/webapi/') || url.pathname.startsWith('/static/'))
    return new Response('{}', { status: 503 });
  return realFetch(input, init);
}) as typeof fetch;
await vitrina.configure({ services: '/cart-test-services.json' });

describe('<vt-add-to-cart>', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('adds the product by product and size, updates its label and sends vt-cart-change', async () => {
    const element = await mount<HTMLElement>('<vt-add-to-cart product="7001" size="70010"></vt-add-to-cart>', 'vt-add-to-cart');
    const button = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('button[part="button"]:not([disabled])'));
    const event = nextEvent<{ characteristicId: number; product: number; quantity: number }>(element, 'vt-cart-change');
    button.click();
    expect((await event).detail).to.deep.equal({ action: 'add', characteristicId: 70010, product: 7001, quantity: 1 });
    await waitFor(() => /1/.test(button.textContent ?? ''));
  });

  it('two buttons for the same size show the same count at once (one shared store)', async () => {
    const element = await mount<HTMLElement>(
      '<vt-add-to-cart product="7002" size="70020"></vt-add-to-cart><vt-add-to-cart id="b" product="7002" size="70020"></vt-add-to-cart>',
      'vt-add-to-cart',
    );
    const other = document.getElementById('b')!;
    await waitFor(() => other.shadowRoot?.querySelector('button'));
    const button = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('button:not([disabled])'));
    button.click();
    button.click();
    await waitFor(() => /2/.test(other.shadowRoot!.querySelector('button')!.textContent ?? ''));
  });

  it('an attribute naming a missing product shows a clear empty state', async () => {
    const element = await mount<HTMLElement>('<vt-add-to-cart product="404"></vt-add-to-cart>', 'vt-add-to-cart');
    const empty = await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]'));
    expect(empty.getAttribute('role')).to.equal('status');
  });

  it('removing the product attribute resets it to the empty state', async () => {
    const element = await mount<HTMLElement>('<vt-add-to-cart product="7003" size="70030"></vt-add-to-cart>', 'vt-add-to-cart');
    await waitFor(() => element.shadowRoot!.querySelector('button'));
    element.removeAttribute('product');
    await waitFor(() => element.shadowRoot!.querySelector('[part="empty"]'));
  });

  it('is keyboard reachable, 44px high and has no axe violations', async () => {
    const element = await mount<HTMLElement>('<vt-add-to-cart product="7004" size="70040"></vt-add-to-cart>', 'vt-add-to-cart');
    const button = await waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>('button:not([disabled])'));
    button.focus();
    expect(element.shadowRoot!.activeElement).to.equal(button);
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    expect(await axeViolations(element)).to.deep.equal([]);
    expect(shadow(element, '[part="message"]').textContent).to.equal('');
  });
});
