import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { axeViolations, cleanup, idle, mount, nextEvent, otherTab, vitrina, waitFor } from './helpers';

/** <vt-product-grid> (issue 10 listings; storefront-shell.md §5, §9; storefront-routing-wallet.md §9). No server: a fake fetch. */

type Reply = (url: URL) => Response | Promise<Response>;
const calls: URL[] = [];
const creativeCalls: URL[] = [];
const PROMO = 188852;
let creatives: { thermometer: number[]; redPrices: number[]; panels: number[]; hash: string } = { panels: [], thermometer: [], redPrices: [], hash: 'none' };
let reply: Reply = () => new Response('{}', { status: 404 });
const realFetch = globalThis.fetch.bind(globalThis);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.pathname === '/grid-services.json')
    return json({ site: '/', static: '/static', search: '/svc/search', catalog: '/svc/catalog', images: '/cdn', cdn: '/svc/cdn' });
  // storefront-shell.md §7 promo creatives: the hash, then the json.
  if (url.pathname === '/static/promotion-creatives.json.hash') return new Response(creatives.hash, { status: 200 });
  if (url.pathname === '/static/promotion-creatives.json') {
    creativeCalls.push(url);
    return json(creatives);
  }
  if (url.pathname.startsWith('/svc/')) {
    calls.push(url);
    return reply(url);
  }
  return realFetch(input, init);
}) as typeof fetch;
await vitrina.configure({ services: '/grid-services.json' });

