import { beforeEach, describe, expect, it } from 'vitest';
import { SPA_HISTORY_KEY } from '../../../../core/domain/navigation/routes/constants';
import { findSpaHistoryEntry, historyIdOf, readSpaHistory, saveSpaHistoryEntry, SPA_HISTORY_LIMIT } from '../../../../core/domain/navigation/routes/history';

beforeEach(() => sessionStorage.clear());

describe('spa_history (storefront-routing-wallet.md §2.1)', () => {
  it('keeps entries {id, name, title, isLocalHandler} in session storage under spa_history', () => {
    saveSpaHistoryEntry({ id: 'a', name: 'SpaHomeEntrypoint', title: 'Home', isLocalHandler: false });
    expect(JSON.parse(sessionStorage.getItem(SPA_HISTORY_KEY)!)).toEqual([{ id: 'a', name: 'SpaHomeEntrypoint', title: 'Home', isLocalHandler: false }]);
    expect(findSpaHistoryEntry('a')?.name).toBe('SpaHomeEntrypoint');
  });

  it('replaces an entry with the same id and caps the list', () => {
    for (let i = 0; i < SPA_HISTORY_LIMIT + 5; i += 1) saveSpaHistoryEntry({ id: String(i), name: 'n', title: '', isLocalHandler: false });
    saveSpaHistoryEntry({ id: '104', name: 'x', title: 't', isLocalHandler: true });
    const all = readSpaHistory();
    expect(all).toHaveLength(SPA_HISTORY_LIMIT);
    expect(all.at(-1)).toEqual({ id: '104', name: 'x', title: 't', isLocalHandler: true });
  });

  it('a damaged value reads as empty; foreign entries are skipped', () => {
    sessionStorage.setItem(SPA_HISTORY_KEY, '{not json');
    expect(readSpaHistory()).toEqual([]);
    sessionStorage.setItem(SPA_HISTORY_KEY, JSON.stringify([{ id: 1 }, { id: 'ok', name: 'n', title: '', isLocalHandler: false }]));
    expect(readSpaHistory().map((e) => e.id)).toEqual(['ok']);
    expect(findSpaHistoryEntry(undefined)).toBeNull();
  });

  it('reads our id from history.state only', () => {
    expect(historyIdOf({ spaId: 'x' })).toBe('x');
    expect(historyIdOf(null)).toBeNull();
    expect(historyIdOf({ spaId: 3 })).toBeNull();
  });
});
