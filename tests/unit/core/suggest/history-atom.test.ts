import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSearchHistory,
  forgetSearch,
  reloadSearchHistory,
  rememberSearch,
  searchHistory,
  searchHistoryAtom,
} from '../../../../core/domain/search/history-atom';
import { HISTORY_LIMIT } from '../../../../core/domain/search/history';
import { getStore } from '../../../../core/platform/store/store';
import { fullLocalStorage, resetPage } from '../http-fakes';

describe('core/suggest/history-atom (shell §5 "history limit 20"; issue 7 "history kept across a reload")', () => {
  beforeEach(() => {
    resetPage();
    reloadSearchHistory();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a search is remembered in the shared store and in localStorage under the kit prefix', () => {
    rememberSearch('  платье ');
    rememberSearch('куртка');
    expect(getStore().get(searchHistoryAtom)).toEqual(['куртка', 'платье']);
    expect(JSON.parse(localStorage.getItem('vitrina:search-history')!)).toEqual(['куртка', 'платье']);
  });

  it('survives a reload: a fresh page reads it back', () => {
    rememberSearch('кроссовки');
    reloadSearchHistory();
    expect(searchHistory()).toEqual(['кроссовки']);
  });

  it('§5 keeps at most 20, newest first', () => {
    for (let i = 0; i < 30; i += 1) rememberSearch(`q${i}`);
    expect(searchHistory()).toHaveLength(HISTORY_LIMIT);
    expect(searchHistory()[0]).toBe('q29');
  });

  it('a tampered stored value is cleaned on read', () => {
    localStorage.setItem('vitrina:search-history', JSON.stringify(['ok', 42, '<img src=x onerror=alert(1)>', 'OK']));
    reloadSearchHistory();
    expect(searchHistory()).toEqual(['ok', '<img src=x onerror=alert(1)>']);
  });

  it('blank text is not remembered', () => {
    rememberSearch('   ');
    expect(searchHistory()).toEqual([]);
  });

  it('forget and clear', () => {
    rememberSearch('a');
    rememberSearch('b');
    forgetSearch('A');
    expect(searchHistory()).toEqual(['b']);
    clearSearchHistory();
    expect(searchHistory()).toEqual([]);
  });

  it('a full storage never loses the search: it stays in the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fullLocalStorage();
    rememberSearch('не потеряется');
    expect(searchHistory()).toEqual(['не потеряется']);
    warn.mockRestore();
  });
});
