import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../host/pages/promotions';
import { readPromoData } from '../../../contracts/promotions';
import { menuAudienceInputAtom } from '../../../core/domain/navigation/menu/atoms';
import { promotionSourceId, loadPromotionsMenu } from '../../../core/domain/catalog/promotions';
import { getStore } from '../../../core/platform/store/store';
import { settingsAtom } from '../../../core/domain/settings/atoms';
import { DEFAULT_SETTINGS } from '../../../core/domain/settings/types';
import { NotFoundError } from '../../../core/transport/http';
import { fakeFetch, json, resetPage, status } from '../core/http-fakes';
import { pageProps } from './page-props';
const props = (url: string, data: unknown, params: Record<string, string> = {}) => pageProps('SpaPromotionsEntrypoint', url, data, params);

const menuNodes = {
  data: {
    nodes: [
      { id: 2196, name: 'Тренды', url: '/promotions/trend' },
      { id: 2195, name: 'Клубные скидки', url: '/promotions/klubnye-skidki' },
      { id: 2202, name: 'Уходящая распродажа', url: '/promotions/uhtydazha' },
    ],
  },
};

const promo = {
  id: 188852,
  title: 'Большая распродажа',
  shelves: [
    { type: 'brand', title: 'Бренды акции' },
    { type: 'promo', title: 'Хиты акции' },
    { type: 'other', title: 'ignored' },
  ],
  brands: [
    { id: 1, name: 'Alto', url: '/brands/alto' },
    { name: 'Evil', url: 'javascript:alert(1)' },
  ],
  categories: [
    { id: 3, name: 'Женщинам', url: 'zhenshchinam', imgPath: 'https://cdn.example/c.webp', background: '#f3e5f5' },
    { id: 4, name: 'Bad', url: 'zz', imgPath: 'javascript:alert(1)', background: 'red;position:fixed' },
  ],
  poster: { wide: 'https://cdn.example/wide.webp', mini: 'https://cdn.example/mini.webp', background: '#cb11ab' },
  menu: [],
  extraMenu: [],
};