const card = (nmId: number, extra: Record<string, unknown> = {}) => ({
  nmId,
  name: `Платье ${nmId}`,
  brand: 'Бренд',
  pics: 2,
  reviewRating: 4.5,
  feedbacks: 12,
  colors: [{ id: 1, name: 'красный' }],
  totalQuantity: 50,
  time1: 30,
  sizes: [
    {
      characteristicId: nmId * 10,
      name: '',
      stocks: [{ wh: 1, qty: 50, time1: 30, time2: 50 }],
      saleConditions: 2,
      price: { basic: 300000, product: 150000, priceToShow: 150000, sale: 50 },
    },
  ],
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
  // A desktop screen (§9 from 1024 px): the controls above the tiles. The phone's sheet has its own test below.
  before(() => setViewport({ width: 1280, height: 800 }));
  beforeEach(() => {
    calls.length = 0;
    localStorage.removeItem('vitrina:catalog-options');
  });
  afterEach(() => cleanup());

  // The page's first grid: the buttons' code loads after its first paint (product-grid-buttons.test.ts has the same for a press).
  it('issue 10: keyboard focus on a placeholder button moves to the real button that replaces it', async () => {
    const grid = await mount<HTMLElement>('<vt-product-grid no-controls></vt-product-grid>', 'vt-product-grid');
    let focusedPlaceholder = false;
    const observer = new MutationObserver(() => {
      const button = root(grid).querySelector<HTMLButtonElement>('li.tile[data-nm="852"] button.add');
      if (!button) return;
      observer.disconnect();
      button.focus();
      focusedPlaceholder = button.hasAttribute('data-placeholder') && root(grid).activeElement === button;
    });
    observer.observe(root(grid), { subtree: true, childList: true });
    (grid as HTMLElement & { products: unknown }).products = [card(852)];
    const real = await waitFor(() => root(grid).querySelector<HTMLButtonElement>('li.tile[data-nm="852"] button.add:not([data-placeholder])'));
    expect(focusedPlaceholder).to.equal(true);
    await waitFor(() => root(grid).activeElement === real);
  });

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
    // §9 "Default card size c516x688".
    expect(performance.getEntriesByType('resource').some((e) => /\/part2\/2001\/images\/c516x688\/1\.webp$/.test(e.name))).to.equal(true);
  });

  it('loads a search page with the query, sort and page, and shows the price, old price, rating, colour and badges', async () => {
    reply = () => searchPage([3001, 3002], 250);
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
    expect(text).to.contain('Осталось 50 штук');
    // §9 3 pages (250 / 100), all shown (at most 8), page 2 current.
    const pages = [...root(grid).querySelectorAll('nav a:not(.pager-step)')];
    expect(pages.map((a) => a.textContent)).to.deep.equal(['1', '2', '3']);
    expect(pages[1]!.getAttribute('aria-current')).to.equal('page');
    expect(root(grid).querySelector('[part="count"]')!.textContent).to.equal('250 товаров');
  });

  it('routing-wallet §5 number shortening: a tile shows 12345 feedbacks as "12,3 тыс." and the rating as "4,8"; its label keeps the exact count', async () => {
    reply = () => json({ metadata: { catalog_type: 'preset' }, data: { total: 1, products: [card(3101, { feedbacks: 12345, reviewRating: 4.8 })] } });
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="куртка"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 1);
    const rating = tiles(grid)[0]!.querySelector('.tile-rating')!;
    expect(rating.querySelector('[aria-hidden="true"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('★ 4,8 · 12,3 тыс.');
    expect(rating.querySelector('.vt-visually-hidden')!.textContent).to.match(/^Рейтинг 4,8 из 5, 12\s345 отзывов$/);
  });

  it('a rating with no feedbacks behind it is not shown (no "★ 3,7 · 0"); one with feedbacks is', async () => {
    reply = () =>
      json({
        metadata: { catalog_type: 'preset' },
        data: { total: 2, products: [card(3201, { feedbacks: 0, reviewRating: 3.7 }), card(3202, { feedbacks: 3, reviewRating: 4.1 })] },
      });
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="плащ"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 2);
    expect(tiles(grid)[0]!.querySelector('.tile-rating')).to.equal(null);
    expect(tiles(grid)[1]!.querySelector('.tile-rating [aria-hidden="true"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('★ 4,1 · 3');
  });

  it('§9 the pager comes under the whole page of 100 tiles, never under the first batches (it would move down)', async () => {
    reply = () =>
      searchPage(
        Array.from({ length: 100 }, (_, i) => 7000 + i),
        250,
      );
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="шапка"></vt-product-grid>', 'vt-product-grid');
    const seen: Array<{ tiles: number; pager: boolean }> = [];
    const look = () => seen.push({ tiles: tiles(grid).length, pager: root(grid).querySelector('nav.pager') !== null });
    look();
    const observer = new MutationObserver(look);
    observer.observe(root(grid), { subtree: true, childList: true });
    await waitFor(() => tiles(grid).length === 100 && root(grid).querySelector('nav.pager') !== null);
    observer.disconnect();
    expect(
      seen.some((s) => s.tiles > 0 && s.tiles < 100),
      'the tiles came in batches',
    ).to.equal(true);
    expect(seen.filter((s) => s.pager).every((s) => s.tiles === 100)).to.equal(true);
    expect(tiles(grid)).to.have.length(100);
  });

  it('§9 infinite scroll: the next page is asked for only once the whole page above the sentinel is rendered, and comes under it', async () => {
    const asked: Array<{ page: number; tilesShown: number }> = [];
    let grid: HTMLElement | undefined;
    reply = (url) => {
      const page = Number(url.searchParams.get('page'));
      asked.push({ page, tilesShown: grid ? tiles(grid).length : 0 });
      return searchPage(
        Array.from({ length: 100 }, (_, i) => page * 1000 + i),
        250,
      );
    };
    grid = await mount<HTMLElement>('<vt-product-grid source="search" query="пальто" infinite></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid!).length === 100);
    root(grid).querySelector('.more')!.scrollIntoView();
    await waitFor(() => tiles(grid!).length === 200);
    expect(asked.map((a) => a.page)).to.deep.equal([1, 2]);
    expect(asked[1]!.tilesShown).to.equal(100);
    expect(tiles(grid)[100]!.dataset.nm).to.equal('2000');
    expect(root(grid).querySelector('nav.pager')).to.equal(null);
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
    await waitFor(() => JSON.parse(localStorage.getItem('vitrina:catalog-options') ?? '{}').sort === 'priceup');
    expect(grid.hasAttribute('sort')).to.equal(false);
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

  it('a search that finds nothing says so and gives up the reserved 720 px (what the page adds below is not pushed down)', async () => {
    reply = () => searchPage([], 0);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="zzqqxx"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => root(grid).querySelector('[part="empty"]'));
    expect(root(grid).querySelector('[part="empty"]')!.textContent).to.equal('Ничего не нашлось');
    expect(grid.getBoundingClientRect().height).to.be.below(300);
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
  describe('§9 tile size: "Image sizes tm, c246x328, c516x688 ... Default card size c516x688; catalog options stored 7 days"', () => {
    const sizeButton = (grid: HTMLElement, name: string) =>
      [...root(grid).querySelectorAll<HTMLButtonElement>('[role="group"] button')].find((b) => b.textContent === name)!;
    const columns = (grid: HTMLElement) => getComputedStyle(root(grid).querySelector('ul.tiles')!).gridTemplateColumns.split(' ').length;
    type Picture = { src: string; width: string | null; height: string | null };
    /** Every tile picture the grid puts in (the test server has none: each fails and turns into the placeholder). */
    const recordPictures = (grid: HTMLElement): Picture[] => {
      const seen: Picture[] = [];
      const note = (img: HTMLImageElement) => {
        const src = img.getAttribute('src') ?? '';
        if (!seen.some((picture) => picture.src === src)) seen.push({ src, width: img.getAttribute('width'), height: img.getAttribute('height') });
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && record.target instanceof HTMLImageElement) note(record.target);
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement) (node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll('img')]).forEach(note);
          }
        }
      }).observe(root(grid), { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
      return seen;
    };
    const stored = () => JSON.parse(localStorage.getItem('vitrina:catalog-options') ?? '{}') as { cardSize?: string };
    /** Another tab's options on the kit's bus (the page keeps its options in memory between tests). */
    const fromAnotherTab = (options: object) => otherTab('catalog:options', options);
    // Expired options are the defaults (big tiles) in every tab, this one included.
    beforeEach(() => fromAnotherTab({ savedAt: 0 }));

    async function mountSized(ids: number[]): Promise<{ grid: HTMLElement; seen: Picture[] }> {
      // The answer waits until the pictures are watched.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      reply = () => answered.then(() => searchPage(ids, ids.length));
      // Each test its own query (listings stay in the page's store by source and query).
      const grid = await mount<HTMLElement>(
        `<vt-product-grid source="search" query="размер ${ids[0]}" style="width: 1000px"></vt-product-grid>`,
        'vt-product-grid',
      );
      const seen = recordPictures(grid);
      answer();
      await waitFor(() => tiles(grid).length === ids.length);
      return { grid, seen };
    }

    it('big tiles are the default: c516x688 pictures with 516x688 boxes, fewer columns; the big button is pressed', async () => {
      const { grid, seen } = await mountSized([11001, 11002, 11003, 11004, 11005, 11006]);
      const group = root(grid).querySelector('.card-size[role="group"]')!;
      expect(root(grid).getElementById(group.getAttribute('aria-labelledby')!)!.textContent).to.equal('Размер карточек');
      expect(sizeButton(grid, 'Крупные').getAttribute('aria-pressed')).to.equal('true');
      expect(sizeButton(grid, 'Мелкие').getAttribute('aria-pressed')).to.equal('false');
      await waitFor(() => seen.length === 6);
      expect(seen[0]!.src).to.match(/\/11001\/images\/c516x688\/1\.webp$/);
      // The box is known before the picture loads: nothing shifts.
      for (const picture of seen) expect([picture.src.includes('/images/c516x688/'), picture.width, picture.height]).to.deep.equal([true, '516', '688']);
      // 1000 px: big tiles at least 240 px wide -> 3 columns.
      expect(columns(grid)).to.equal(3);
    });

    it('choosing small tiles changes the pictures and the columns, is stored, and the next grid opens small', async () => {
      const { grid, seen } = await mountSized([12001, 12002, 12003, 12004, 12005, 12006]);
      const big = columns(grid);
      await waitFor(() => seen.length === 6);
      seen.length = 0;
      sizeButton(grid, 'Мелкие').click();
      await waitFor(() => sizeButton(grid, 'Мелкие').getAttribute('aria-pressed') === 'true');
      expect(sizeButton(grid, 'Крупные').getAttribute('aria-pressed')).to.equal('false');
      expect(root(grid).querySelector('ul.tiles')!.getAttribute('data-card-size')).to.equal('c246x328');
      // 1000 px: small tiles at least 180 px wide -> 5 columns.
      expect(columns(grid)).to.equal(5);
      expect(columns(grid)).to.be.greaterThan(big);
      await waitFor(() => seen.length === 6);
      for (const picture of seen) expect([picture.src.includes('/images/c246x328/'), picture.width, picture.height]).to.deep.equal([true, '246', '328']);
      expect(stored().cardSize).to.equal('c246x328');
      cleanup();
      // Every listing opens with the shopper's choice.
      const { grid: next } = await mountSized([12101]);
      expect(sizeButton(next, 'Мелкие').getAttribute('aria-pressed')).to.equal('true');
      expect(root(next).querySelector('ul.tiles')!.getAttribute('data-card-size')).to.equal('c246x328');
    });

    it('keyboard: the size buttons are 44 px targets reached with Tab and pressed with Space', async () => {
      const { grid } = await mountSized([14001]);
      const small = sizeButton(grid, 'Мелкие');
      const big = sizeButton(grid, 'Крупные');
      for (const button of [small, big]) {
        const box = button.getBoundingClientRect();
        expect(box.height).to.be.at.least(44);
        expect(box.width).to.be.at.least(44);
      }
      big.focus();
      await sendKeys({ press: 'Tab' });
      expect(root(grid).activeElement).to.equal(small);
      await sendKeys({ press: 'Space' });
      await waitFor(() => small.getAttribute('aria-pressed') === 'true');
      await sendKeys({ press: 'Shift+Tab' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => big.getAttribute('aria-pressed') === 'true');
      expect(stored().cardSize).to.equal('c516x688');
      expect(await axeViolations(grid)).to.deep.equal([]);
    });

    it('another tab’s choice is followed at once; a size that is not a tile size is big tiles', async () => {
      const { grid } = await mountSized([15001]);
      await fromAnotherTab({ cardSize: 'c246x328', hideAdult: false, savedAt: Date.now() });
      await waitFor(() => sizeButton(grid, 'Мелкие').getAttribute('aria-pressed') === 'true');
      await fromAnotherTab({ cardSize: 'c9999x1', hideAdult: false, savedAt: Date.now() });
      await waitFor(() => sizeButton(grid, 'Крупные').getAttribute('aria-pressed') === 'true');
      expect(root(grid).querySelector('ul.tiles')!.getAttribute('data-card-size')).to.equal('c516x688');
    });
  });

  describe('§3 promo creatives on a promotion listing ("thermometer (ids), redPrices (ids)"; §5 "at most 1000")', () => {
    const promoPage = (items: Array<[number, number]>) =>
      json({ data: { total: items.length, products: items.map(([id, quantity]) => card(id, { totalQuantity: quantity })) } });
    const redPrice = (tile: HTMLLIElement) => tile.querySelector('.tile-price--red .now');
    const thermometer = (tile: HTMLLIElement) => /Остал(ась|ось) \d[\d\u00A0]* шту(ка|ки|к)/.test(tile.textContent ?? '');

    it('the promo in redPrices and thermometer: red prices, and the thermometer only up to 1000 pieces', async () => {
      creatives = { panels: [], thermometer: [PROMO], redPrices: [PROMO], hash: 'h1' };
      reply = (url) =>
        url.pathname === '/svc/catalog/promotions/products'
          ? promoPage([
              [16001, 1000],
              [16002, 1001],
            ])
          : json({}, 404);
      const grid = await mount<HTMLElement>(`<vt-product-grid source="promotion" promo="${PROMO}"></vt-product-grid>`, 'vt-product-grid');
      await waitFor(() => tiles(grid).length === 2 && redPrice(tiles(grid)[0]!));
      const [within, over] = tiles(grid) as [HTMLLIElement, HTMLLIElement];
      expect(calls.find((c) => c.pathname === '/svc/catalog/promotions/products')!.searchParams.get('promo')).to.equal(String(PROMO));
      expect(redPrice(over)).to.not.equal(null);
      // --vt-red-price-color, by default red (the normal price is --vt-price-color, near black).
      expect(getComputedStyle(redPrice(within)!).color).to.equal('rgb(200, 0, 45)');
      expect(within.querySelector('[part~="tile-price-red"]')).to.not.equal(null);
      await waitFor(() => thermometer(within));
      expect(thermometer(over)).to.equal(false);
      expect(await axeViolations(grid)).to.deep.equal([]);
    });

    it('another promo (not in the lists): no red prices and no thermometer, even for few pieces', async () => {
      creatives = { panels: [], thermometer: [PROMO], redPrices: [PROMO], hash: 'h2' };
      reply = () => promoPage([[17001, 5]]);
      const grid = await mount<HTMLElement>('<vt-product-grid source="promotion" promo="42"></vt-product-grid>', 'vt-product-grid');
      await waitFor(() => tiles(grid).length === 1);
      await waitFor(() => creativeCalls.length > 0);
      await idle(); // the creatives' answer has been applied
      expect(redPrice(tiles(grid)[0]!)).to.equal(null);
      expect(thermometer(tiles(grid)[0]!)).to.equal(false);
    });

    it('outside a promotion listing the creatives are not asked and the §5 quantity rule stays', async () => {
      creativeCalls.length = 0;
      reply = () => json({ metadata: { catalog_type: 'preset' }, data: { total: 1, products: [card(18001, { totalQuantity: 7 })] } });
      const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="акция"></vt-product-grid>', 'vt-product-grid');
      await waitFor(() => tiles(grid).length === 1);
      expect(thermometer(tiles(grid)[0]!)).to.equal(true);
      expect(redPrice(tiles(grid)[0]!)).to.equal(null);
      await idle();
      expect(creativeCalls).to.deep.equal([]);
    });
  });
});

// Last in the file: the sort chosen here stays the shopper's remembered sort for the page.
describe('<vt-product-grid> on a phone', () => {
  before(() => setViewport({ width: 390, height: 800 }));
  after(() => setViewport({ width: 1280, height: 800 }));
  afterEach(() => cleanup());

  it('§9 on a phone the controls wait behind "Фильтры" in a bottom sheet; sort applies with "Показать товары"', async () => {
    reply = () => searchPage([6001], 1);
    const grid = await mount<HTMLElement>('<vt-product-grid source="search" query="пальто"></vt-product-grid>', 'vt-product-grid');
    await waitFor(() => tiles(grid).length === 1);
    const button = root(grid).querySelector<HTMLButtonElement>('[part="filters-button"]')!;
    expect(button.textContent).to.equal('Фильтры');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    // The first screen holds the goods, not the sort, delivery, size and 18+ controls.
    expect(root(grid).querySelector('select')).to.equal(null);
    button.click();
    const sheet = root(grid).querySelector<HTMLDialogElement>('dialog[part="filters-sheet"]')!;
    await waitFor(() => sheet.open && select(grid, 'Сортировка') !== null);
    const asked = calls.length;
    choose(select(grid, 'Сортировка'), 'priceup');
    // Chosen in the sheet, not yet applied.
    expect(calls.length).to.equal(asked);
    const changed = nextEvent<{ sort: string }>(grid, 'vt-listing-change');
    [...sheet.querySelectorAll('button')].find((b) => b.textContent === 'Показать товары')!.click();
    expect((await changed).detail.sort).to.equal('priceup');
    await waitFor(() => !sheet.open && calls.some((c) => c.searchParams.get('sort') === 'priceup'));
    await waitFor(() => root(grid).querySelector('.filters-badge')?.getAttribute('aria-label') === 'Выбран 1 фильтр');
  });
});
