import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchGoods } from '../../../../core/domain/catalog/search-goods';
import { fakeFetch, hangingReply, json, ORIGIN, resetPage } from '../http-fakes';

beforeEach(resetPage);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const initOf = (index: number) => vi.mocked(fetch).mock.calls[index]![1] as RequestInit;

describe('storefront-routing-wallet.md §7 "GET search-goods service with query= | list of product numbers"', () => {
  it('empty-search recommendations: GET with an empty query, credentials omitted, the product numbers', async () => {
    const calls = fakeFetch(() => json([5, 3, 5, 'x', 9]));
    await expect(createSearchGoods({ log: vi.fn() })('empty-search', 'ignored')).resolves.toEqual([5, 3, 9]);
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/svc/search/search-goods?query=`, method: 'GET' });
    expect(initOf(0).credentials).toBe('omit');
  });

  it('recommendation search: the trimmed query', async () => {
    const calls = fakeFetch(() => json([1, 2]));
    await expect(createSearchGoods({ log: vi.fn() })('recommendation-search', '  платье ')).resolves.toEqual([1, 2]);
    expect(calls[0]!.url).toBe(`${ORIGIN}/svc/search/search-goods?query=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5`);
    expect(initOf(0).credentials).toBe('omit');
  });

  it('at most 100 product numbers are kept', async () => {
    fakeFetch(() => json(Array.from({ length: 150 }, (_, i) => i + 1)));
    expect(await createSearchGoods({ log: vi.fn() })('empty-search')).toHaveLength(100);
  });

  it('§7 "2 s for empty-search recommendations": no answer in 2000 ms is null and one logged error', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const load = createSearchGoods({ log });
    const first = load('empty-search');
    await vi.advanceTimersByTimeAsync(1999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBeNull();
    const second = load('empty-search');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(second).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError' });
    expect(log.mock.calls[0]![1]).toEqual({ call: 'search-goods', purpose: 'empty-search' });
  });

  it('§7 "5 s for recommendation search": still waiting at 4999 ms, null at 5000 ms', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    const log = vi.fn();
    const pending = createSearchGoods({ log })('recommendation-search', 'x');
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('bad input: a malformed answer is null and one logged error', async () => {
    fakeFetch(() => json('not a list'));
    const log = vi.fn();
    await expect(createSearchGoods({ log })('empty-search')).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
