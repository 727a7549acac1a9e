import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, NotFoundError, TimeoutError, UnauthorizedError, HttpFailure } from '../../../../core/transport/http';
import { loadRouteData } from '../../../../core/domain/navigation/routes/data-step';
import { readResultState, ResultStateError } from '../../../../contracts/route-data/result-state';
import { routeDataForm } from '../../../../contracts/route-data';
import { ROUTES } from '../../../../contracts/pages/table';
import { fakeFetch, hangingReply, json, resetPage, status, ORIGIN } from '../http-fakes';

beforeEach(resetPage);
afterEach(() => vi.useRealTimers());

const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('route data step (storefront-routing-wallet.md §7, §8)', () => {
  it('POSTs /webapi/spa/data/{name} plus the query on the site group', async () => {
    const calls = fakeFetch(() => json({ state: 0, value: { a: 1 } }));
    const outcome = await loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams('x=1&y=%D1%8F') });
    expect(outcome).toEqual({ kind: 'ok', value: { a: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(`${ORIGIN}/webapi/spa/data/SpaHomeData?x=1&y=%D1%8F`);
  });

  it('§7 "Emailed-confirm request: form field changeEmail (true on change-email route)"; "currency appended for wallet purchase data"', async () => {
    expect(routeDataForm('SpaChangeEmailEntrypoint', 'SpaEmailedConfirmData', 'RUB')).toEqual({ changeEmail: 'true' });
    expect(routeDataForm('SpaConfirmEmailedEntrypoint', 'SpaEmailedConfirmData', 'RUB')).toEqual({ changeEmail: 'false' });
    expect(routeDataForm('SpaWalletPurchaseEntrypoint', 'SpaWalletPurchaseData', 'KZT')).toEqual({ currency: 'KZT' });
    expect(routeDataForm('SpaMyWalletEntrypoint', 'SpaWalletPurchaseData', '')).toBeUndefined();
    expect(routeDataForm('SpaHomeEntrypoint', 'SpaHomeData', 'RUB')).toBeUndefined();
    expect(route('SpaChangeEmailEntrypoint').data).toBe('SpaEmailedConfirmData');
    expect(route('SpaWalletPurchaseEntrypoint').data).toBe('SpaWalletPurchaseData');

    const calls = fakeFetch(() => json({ state: 0, value: {} }));
    await loadRouteData({ name: 'SpaEmailedConfirmData', query: new URLSearchParams('x=1'), form: { changeEmail: 'true' } });
    expect(calls[0]!.body).toBe('changeEmail=true');
    expect(calls[0]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    await loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams() });
    expect(calls[1]!.body).toBeUndefined();
  });

  it('§7 per-route timeouts in the route table: basket 4 s, buy-it-now 3 s, gift certificates 2 s, grouped deliveries 1 s, others the default', () => {
    expect(route('SpaBasketEntrypoint').timeoutMs).toBe(4_000);
    expect(route('SpaBasketBuyItNowEntrypoint').timeoutMs).toBe(3_000);
    expect(route('SpaGiftCertificatesEntrypoint').timeoutMs).toBe(2_000);
    expect(route('SpaActiveOrdersEntrypoint').timeoutMs).toBe(1_000);
    expect(route('SpaHomeEntrypoint').timeoutMs).toBeUndefined();
  });

  it('§7 retries in the route table: 0 for basket and buy-it-now, others the default', () => {
    expect(route('SpaBasketEntrypoint').retries).toBe(0);
    expect(route('SpaBasketBuyItNowEntrypoint').retries).toBe(0);
    expect(route('SpaCatalogEntrypoint').retries).toBeUndefined();
  });

  it('§7 "Data requests retry up to 3 times": a server error is retried 3 times (4 attempts), then the last error is thrown', async () => {
    const calls = fakeFetch(() => status(503));
    await expect(loadRouteData({ name: 'SpaCatalogData', query: new URLSearchParams() })).rejects.toBeInstanceOf(HttpFailure);
    expect(calls).toHaveLength(1 + 3);
  });

  it('retries 0: one attempt only (basket)', async () => {
    const calls = fakeFetch(() => status(500));
    await expect(loadRouteData({ name: 'SpaBasketData', query: new URLSearchParams(), retries: 0 })).rejects.toBeInstanceOf(HttpFailure);
    expect(calls).toHaveLength(1);
  });

  it('succeeds on a later attempt', async () => {
    let n = 0;
    fakeFetch(() => (++n < 3 ? status(500) : json({ state: 0, value: 'fine' })));
    await expect(loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams() })).resolves.toEqual({ kind: 'ok', value: 'fine' });
    expect(n).toBe(3);
  });

  it('§8 not found and unauthorized are not retried', async () => {
    let calls = fakeFetch(() => status(404));
    await expect(loadRouteData({ name: 'SpaProductCardData', query: new URLSearchParams() })).rejects.toBeInstanceOf(NotFoundError);
    expect(calls).toHaveLength(1);
    calls = fakeFetch(() => status(401));
    await expect(loadRouteData({ name: 'SpaPersonalCabinetData', query: new URLSearchParams() })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(calls).toHaveLength(1);
  });

  it('the basket timeout (4 s) elapses into a TimeoutError without a retry', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(hangingReply);
    const pending = loadRouteData({ name: 'SpaBasketData', query: new URLSearchParams(), timeoutMs: 4_000, retries: 0 });
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(calls).toHaveLength(1);
  });

  it('§7 "10 s default": without a route timeout each attempt is aborted at 10000 ms, not before, and retried', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(hangingReply);
    const pending = loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams() });
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
    expect(calls).toHaveLength(4);
  });

  it('an abort is a CancelledError and stops the retries', async () => {
    const calls = fakeFetch(hangingReply);
    const controller = new AbortController();
    const pending = loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams(), signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(calls.length).toBeLessThanOrEqual(1);
  });

  it('a malformed answer counts as a failure (retried, then thrown)', async () => {
    const calls = fakeFetch(() => json({ state: 'weird' }));
    await expect(loadRouteData({ name: 'SpaHomeData', query: new URLSearchParams() })).rejects.toThrow(/malformed/);
    expect(calls).toHaveLength(4);
  });
});

