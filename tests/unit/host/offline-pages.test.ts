import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from '../../../core/platform/locale';
import { networkReachableAtom } from '../../../core/transport/connection';
import { getStore } from '../../../core/platform/store';
import { networkNeedOf } from '../../../host/offline/network-need';
import { render as renderBasket } from '../../../host/pages/basket';
import { render as renderPaymentFail } from '../../../host/pages/payment-fail';
import { render as renderServerError } from '../../../host/pages/server-error';
import { render as renderWallet } from '../../../host/pages/wallet';
import { CHECKOUT_ROUTES, mayApplyUpdate } from '../../../host/service-worker/update-policy';
import { showUpdatePrompt } from '../../../host/service-worker/update-prompt';
import type { Updates } from '../../../host/service-worker/updates';
import { loadHostTexts } from '../../../host/texts';
import en from '../../../host/i18n/en.json';
import coreEn from '../../../core/platform/i18n/locales/en.json';
import { addTexts, setLocalesBase } from '../../../core/platform/i18n';
import ru from '../../../host/i18n/ru.json';
import { resetPage } from '../core/http-fakes';
import { freshRuntime } from '../fresh-runtime';
import { pageProps } from './page-props';
const props = (name: string, url: string, data: unknown = null) => pageProps(name, url, data);

/** Offline as the service worker reports it (the browser still online: a weak signal). */
const setOffline = (offline: boolean) => getStore().set(networkReachableAtom, !offline);
const router = { refresh: vi.fn(async () => 'in-app') };

beforeEach(() => {
  // An offline page rendered while the browser says online runs its route again after a while.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetPage();
  setOffline(false);
  router.refresh.mockClear();
  (globalThis as { vitrinaRouter?: unknown }).vitrinaRouter = router;
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  setOffline(false);
  delete (globalThis as { vitrinaRouter?: unknown }).vitrinaRouter;
  getStore().set(languageAtom, 'ru');
});

