import { expect } from 'chai';
import { axeViolations, cleanup, mount, nextEvent, vitrina, waitFor } from './helpers';

/** <vt-product-grid> (issue 10 listings; storefront-shell.md §5, §9; storefront-routing-wallet.md §9). No server: a fake fetch. */

type Reply = (url: URL) => Response;
const calls: URL[] = [];
let reply: Reply = () => new Response('{}', { status: 404 });
const realFetch = globalThis.fetch.bind(globalThis);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.pathname === '/grid-services.json') return json({ site: '/', static: '/static', search: '/svc/search', catalog: '/svc/catalog', images: '/cdn', cdn: '/svc/cdn' });
  if (url.pathname.startsWith('/svc/')) {
    calls.push(url);
    return reply(url);
  }
  return realFetch(input, init);
}) as typeof fetch;
await vitrina.configure({ services: '/grid-services.json' });

const card = (nmId: number, extra: Record<string, unknown> = {}) => ({
  nmId, name: `Платье ${nmId}`, brand: 'Бренд', pics: 2, reviewRating: 4.5, feedbacks: 12, colors: [{ id: 1, name: 'красный' }], totalQuantity: 50, time1: 30,
  sizes: [{ characteristicId: nmId * 10, name: '', stocks: [{ wh: 1, qty: 50, time1: 30, time2: 50 }], saleConditions: 2, price: { basic: 300000, product: 150000, priceToShow: 150000, sale: 50 } }],
  ...extra,
});
const searchPage = (ids: number[], total: number) => json({ metadata: { catalog_type: 'preset' }, data: { total, products: ids.map((id) => card(id)) } });

const root = (grid: HTMLElement) => grid.shadowRoot!;
const tiles = (grid: HTMLElement) => [...root(grid).querySelectorAll<HTMLLIElement>('li.tile')];
const select = (grid: HTMLElement, label: string) => {
  const found = [...root(grid).querySelectorAll('label')].find((l) => l.textContent === label);
  return root(grid).getElementById(found!.htmlFor) as HTMLSelectElement;
};
const choose = (element: HTMLSelectElement, value: string) => {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
};
const byTestFilter = (event: Event) => event.preventDefault();

