import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMergedRecommendations, MERGER_TIMEOUT_MS } from '../../../../core/domain/catalog';
import { fakeFetch, hangingReply, json, ORIGIN, resetPage } from '../http-fakes';

const logException = vi.hoisted(() => vi.fn());
vi.mock('../../../../core/transport/logging', async (original) => ({ ...(await original<object>()), logException }));

beforeEach(async () => {
  logException.mockClear();
  await resetPage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storefront-shell.md §7 "GET recommendation merger list with nm ids (up to 100, 2 s)"', () => {
  it('asks with the given goods joined by ";" and returns the merged list without them', async () => {
    const calls = fakeFetch(() => json({ nms: [7, 3, 8, 'x', 7, 9] }));
    await expect(loadMergedRecommendations([3, 4, 3])).resolves.toEqual([7, 8, 9]);
    expect(calls[0]).toMatchObject({ url: `${ORIGIN}/svc/recom/merger/list?nm=3%3B4`, method: 'GET' });
  });

  it('sends at most 100 product numbers, and still leaves out every given one', async () => {
    const given = Array.from({ length: 150 }, (_, i) => i + 1);
    const calls = fakeFetch(() => json({ nms: [120, 151, 2] }));
    await expect(loadMergedRecommendations(given)).resolves.toEqual([151]);
    const sent = new URL(calls[0]!.url).searchParams.get('nm')!.split(';');
    expect(sent).toHaveLength(100);
    expect(sent[99]).toBe('100');
  });

  it('no goods make no call', async () => {
    const calls = fakeFetch(() => json({ nms: [1] }));
    await expect(loadMergedRecommendations([])).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an empty answer and a malformed one are null; the malformed one is logged', async () => {
    fakeFetch(() => json({ nms: [] }));
    await expect(loadMergedRecommendations([1])).resolves.toBeNull();
    expect(logException).not.toHaveBeenCalled();
    fakeFetch(() => json('no list'));
    await expect(loadMergedRecommendations([1])).resolves.toBeNull();
    expect(logException).toHaveBeenCalledTimes(1);
    expect(logException.mock.calls[0]![1]).toEqual({ call: 'merged recommendations' });
  });

  it('§7 2 s: still waiting at 1999 ms, null and one logged error at 2000 ms', async () => {
    vi.useFakeTimers();
    fakeFetch(hangingReply);
    let settled = false;
    const pending = loadMergedRecommendations([1, 2]).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(MERGER_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(logException).toHaveBeenCalledTimes(1);
    expect(logException.mock.calls[0]![1]).toEqual({ call: 'merged recommendations' });
    expect(MERGER_TIMEOUT_MS).toBe(2000);
  });
});