describe('server result states (storefront-routing-wallet.md §4)', () => {
  it('-1 error with the server message or null (default key)', () => {
    expect(readResultState({ state: -1, message: 'Нет' })).toEqual({ kind: 'error', message: 'Нет' });
    expect(readResultState({ state: -1 })).toEqual({ kind: 'error', message: null });
  });
  it('0 success with its value', () => {
    expect(readResultState({ state: 0, value: { x: 1 } })).toEqual({ kind: 'ok', value: { x: 1 } });
  });
  it('1 navigates, 3 redirects in-app with replace and force flags', () => {
    expect(readResultState({ state: 1, url: '/security/login' })).toEqual({ kind: 'navigate', url: '/security/login' });
    expect(readResultState({ state: 3, url: '/lk' })).toEqual({ kind: 'redirect', url: '/lk', replace: false, force: false });
    expect(readResultState({ state: 3, url: '/lk', replace: true, force: true })).toEqual({ kind: 'redirect', url: '/lk', replace: true, force: true });
  });
  it('2 reloads keeping the value as suffix; 4 refreshes', () => {
    expect(readResultState({ state: 2, value: '#top' })).toEqual({ kind: 'reload', suffix: '#top' });
    expect(readResultState({ state: 2 })).toEqual({ kind: 'reload', suffix: '' });
    expect(readResultState({ state: 4 })).toEqual({ kind: 'refresh' });
  });
  it.each([null, 'x', [], { state: 5 }, { state: 1 }, { state: 3, url: '' }, {}])('refuses %j', (raw) => {
    expect(() => readResultState(raw)).toThrow(ResultStateError);
  });
});