describe('<vt-product-grid>', () => {
  beforeEach(() => {
    calls.length = 0;
    localStorage.removeItem('vitrina:catalog-options');
  });
  afterEach(() => cleanup());

  it('renders given cards with the spec fallbacks: no-name key, placeholder with common.noPhoto, hidden cards', async () => {
    const grid = await mount<HTMLElement>('<vt-product-grid no-controls></vt-product-grid>', 'vt-product-grid');
    (grid as HTMLElement & { products: unknown }).products = [
      card(1001, { name: '' }),
      card(1002, { pics: 0 }),
      card(1003, { sizes: [{ characteristicId: 1, stocks: [{ qty: 3 }] }] }), // §5 no price: hidden
      { nmId: 'broken' },
      card(1004),
    ];
    await waitFor(() => tiles(grid).length === 2);
    expect(tiles(grid)[0]!.textContent).to.contain('Название не указано');
    // §5 lenient mode: pictures only (1002 has none and stays hidden).
    grid.setAttribute('lenient', '');
    await waitFor(() => tiles(grid).length === 3);
    expect(tiles(grid).some((t) => t.dataset.nm === '1002')).to.equal(false);
    const soldOut = tiles(grid).find((t) => t.dataset.nm === '1003')!;
    expect(soldOut.textContent).to.contain('Нет в наличии');
    grid.removeAttribute('lenient');
    await waitFor(() => tiles(grid).length === 2);
  });

  it('a broken image falls back to the placeholder', async () => {
    const grid = await mount<HTMLElement>('<vt-product-grid no-controls></vt-product-grid>', 'vt-product-grid');
    (grid as HTMLElement & { products: unknown }).products = [card(2001)];
    // The test server has no pictures: the CDN address is asked, fails, and the placeholder shows.
    const placeholder = await waitFor(() => root(grid).querySelector('[part="tile-placeholder"]'));
    expect(placeholder.textContent).to.equal('Нет фото');
    expect(root(grid).querySelector('li.tile img')).to.equal(null);
    expect(performance.getEntriesByType('resource').some((e) => /\/part2\/2001\/images\/c246x328\/1\.webp$/.test(e.name))).to.equal(true);
  });

  it('loads a search page with the query, sort and page, and shows the price, old price, rating, colour and badges', async () => {
    reply = (url) => searchPage([3001, 3002], 250);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="платье" sort="rate" page="2"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 2);
    const call = calls.find((c) => c.pathname === '/svc/search/search')!;
    expect(call.searchParams.get('query')).to.equal('платье');
    expect(call.searchParams.get('sort')).to.equal('rate');
    expect(call.searchParams.get('page')).to.equal('2');
    const text = tiles(grid)[0]!.textContent!;
    expect(text).to.match(/1\s?500/);
    expect(text).to.match(/3\s?000/);
    expect(text).to.contain('красный');
    expect(text).to.contain('Предоплата');
    expect(text).to.contain('Осталось 50 шт.');
    // §9 3 pages (250 / 100), all shown (at most 8), page 2 current.
    const pages = [...root(grid).querySelectorAll('nav a:not(.pager-step)')];
    expect(pages.map((a) => a.textContent)).to.deep.equal(['1', '2', '3']);
    expect(pages[1]!.getAttribute('aria-current')).to.equal('page');
    expect(root(grid).querySelector('[part="count"]')!.textContent).to.equal('Товаров: 250');
  });

  it('a page link sends vt-listing-change and, with no router, shows the page in place', async () => {
    reply = (url) => searchPage([Number(url.searchParams.get('page')) * 100], 250);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="юбка"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 1);
    const changed = nextEvent<{ page: number; sort: string; href: string }>(grid, 'vt-listing-change');
    root(grid).querySelector<HTMLAnchorElement>('nav a[aria-label="Страница 3"]')!.click();
    const detail = (await changed).detail;
    expect(detail.page).to.equal(3);
    expect(detail.href).to.contain('page=3');
    await waitFor(() => grid.getAttribute('page') === '3' && tiles(grid)[0]?.dataset.nm === '300');
    expect(location.search).to.not.contain('page=3');
  });

  it('§9 sort: popular by default, a change is remembered (and cancelable by the host)', async () => {
    reply = () => searchPage([4001], 1);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="шарф"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 1);
    const sort = select(grid, 'Сортировка');
    expect(sort.value).to.equal('popular');
    grid.addEventListener('vt-listing-change', byTestFilter, { once: true });
    choose(sort, 'priceup');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(grid.hasAttribute('sort')).to.equal(false);
    expect(JSON.parse(localStorage.getItem('vitrina:catalog-options')!).sort).to.equal('priceup');
    choose(select(grid, 'Сортировка'), 'newly');
    await waitFor(() => grid.getAttribute('sort') === 'newly');
    await waitFor(() => calls.some((c) => c.searchParams.get('sort') === 'newly'));
    // Removing the attribute resets it: the remembered sort.
    grid.removeAttribute('sort');
    await waitFor(() => select(grid, 'Сортировка').value === 'newly');
  });

  it('§9 the delivery filter sends fdlvr adjusted by the hours left today', async () => {
    reply = () => searchPage([5001], 1);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="кеды"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 1);
    choose(select(grid, 'Срок доставки'), '4');
    await waitFor(() => calls.some((c) => c.searchParams.get('fdlvr') === '4'));
    choose(select(grid, 'Срок доставки'), '24');
    const hoursLeft = Math.ceil((new Date().setHours(24, 0, 0, 0) - Date.now()) / 3_600_000);
    await waitFor(() => calls.some((c) => Number(c.searchParams.get('fdlvr')) === 24 + hoursLeft));
  });

  it('a tile click sends the cancelable vt-product-select {nmId, href}', async () => {
    const grid = await mount<HTMLElement>('<vt-product-grid no-controls></vt-product-grid>', 'vt-product-grid');
    (grid as HTMLElement & { products: unknown }).products = [card(6001)];
    const link = await waitFor(() => root(grid).querySelector<HTMLAnchorElement>('a.tile-link'));
    expect(link.getAttribute('href')).to.equal('/catalog/6001/detail.aspx');
    grid.addEventListener('vt-product-select', byTestFilter, { once: true });
    const selected = nextEvent<{ nmId: number; href: string }>(grid, 'vt-product-select');
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect((await selected).detail).to.deep.equal({ nmId: 6001, href: '/catalog/6001/detail.aspx' });
    expect(click.defaultPrevented).to.equal(true);
  });

  it('§5 adult items are blurred until confirmed and hidden by the adult filter', async () => {
    const grid = await mount<HTMLElement>('<vt-product-grid></vt-product-grid>', 'vt-product-grid');
    (grid as HTMLElement & { products: unknown }).products = [card(7001, { adult: true }), card(7002)];
    await waitFor(() => tiles(grid).length === 2);
    const adult = tiles(grid).find((t) => t.dataset.nm === '7001')!;
    expect(adult.querySelector('.tile-image--blurred')).to.not.equal(null);
    expect(adult.querySelector('button.tile-adult')!.textContent).to.equal('Мне есть 18 лет');
    const check = root(grid).querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    check.click();
    await waitFor(() => tiles(grid).length === 1);
    check.click();
    await waitFor(() => tiles(grid).length === 2);
  });

  it('a failing load shows the error with a retry that loads again', async () => {
    reply = () => json({ error: 'down' }, 500);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="ошибка"></vt-product-grid>', 'vt-product-grid');
    const alert = await waitFor(() => root(grid).querySelector('[role="alert"]'));
    expect(alert.textContent).to.contain('Что-то пошло не так');
    reply = () => searchPage([8001], 1);
    alert.querySelector('button')!.click();
    await waitFor(() => tiles(grid).length === 1);
  });

  it('keyboard: tiles are links, controls are labelled; axe finds nothing', async () => {
    reply = () => searchPage([9001, 9002, 9003], 300);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="пальто"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 3);
    const links = [...root(grid).querySelectorAll<HTMLAnchorElement>('a.tile-link')];
    links[0]!.focus();
    expect(root(grid).activeElement).to.equal(links[0]);
    expect(links[0]!.textContent).to.contain('Платье 9001');
    expect(await axeViolations(grid)).to.deep.equal([]);
  });
});