describe('pages that need the network say why offline, and offer a retry', () => {
  it('the checkout, the wallet and payment need it; browsing does not', () => {
    expect(networkNeedOf('SpaBasketEntrypoint')).toBe('offlineCheckout');
    expect(networkNeedOf('SpaBasketBuyItNowEntrypoint')).toBe('offlineCheckout');
    expect(networkNeedOf('SpaMyWalletEntrypoint')).toBe('offlineWallet');
    expect(networkNeedOf('SpaWalletPurchaseEntrypoint')).toBe('offlineWallet');
    expect(networkNeedOf('SpaPaymentFailEntrypoint')).toBe('offlinePayment');
    for (const name of ['SpaHomeEntrypoint', 'SpaProductCardEntrypoint', 'SpaCatalogEntrypoint', 'SpaFavoritesEntrypoint', 'toString', null])
      expect(networkNeedOf(name)).toBeNull();
  });

  it('the basket offline: the cart lines stay, the checkout is marked offline beside the notice, and both come back with the network', () => {
    const container = document.createElement('main');
    setOffline(true);
    const view = renderBasket(container, props('SpaBasketEntrypoint', '/lk/basket'));
    const notice = container.querySelector<HTMLElement>('.network-notice')!;
    const checkout = container.querySelector<HTMLElement>('vt-checkout')!;
    const cart = container.querySelector<HTMLElement>('vt-checkout > vt-cart')!;
    expect(cart.hidden).toBe(false);
    expect(notice.hidden).toBe(false);
    expect(checkout.hasAttribute('data-offline')).toBe(true);
    expect(notice.textContent).toContain('Нет подключения к интернету');
    expect(notice.textContent).toContain('Оформить заказ можно только онлайн');
    notice.querySelector('button')!.click();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    setOffline(false);
    expect(notice.hidden).toBe(true);
    expect(checkout.hasAttribute('data-offline')).toBe(false);
    view.unmount();
    setOffline(true);
    expect(container.childElementCount).toBe(0);
  });

  it('the wallet offline is the offline page (not the 404 its failed checks would give), and runs again when the network is back', async () => {
    const container = document.createElement('main');
    setOffline(true);
    const view = await renderWallet(container, props('SpaMyWalletEntrypoint', '/lk/mywallet'));
    expect(container.querySelector('h1')!.textContent).toBe('Кошелёк');
    expect(container.textContent).toContain('Кошелёк работает только онлайн');
    expect(container.querySelector('vt-wallet')).toBeNull();
    expect(router.refresh).not.toHaveBeenCalled();
    setOffline(false);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('the payment page offline says payment needs the network', () => {
    const container = document.createElement('main');
    setOffline(true);
    renderPaymentFail(container, props('SpaPaymentFailEntrypoint', '/lk/payment/fail?status=1'));
    expect(container.querySelector('.network-notice')!.textContent).toContain('Оплата работает только онлайн');
  });

  it("the error page of a page whose data never reached the device offline: 'not saved', with a retry", () => {
    const container = document.createElement('main');
    const details = {
      error: 'NetworkError: network error',
      method: 'POST',
      route: 'SpaCatalogEntrypoint',
      url: 'http://localhost:3000/catalog/x',
      initial: true,
      forced: false,
    };
    renderServerError(container, { ...props('SpaHomeEntrypoint', '/catalog/x', details), hasError: true });
    expect(container.querySelector('h1')!.textContent).toBe('Нет подключения к интернету');
    expect(container.textContent).toContain('Эта страница не сохранена для работы без сети');
    container.querySelector('button')!.click();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('back online yet the page still fails (the connection not up yet): it runs again after 1 s, then 3 s; going offline starts over', async () => {
    const details = {
      error: 'NetworkError: network error',
      method: 'POST',
      route: 'SpaCatalogEntrypoint',
      url: 'http://localhost:3000/catalog/x',
      initial: false,
      forced: false,
    };
    const renderFailed = () => renderServerError(document.createElement('main'), { ...props('SpaHomeEntrypoint', '/catalog/x', details), hasError: true });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailed().unmount();
    onLine.mockReturnValue(true);
    renderFailed();
    await vi.advanceTimersByTimeAsync(999);
    expect(router.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    const again = renderFailed();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(router.refresh).toHaveBeenCalledTimes(2);
    again.unmount();
    // A page left before its wait is over runs nothing.
    renderFailed().unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(router.refresh).toHaveBeenCalledTimes(2);
    onLine.mockReturnValue(false);
    renderFailed().unmount();
    onLine.mockReturnValue(true);
    renderFailed();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(router.refresh).toHaveBeenCalledTimes(3);
  });

  it('the error page of a checkout that failed offline says why checkout needs the network', () => {
    const container = document.createElement('main');
    setOffline(true);
    const details = {
      error: 'TimeoutError: timed out',
      method: 'POST',
      route: 'SpaBasketEntrypoint',
      url: 'http://localhost:3000/lk/basket',
      initial: false,
      forced: false,
    };
    renderServerError(container, { ...props('SpaHomeEntrypoint', '/lk/basket', details), hasError: true });
    expect(container.textContent).toContain('Оформить заказ можно только онлайн');
  });

  it('a server failure online is still the 500 page', () => {
    const container = document.createElement('main');
    const details = {
      error: 'HttpFailure: 500',
      method: 'POST',
      route: 'SpaCatalogEntrypoint',
      url: 'http://localhost:3000/catalog/x',
      initial: true,
      forced: false,
    };
    renderServerError(container, { ...props('SpaHomeEntrypoint', '/catalog/x', details), hasError: true });
    expect(container.querySelector('h1')!.textContent).toBe('Что-то пошло не так');
  });
});

describe('the update prompt: offered with "Обновить", never mid-checkout', () => {
  beforeEach(() => document.querySelectorAll('[data-update-prompt]').forEach((region) => region.remove()));

  function fakeUpdates(ready: boolean) {
    const listeners: Array<() => void> = [];
    const updates: Updates & { setReady(value: boolean): void } = {
      ready: () => ready,
      onChange: (listener) => void listeners.push(listener),
      check: async () => undefined,
      apply: vi.fn(async () => undefined),
      setReady(value) {
        ready = value;
        listeners.forEach((listener) => listener());
      },
    };
    return updates;
  }

  it('the checkout flow is the basket, buy-it-now and the payment page', () => {
    expect([...CHECKOUT_ROUTES].sort()).toEqual(['SpaBasketBuyItNowEntrypoint', 'SpaBasketEntrypoint', 'SpaPaymentFailEntrypoint']);
    expect(mayApplyUpdate('SpaBasketEntrypoint')).toBe(false);
    expect(mayApplyUpdate('SpaProductCardEntrypoint')).toBe(true);
    expect(mayApplyUpdate(null)).toBe(true);
  });

  it('appears when a new version waits, in a status region; the button loads the page with it', () => {
    const updates = fakeUpdates(false);
    showUpdatePrompt(document, updates, () => 'SpaProductCardEntrypoint');
    const region = document.querySelector<HTMLElement>('[data-update-prompt]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.childElementCount).toBe(0);
    updates.setReady(true);
    expect(region.textContent).toContain('Доступна новая версия витрины');
    const button = region.querySelector('button')!;
    expect(button.textContent).toBe('Обновить');
    button.click();
    expect(updates.apply).toHaveBeenCalledWith(location.href);
  });

  it('is not offered in the checkout, and is once the shopper leaves it', () => {
    const updates = fakeUpdates(true);
    let current = 'SpaBasketEntrypoint';
    showUpdatePrompt(document, updates, () => current);
    const region = document.querySelector<HTMLElement>('[data-update-prompt]')!;
    expect(region.childElementCount).toBe(0);
    current = 'SpaHomeEntrypoint';
    document.dispatchEvent(new CustomEvent('vt-route-change', { detail: { url: '/', route: current, params: {}, status: 'ok' } }));
    expect(region.querySelector('button')!.textContent).toBe('Обновить');
  });

  it('speaks the page language (dist/locales/en/host.json)', async () => {
    freshRuntime();
    addTexts({ host: ru });
    setLocalesBase('https://shop.example/dist/locales/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/en/host.json') ? en : coreEn))),
    );
    await loadHostTexts('en');
    const updates = fakeUpdates(true);
    showUpdatePrompt(document, updates, () => 'SpaHomeEntrypoint');
    getStore().set(languageAtom, 'en');
    await vi.waitFor(() => expect(document.querySelector('[data-update-prompt] button')!.textContent).toBe('Update'));
    expect(document.querySelector('[data-update-prompt]')!.textContent).toContain('A new version of the storefront is available');
  });
});
