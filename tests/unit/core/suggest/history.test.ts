import { describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LIMIT,
  SEARCH_HISTORY_STORAGE_KEY,
  addToHistory,
  createSearchHistory,
  removeFromHistory,
  sanitizeHistory,
} from '../../../../core/domain/search/history';

describe('core/suggest/history (shell §5 "history limit 20")', () => {
  it('§5 newest first, at most 20', () => {
    let history: string[] = [];
    for (let i = 0; i < 25; i += 1) history = addToHistory(history, `query ${i}`);
    expect(HISTORY_LIMIT).toBe(20);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('query 24');
    expect(history.at(-1)).toBe('query 5');
  });

  it('trimmed, and de-duplicated without regard to case (the newest spelling wins, moved to the top)', () => {
    const history = addToHistory(addToHistory(['Платье', 'shoes'], 'куртка'), '  ПЛАТЬЕ ');
    expect(history).toEqual(['ПЛАТЬЕ', 'куртка', 'shoes']);
  });

  it('blank-only text is never stored', () => {
    expect(addToHistory(['a'], '   \t ')).toEqual(['a']);
    expect(addToHistory([], '')).toEqual([]);
  });

  it('removes an entry whatever its case', () => {
    expect(removeFromHistory(['Платье', 'shoes'], 'платье')).toEqual(['shoes']);
  });

  it('a tampered stored value is cleaned: strings only, de-duplicated, at most 20', () => {
    expect(sanitizeHistory('x')).toEqual([]);
    expect(sanitizeHistory([' a ', 'A', 3, null, '', 'b'])).toEqual(['a', 'b']);
    expect(sanitizeHistory(Array.from({ length: 30 }, (_, i) => `q${i}`))).toHaveLength(20);
  });

  it('persists through the injected storage and reads it back', () => {
    const storage = new Map<string, string>();
    const first = createSearchHistory(storage);
    first.add('чехол');
    first.add('iphone');
    expect(JSON.parse(storage.get(SEARCH_HISTORY_STORAGE_KEY) ?? '[]')).toEqual(['iphone', 'чехол']);
    expect(createSearchHistory(storage).entries()).toEqual(['iphone', 'чехол']);
    expect(first.remove('ЧЕХОЛ')).toEqual(['iphone']);
    expect(first.clear()).toEqual([]);
    expect(storage.get(SEARCH_HISTORY_STORAGE_KEY)).toBe('[]');
  });

  it('broken stored data starts an empty history', () => {
    expect(createSearchHistory(new Map([[SEARCH_HISTORY_STORAGE_KEY, '{oops']])).entries()).toEqual([]);
    expect(
      createSearchHistory({
        get: () => {
          throw new Error('blocked');
        },
        set: () => undefined,
      }).entries(),
    ).toEqual([]);
  });

  it('a full storage keeps the history in memory and reports the failure', () => {
    const onWriteError = vi.fn();
    const history = createSearchHistory(
      {
        get: () => null,
        set: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      { onWriteError },
    );
    expect(history.add('куртка')).toEqual(['куртка']);
    expect(history.entries()).toEqual(['куртка']);
    expect(onWriteError).toHaveBeenCalledTimes(1);
  });
});
