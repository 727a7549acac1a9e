import { beforeEach, describe, expect, it } from 'vitest';
import { logError, logException } from '../../../core/transport/logging/log-error';
import { reportAuthMetric, reportMetric } from '../../../core/transport/logging/metrics';
import { getRetryQueue } from '../../../core/transport/retry/queue';
import { fakeFetch, json, networkDown, ORIGIN, resetPage, status } from './http-fakes';

beforeEach(() => {
  resetPage();
});

describe('storefront-shell.md §7 "Shell": POST /webapi/logging/jserror', () => {
  it('§7 posts msg, stk and data as JSON to the site backend', async () => {
    const calls = fakeFetch(() => status(204));
    await expect(logError('boom', 'at x', { route: 'home' })).resolves.toEqual({ status: 'sent', value: null });
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/webapi/logging/jserror`, method: 'POST' });
    expect(JSON.parse(calls[0]!.body!)).toEqual({ msg: 'boom', stk: 'at x', data: { route: 'home' } });
  });

  it('§7 stk and data are optional', async () => {
    const calls = fakeFetch(() => json({}));
    await logError('only a message');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ msg: 'only a message' });
  });

  it('§8 a failed logging request is queued for retry, and logError never rejects', async () => {
    fakeFetch(networkDown);
    const result = await logError('offline');
    expect(result.status).toBe('queued');
    const entry = getRetryQueue()
      .entries()
      .find((e) => e.url === `${ORIGIN}/webapi/logging/jserror`);
    expect(entry).toMatchObject({ retryCount: 0, options: { method: 'POST', body: '{"msg":"offline"}', contentType: 'application/json' } });
    expect(localStorage.getItem('vitrina:retry-queue')).toContain('offline');
  });

  it('data JSON cannot carry is sent as text instead of failing', async () => {
    const calls = fakeFetch(() => status(204));
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    await logError('cyclic', undefined, cyclic);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ msg: 'cyclic', data: '[object Object]' });
  });

  it('logException sends the error name, message and stack', async () => {
    const calls = fakeFetch(() => status(204));
    const error = new RangeError('out of range');
    await logException(error, { at: 1 });
    await logException('plain string');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ msg: 'RangeError: out of range', stk: error.stack, data: { at: 1 } });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ msg: 'plain string' });
  });
});

describe('storefront-shell.md §7/§8 metrics calls', () => {
  it.each([
    ['favs', 'success'],
    ['wbbasket', 'network'],
    ['orders', 'error'],
  ] as const)('§7 POST /webapi/logging/%s/metrics?status=%s with no body', async (kind, state) => {
    const calls = fakeFetch(() => status(204));
    await reportMetric(kind, state);
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/webapi/logging/${kind}/metrics?status=${state}`, method: 'POST', body: undefined });
  });

  it('§7 wbxauth metrics carry act and status', async () => {
    const calls = fakeFetch(() => status(204));
    await reportAuthMetric('slide', 'refused');
    expect(calls[0]!.url).toBe(`${ORIGIN}/webapi/logging/wbxauth/metrics?act=slide&status=refused`);
  });

  it('§8 a failed metrics report is queued for retry', async () => {
    fakeFetch(() => status(503));
    await expect(reportMetric('favs', 'network')).resolves.toMatchObject({ status: 'queued' });
    expect(
      getRetryQueue()
        .entries()
        .some((e) => e.url.endsWith('/webapi/logging/favs/metrics?status=network')),
    ).toBe(true);
  });
});
