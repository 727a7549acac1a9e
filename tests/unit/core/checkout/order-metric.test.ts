import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withOrderMetric } from '../../../../core/domain/checkout/order-metric';
import { CheckoutBlockedError } from '../../../../core/domain/checkout/place-order';
import { NetworkError, TimeoutError, HttpFailure } from '../../../../core/transport/http';
import { fakeFetch, ORIGIN, resetPage, status } from '../http-fakes';

beforeEach(() => resetPage());

describe('storefront-shell.md §7 "POST /webapi/logging/orders/metrics?status=" after placing an order', () => {
  it('§7 a placed order reports status=success to /webapi/logging/orders/metrics with no body', async () => {
    const calls = fakeFetch(() => status(204));
    await expect(withOrderMetric(async () => 'order 77')).resolves.toBe('order 77');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/webapi/logging/orders/metrics?status=success`, method: 'POST', body: undefined });
  });

  it('§8 a network failure or timeout is reported as network, any other failure as error; the failure is passed on', async () => {
    const report = vi.fn();
    const network = new NetworkError('/order');
    await expect(withOrderMetric(() => Promise.reject(network), { report })).rejects.toBe(network);
    await expect(withOrderMetric(() => Promise.reject(new TimeoutError('/order', 4000)), { report })).rejects.toBeInstanceOf(TimeoutError);
    await expect(withOrderMetric(() => Promise.reject(new HttpFailure('/order', 500, 'down')), { report })).rejects.toBeInstanceOf(HttpFailure);
    expect(report.mock.calls).toEqual([['network'], ['network'], ['error']]);
  });

  it('an order the checkout refused before any call (blocked) is not reported', async () => {
    const report = vi.fn();
    const blocked = new CheckoutBlockedError(['noPickupPoint' as never]);
    await expect(withOrderMetric(() => Promise.reject(blocked), { report, reported: (e) => !(e instanceof CheckoutBlockedError) })).rejects.toBe(blocked);
    expect(report).not.toHaveBeenCalled();
  });
});
