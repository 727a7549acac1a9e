import { beforeEach, describe, expect, it } from 'vitest';
import { render as renderOrder } from '../../../host/pages/order';
import { render as renderBasket } from '../../../host/pages/basket';
import { render as renderFavorites, favoritesAttributes } from '../../../host/pages/favorites';
import { saveConfirmedOrder } from '../../../core/domain/checkout/confirmed-order';
import { resetPage } from '../core/http-fakes';
import { pageProps } from './page-props';
const props = (name: string, url: string, data: unknown) => pageProps(name, url, data);

const order = {
  orderId: '5001',
  currency: 'RUB',
  address: 'Москва, ул. Мира, д. 1',
  slots: [],
  items: [{ nmId: 7, chrtId: 70, name: '<img src=x onerror=alert(1)>', quantity: 2, price: 15000 }],
};

describe('host/pages/order (routing-wallet §2.2 SpaOrderConfirmedData, SpaOrderThankYouEntrypoint; §8 fallback)', () => {
  beforeEach(() => {
    resetPage();
    sessionStorage.clear();
  });

  it('shows the order number and items (server text as text), and the thank-you ad banners (location 105)', () => {
    const container = document.createElement('main');
    const view = renderOrder(container, props('SpaOrderThankYouEntrypoint', '/lk/basket/thankyou?orderId=5001', { orderId: '5001', order }));
    expect(view.title).toBe('Спасибо за заказ!');
    expect(container.querySelector('[data-order-id]')!.textContent).toBe('5001');
    const link = container.querySelector('.order-items a')!;
    expect(link.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(link.getAttribute('href')).toBe('/catalog/7/detail.aspx');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('vt-banner-carousel')!.getAttribute('location')).toBe('thank-you');
    view.unmount();
    expect(container.childElementCount).toBe(0);
  });

  it('§8 falls back to session storage, else says the order could not be shown', () => {
    const container = document.createElement('main');
    renderOrder(container, props('SpaOrderConfirmedEntrypoint', '/lk/basket/orderconfirmed?orderId=5002', { orderId: '5002', order: null }));
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/Не удалось загрузить/);
    expect(container.querySelector('vt-banner-carousel')).toBeNull();
    saveConfirmedOrder({
      orderId: '5002',
      createdAt: 0,
      status: 0,
      paymentStatus: 1,
      paymentType: 63,
      deliveryType: 6,
      address: '',
      currency: 'RUB',
      slots: [],
      items: [],
      total: 0,
    });
    const again = document.createElement('main');
    renderOrder(again, props('SpaOrderConfirmedEntrypoint', '/lk/basket/orderconfirmed?orderId=5002', { orderId: '5002', order: null }));
    expect(again.querySelector('[data-order-id]')!.textContent).toBe('5002');
  });
});

describe('host/pages/basket and favorites', () => {
  it('the basket: <vt-checkout> holds the lines of <vt-cart lines-only> in its slot; buy-it-now gives <vt-checkout> its one item', () => {
    const basket = document.createElement('main');
    renderBasket(basket, props('SpaBasketEntrypoint', '/lk/basket', {}));
    const lines = basket.querySelector('vt-checkout > vt-cart');
    expect(lines).not.toBeNull();
    expect(lines!.hasAttribute('lines-only')).toBe(true);
    // One heading: the page's h1, not the cart's own title beside it.
    expect(basket.querySelectorAll('h1')).toHaveLength(1);
    const now = document.createElement('main');
    renderBasket(now, props('SpaBasketBuyItNowEntrypoint', '/lk/basket/buy-it-now?chrtId=70', { item: { characteristicId: 70, cod1S: 7, quantity: 1 } }));
    expect(now.querySelector('vt-cart')).toBeNull();
    expect(JSON.parse(now.querySelector('vt-checkout')!.getAttribute('buy-it-now')!)).toEqual({ characteristicId: 70, cod1S: 7, quantity: 1 });
    const none = document.createElement('main');
    renderBasket(none, props('SpaBasketBuyItNowEntrypoint', '/lk/basket/buy-it-now', { item: null }));
    expect(none.querySelector('vt-checkout > vt-cart[lines-only]')).not.toBeNull();
  });

  it('§2.4 passes sort, search and wlArrived to <vt-favorites>; brands and sellers pages compose their own content', () => {
    expect(favoritesAttributes(new URL('http://x/lk/favorites?sort=priceUp&search=платье&wlArrived=true'), false)).toEqual({
      sort: 'priceUp',
      search: 'платье',
      'wl-arrived': '',
    });
    expect(favoritesAttributes(new URL('http://x/lk/favorites'), false)).toEqual({});
    expect(favoritesAttributes(new URL('http://x/lk/favorites/arrived'), true)).toEqual({ 'wl-arrived': '' });
    const brands = document.createElement('main');
    renderFavorites(
      brands,
      props('SpaFavoriteBrandsEntrypoint', '/lk/favoritebrands', {
        brands: [
          { name: 'Бренд', url: '/brands/brend' },
          { name: 'Чужой', url: 'https://evil.example/' },
        ],
      }),
    );
    expect([...brands.querySelectorAll('.page-links a')].map((a) => a.getAttribute('href'))).toEqual(['/brands/brend']);
    const sellers = document.createElement('main');
    renderFavorites(sellers, props('SpaFavoriteSellersEntrypoint', '/lk/favoritesellers', {}));
    expect(sellers.querySelector('vt-favorite-sellers')).not.toBeNull();
    expect(sellers.querySelector('vt-favorites')).toBeNull();
  });
});
