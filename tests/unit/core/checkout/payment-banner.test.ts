import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentBanners } from '../../../../core/domain/checkout';
import { panOfMask } from '../../../../contracts/payment-banner';
import { setToken } from '../../../../core/transport/token';
import { fakeFetch, hangingReply, json, makeJwt, ORIGIN, resetPage } from '../http-fakes';

beforeEach(() => {
  resetPage();
  setToken(makeJwt());
});
afterEach(() => vi.useRealTimers());

describe('storefront-shell.md §7 "POST /webapi/lk/payment/marketing/banner?pan="', () => {
  it('§7 sends only the leading digits the card mask shows as pan, once per prefix, and gives the banner', async () => {
    const calls = fakeFetch(() => json({ banner: { text: 'Кешбэк 5%', href: '/promotions', bank: 'MIR' } }));
    const load = createPaymentBanners({ log: vi.fn() });
    await expect(load('2200 **** **** 1234')).resolves.toEqual({ text: 'Кешбэк 5%', href: '/promotions', bank: 'MIR' });
    await load('2200 **** **** 9876');
    // The offer's text is asked in the page's language (ru here).
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', `${ORIGIN}/webapi/lk/payment/marketing/banner?pan=2200&lang=ru`]]);
    expect(panOfMask('220012******1234')).toBe('220012');
    expect(panOfMask('**** 1234')).toBe('');
  });

  it('no banner for the card: null; a mask without leading digits asks nothing', async () => {
    const calls = fakeFetch(() => json({ banner: null }));
    const load = createPaymentBanners({ log: vi.fn() });
    await expect(load('5100 **** **** 1234')).resolves.toBeNull();
    await expect(load('**** 1234')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a call that times out (2000 ms) or a malformed answer gives no banner and one logged error', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const load = createPaymentBanners({ log });
    const first = load('2200 **** **** 1234');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(first).resolves.toBeNull();
    vi.useRealTimers();
    fakeFetch(() => json({ banner: { href: '/x' } }));
    await expect(load('4276 **** **** 1234')).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
  });

  it('a link to another host is dropped, the text kept', async () => {
    fakeFetch(() => json({ banner: { text: 'Offer', href: 'https://evil.example/' } }));
    await expect(createPaymentBanners({ log: vi.fn() })('2200 ****')).resolves.toEqual({ text: 'Offer', bank: '' });
  });
});
