import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderProduct } from '../../../host/pages/product';
import { render as renderHome } from '../../../host/pages/home';
import { startProductPopup } from '../../../host/product-popup';
import { productPopupAtom, resetProductPopup } from '../../../core/domain/catalog/product/popup';
import { forgetProductDetails } from '../../../core/domain/catalog/product/detail';
import { saveSpaHistoryEntry, findSpaHistoryEntry, historyIdOf } from '../../../core/domain/navigation/routes/history';
import { getStore } from '../../../core/platform/store/store';
import { fakeFetch, json, resetPage } from '../core/http-fakes';
import { pageProps } from './page-props';
import { freshRuntime } from '../fresh-runtime';
const props = (name: string, url: string, data: unknown, params: Record<string, string> = {}) => pageProps(name, url, data, params);

const card = (nmId: number, name = `Dress ${nmId}`) => ({ nmId, name, pics: 3, sizes: [] });

describe('host/pages/product (routing-wallet §2.2 SpaProductCardData)', () => {
  beforeEach(() => {
    resetPage();
    document.body.replaceChildren();
    // The page asks for similar products (the mini-card shelf): none, unless a test says otherwise.
    fakeFetch((call) => (call.url.includes('/recommendation/catalog') ? json({ nms: [] }) : json({})));
  });

  it('passes the route data to one <vt-product-card> (no second request), the size query, and a light-DOM LCP picture', () => {
    const container = document.createElement('main');
    const view = renderProduct(
      container,
      props('SpaProductCardEntrypoint', '/catalog/123456/detail.aspx?size=7', { product: card(123456) }, { cod1S: '123456' }),
    );
    const element = container.querySelector('vt-product-card') as HTMLElement & { product?: unknown };
    expect(element.getAttribute('nm-id')).toBe('123456');
    expect(element.getAttribute('size')).toBe('7');
    expect(element.product).toEqual(card(123456));
    expect(element.querySelector('img.vt-lcp')?.getAttribute('src')).toMatch(/\/part123\/123456\/images\/c516x688\/1\.webp$/);
    expect(element.querySelector('h1.vt-lcp-title')?.textContent).toBe('Dress 123456');
    expect(view.title).toBe('Dress 123456');
    view.unmount();
    expect(container.childElementCount).toBe(0);
  });

  it("shell §5 an adult product's picture is not in the first paint: the card blurs it until the age is confirmed", () => {
    const container = document.createElement('main');
    renderProduct(container, props('SpaProductCardEntrypoint', '/catalog/77/detail.aspx', { product: { ...card(77), adult: true } }, { cod1S: '77' }));
    const element = container.querySelector('vt-product-card')!;
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('h1.vt-lcp-title')?.textContent).toBe('Dress 77');
  });

  it("routing-wallet §2.3 the address's targetUrl, erid and isTrend=true reach the card; hostile values do not", () => {
    const container = document.createElement('main');
    renderProduct(
      container,
      props(
        'SpaProductCardEntrypoint',
        '/catalog/123456/detail.aspx?targetUrl=GP&erid=2VtzqwJ7Xyz&isTrend=true',
        { product: card(123456) },
        { cod1S: '123456' },
      ),
    );
    const element = container.querySelector('vt-product-card')!;
    expect(element.getAttribute('target-url')).toBe('GP');
    expect(element.getAttribute('erid')).toBe('2VtzqwJ7Xyz');
    expect(element.hasAttribute('is-trend')).toBe(true);

    const hostile = document.createElement('main');
    const query = new URLSearchParams({ targetUrl: '<script>x</script>', erid: '"><img>', isTrend: 'yes' });
    renderProduct(hostile, props('SpaProductCardEntrypoint', `/catalog/123456/detail.aspx?${query}`, { product: card(123456) }, { cod1S: '123456' }));
    const plain = hostile.querySelector('vt-product-card')!;
    expect(['target-url', 'erid', 'is-trend'].filter((name) => plain.hasAttribute(name))).toEqual([]);
  });

  it('shell §2 mini cards: the visually similar products (§7 type=visuallysimilar&forproduct) show under the card as a shelf', async () => {
    const calls = fakeFetch((call) => (call.url.includes('/recommendation/catalog') ? json({ nms: [555001, 123457, 555002], source: 1 }) : json({})));
    const container = document.createElement('main');
    document.body.append(container);
    const view = renderProduct(container, props('SpaProductCardEntrypoint', '/catalog/123457/detail.aspx', { product: card(123457) }, { cod1S: '123457' }));
    await vi.waitFor(() => expect(container.querySelector('section[data-shelf="similar"]')).not.toBeNull());
    const asked = new URL(calls.find((c) => c.url.includes('/recommendation/catalog'))!.url);
    expect(asked.searchParams.get('type')).toBe('visuallysimilar');
    expect(asked.searchParams.get('forproduct')).toBe('123457');
    const shelf = container.querySelector('section[data-shelf="similar"]')!;
    expect(shelf.querySelector('h2')?.textContent).toBe('Похожие товары');
    // The product itself is not among them; the places are plain links until the shelf nears the viewport.
    expect([...shelf.querySelectorAll('a.vt-shelf-link')].map((a) => a.getAttribute('href'))).toEqual([
      '/catalog/555001/detail.aspx',
      '/catalog/555002/detail.aspx',
    ]);
    view.unmount();
    expect(container.childElementCount).toBe(0);
  });

  it('no similar products, or a failed call (one logged error), leaves no shelf', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeFetch((call) => (call.url.includes('/recommendation/catalog') ? json({ error: 'boom' }, { status: 500 }) : json({})));
    const container = document.createElement('main');
    document.body.append(container);
    renderProduct(container, props('SpaProductCardEntrypoint', '/catalog/123458/detail.aspx', { product: card(123458) }, { cod1S: '123458' }));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.url.includes('/recommendation/catalog')).length).toBeGreaterThan(0);
    expect(container.querySelector('section[data-shelf="similar"]')).toBeNull();
    errors.mockRestore();
  });

  it('without usable data the card loads by the route parameter; a nameless product is titled with the no-name key', () => {
    const container = document.createElement('main');
    const view = renderProduct(container, props('SpaProductCardEntrypoint', '/catalog/55/detail.aspx', 'junk', { cod1S: '55' }));
    expect(container.querySelector('vt-product-card')!.getAttribute('nm-id')).toBe('55');
    expect(view.title).toBe('Товар');
    const nameless = renderProduct(document.createElement('main'), props('SpaProductCardEntrypoint', '/catalog/56/detail.aspx', { product: card(56, ' ') }));
    expect(nameless.title).toBe('Название не указано');
  });
});