describe('promotion pages (storefront-routing-wallet.md §3 "Promo data", §9 "Promotions root menu id 2192"; storefront-shell.md §9 "Main promo action id 188852")', () => {
  beforeEach(() => resetPage());
  afterEach(() => {
    vi.unstubAllGlobals();
    getStore().set(menuAudienceInputAtom, { businessMode: false, premiumAvailable: false, resaleEnabled: false });
  });

  it('§3 reads shelves (promo or brand), brands, categories, poster, menu; drops unsafe links, pictures and colours', () => {
    const data = readPromoData({ promo });
    expect(data.id).toBe(188852);
    expect(data.shelves).toEqual([
      { type: 'brand', title: 'Бренды акции' },
      { type: 'promo', title: 'Хиты акции' },
    ]);
    expect(data.brands).toEqual([{ href: '/brands/alto', text: 'Alto' }]);
    expect(data.categories).toEqual([
      { href: '/catalog/zhenshchinam', text: 'Женщинам', image: 'https://cdn.example/c.webp', background: '#f3e5f5' },
      { href: '/catalog/zz', text: 'Bad', image: null, background: null },
    ]);
    expect(data.poster).toEqual({ wide: 'https://cdn.example/wide.webp', mini: 'https://cdn.example/mini.webp', background: '#cb11ab' });
    expect(readPromoData('nonsense')).toMatchObject({ id: null, shelves: [], poster: null });
  });

  it('shell §9 /promotions without a key lists the main promo action 188852; an unknown promotion with no id lists none', () => {
    expect(promotionSourceId({ id: null }, undefined)).toBe(188852);
    expect(promotionSourceId({ id: 7 }, 'uhtydazha')).toBe(7);
    expect(promotionSourceId({ id: null }, 'no-such')).toBeNull();
  });

  it('§9 the menu is root menu 2192 read from menu v11 (id=2192), with the §5 club-discounts rule', async () => {
    const calls = fakeFetch(() => json(menuNodes));
    const links = await loadPromotionsMenu({ menu: [], extraMenu: [] });
    expect(new URL(calls[0]!.url).searchParams.get('id')).toBe('2192');
    // storefront-shell.md §5: the club discounts item only for non-business mode with premium available.
    expect(links.map((l) => l.href)).toEqual(['/promotions/trend', '/promotions/uhtydazha']);
    getStore().set(menuAudienceInputAtom, { businessMode: false, premiumAvailable: true, resaleEnabled: false });
    expect((await loadPromotionsMenu({ menu: [], extraMenu: [] })).map((l) => l.href)).toContain('/promotions/klubnye-skidki');
  });

  it("the promotion's own menu and extra menu win over the root menu; a failed menu read is no menu and one warning", async () => {
    const calls = fakeFetch(() => status(500));
    const own = await loadPromotionsMenu({ menu: [{ href: '/promotions/a', text: 'A' }], extraMenu: [{ href: '/promotions/b', text: 'B' }] });
    expect(own.map((l) => l.text)).toEqual(['A', 'B']);
    expect(calls).toHaveLength(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadPromotionsMenu({ menu: [], extraMenu: [] })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('renders poster, menu (current marked), banners, categories, the brand shelf and the goods under the promo shelf', async () => {
    fakeFetch((call) => (call.url.includes('/v11/menu') ? json(menuNodes) : json({ data: { products: [], total: 0 } })));
    const container = document.createElement('main');
    const view = await render(container, props('/promotions/uhtydazha', { promo }, { promoKey: 'uhtydazha' }));
    expect(view.title).toBe('Большая распродажа');
    const picture = container.querySelector('.promo-poster picture')!;
    expect(picture.querySelector('source')!.getAttribute('srcset')).toBe('https://cdn.example/mini.webp');
    expect(picture.querySelector('source')!.getAttribute('media')).toBe('(max-width: 1023px)');
    expect(picture.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/wide.webp');
    expect(container.querySelector('nav.promo-menu a[aria-current="page"]')!.getAttribute('href')).toBe('/promotions/uhtydazha');
    expect(container.querySelector('vt-banner-carousel')!.getAttribute('location')).toBe('promotion-page');
    expect([...container.querySelectorAll('.promo-categories a')].map((a) => a.getAttribute('href'))).toEqual(['/catalog/zhenshchinam', '/catalog/zz']);
    const order = [...container.querySelectorAll('h2, vt-product-grid')].map((el) => (el.tagName === 'H2' ? el.textContent : 'grid'));
    expect(order).toEqual(['Категории акции', 'Бренды акции', 'Хиты акции', 'grid']);
    expect(container.querySelector('vt-product-grid')!.getAttribute('promo')).toBe('188852');
    view.unmount();
    expect(container.childElementCount).toBe(0);
  });

  it('routing-wallet §5 a trend page opened before the first settings waits for them: the switch on shows it, none after 10 s is a 404', async () => {
    fakeFetch((call) => (call.url.includes('/v11/menu') ? json(menuNodes) : json({ data: { products: [], total: 0 } })));
    getStore().set(settingsAtom, DEFAULT_SETTINGS);
    const page = document.createElement('main');
    const shown = render(page, props('/promotions/trend', { promo: { ...promo, isTrend: true } }, { promoKey: 'trend' }));
    await Promise.resolve();
    expect(page.querySelector('vt-product-grid')).toBeNull();
    getStore().set(settingsAtom, { ...DEFAULT_SETTINGS, switches: { ...DEFAULT_SETTINGS.switches, enableTrendMenu: true } });
    await shown;
    expect(page.querySelector('vt-product-grid')!.hasAttribute('is-trend')).toBe(true);

    vi.useFakeTimers();
    getStore().set(settingsAtom, DEFAULT_SETTINGS);
    const missing = render(document.createElement('main'), props('/promotions/trend', { promo: { ...promo, isTrend: true } }, { promoKey: 'trend' })).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await missing).toBeInstanceOf(NotFoundError);
    vi.useRealTimers();
  });

  it("routing-wallet §2.3 the trend promotion's grid links its tiles with isTrend=true; other promotions do not", async () => {
    fakeFetch((call) => (call.url.includes('/v11/menu') ? json(menuNodes) : json({ data: { products: [], total: 0 } })));
    const settings = getStore().get(settingsAtom);
    getStore().set(settingsAtom, { ...settings, switches: { ...settings.switches, enableTrendMenu: true } });
    const trend = document.createElement('main');
    await render(trend, props('/promotions/trend', { promo: { ...promo, id: 2196, isTrend: true } }, { promoKey: 'trend' }));
    expect(trend.querySelector('vt-product-grid')!.hasAttribute('is-trend')).toBe(true);
    const other = document.createElement('main');
    await render(other, props('/promotions/uhtydazha', { promo }, { promoKey: 'uhtydazha' }));
    expect(other.querySelector('vt-product-grid')!.hasAttribute('is-trend')).toBe(false);
    getStore().set(settingsAtom, settings);
  });
});