describe('host/pages/home', () => {
  beforeEach(() => {
    freshRuntime(); // a new page: no recent views read yet
    resetPage();
    document.body.replaceChildren();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("banners first, then the data's shelves as plain links until the cards are near (no widget before visibility)", () => {
    fakeFetch(() => json({ nms: [] }));
    const container = document.createElement('main');
    document.body.append(container);
    renderHome(container, props('SpaHomeEntrypoint', '/', { shelves: [{ id: 'popular', title: 'Популярное', products: [card(1), card(2)] }], recentNms: [] }));
    const section = container.querySelector('section')!;
    expect(section.querySelector('vt-banner-carousel')?.getAttribute('location')).toBe('home-main');
    const shelf = section.querySelector('[data-shelf="popular"]')!;
    expect(shelf.querySelector('h2')?.textContent).toBe('Популярное');
    expect([...shelf.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/catalog/1/detail.aspx', '/catalog/2/detail.aspx']);
  });

  it('a shelf is a slider (swiper) with previous and next buttons for its row, kept out of sight and out of reach until the slider runs', () => {
    fakeFetch(() => json({ nms: [] }));
    const container = document.createElement('main');
    document.body.append(container);
    renderHome(container, props('SpaHomeEntrypoint', '/', { shelves: [{ id: 'popular', title: 'Популярное', products: [card(1), card(2)] }], recentNms: [] }));
    const shelf = container.querySelector('[data-shelf="popular"]')!;
    const row = shelf.querySelector('.swiper > ul.swiper-wrapper')!;
    expect([...row.children].every((item) => item.localName === 'li' && item.classList.contains('swiper-slide'))).toBe(true);
    const buttons = [...shelf.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Предыдущие товары', 'Следующие товары']);
    expect(buttons.every((button) => button.getAttribute('aria-controls') === row.id && button.disabled)).toBe(true);
    expect((buttons[0]!.parentElement as HTMLElement).hidden).toBe(true);
  });

  it("recent views: the local list first, then the server's", () => {
    localStorage.setItem('vitrina:recent-views:guest', JSON.stringify({ nm: [{ nmId: 9, time: 1 }] }));
    fakeFetch(() => json({ nms: [] }));
    const container = document.createElement('main');
    renderHome(container, props('SpaHomeEntrypoint', '/', { shelves: [], recentNms: [8] }));
    const recent = container.querySelector('[data-shelf="recent"]');
    expect(recent?.querySelector('h2')?.textContent).toBe('Вы смотрели');
    expect([...recent!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/catalog/9/detail.aspx', '/catalog/8/detail.aspx']);
  });
});

describe('host/product-popup (§2 desktop popup, §4 one at a time, resets on transition)', () => {
  let desktop = true;
  let doc: Document;
  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('host'); // a fresh document: the popup starts once per document
    resetPage();
    forgetProductDetails();
    resetProductPopup();
    document.body.replaceChildren();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return desktop;
          },
          media: query,
        }) as MediaQueryList,
    );
    fakeFetch(() => json({ state: 0, data: { products: [card(77)] } }));
    const id = 'home-entry';
    saveSpaHistoryEntry({ id, name: 'SpaHomeEntrypoint', title: '', isLocalHandler: false });
    history.replaceState({ spaId: id }, '', '/');
  });
  afterEach(() => vi.unstubAllGlobals());

  const select = (href = '/catalog/77/detail.aspx') => {
    const event = new CustomEvent('vt-product-select', { detail: { nmId: 77, href }, bubbles: true, composed: true, cancelable: true });
    doc.body.dispatchEvent(event);
    return event;
  };

  it('on desktop: cancels the select, opens the popup and pushes the card address as a local history entry', () => {
    desktop = true;
    startProductPopup(doc);
    startProductPopup(doc); // once per document
    const event = select();
    expect(event.defaultPrevented).toBe(true);
    expect(doc.querySelectorAll('vt-product-popup')).toHaveLength(1);
    expect(getStore().get(productPopupAtom).current).toEqual({ nmId: 77, href: '/catalog/77/detail.aspx' });
    expect(location.pathname).toBe('/catalog/77/detail.aspx');
    expect(findSpaHistoryEntry(historyIdOf(history.state))).toMatchObject({ name: 'SpaHomeEntrypoint', isLocalHandler: true });

    doc.dispatchEvent(new CustomEvent('vt-route-change', { detail: {} }));
    expect(getStore().get(productPopupAtom).current).toBeNull();
  });

  it('on mobile (below 1024 px) or for another origin the link navigates', () => {
    desktop = false;
    startProductPopup(doc);
    expect(select().defaultPrevented).toBe(false);
    desktop = true;
    expect(select('https://elsewhere.example/catalog/77/detail.aspx').defaultPrevented).toBe(false);
    expect(select().defaultPrevented).toBe(true);
  });
});
