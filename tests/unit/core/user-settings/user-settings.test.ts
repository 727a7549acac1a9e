import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_KEYS,
  COLORS_HISTORY_CAP,
  USER_SETTINGS_KEY,
  isClosed,
  isConfirmed,
  markClosed,
  markConfirmed,
  readUserSettings,
  rememberColor,
  reopen,
  sanitizeUserSettings,
  userSettingsAtom,
} from '../../../../core/domain/settings/user-settings';
import { getStore } from '../../../../core/platform/store/store';
import { FakeStorage } from '../storage/fake-storage';
import { freshRuntime } from '../../fresh-runtime';

const STORED_KEY = `vitrina:${USER_SETTINGS_KEY}`;
const stored = () => JSON.parse(localStorage.getItem(STORED_KEY) ?? 'null');

beforeEach(() => {
  freshRuntime();
  vi.stubGlobal('localStorage', new FakeStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => freshRuntime());

describe('storefront-shell.md §3 "User settings (local)"', () => {
  it('starts with empty closed, colorsHitory and confirmed lists (the spec spelling)', () => {
    expect(readUserSettings()).toEqual({ closed: [], colorsHitory: [], confirmed: [] });
  });

  it('knows the closed keys the spec names', () => {
    expect(CLOSED_KEYS).toContain('hide_tooltip_info_cert');
    expect(CLOSED_KEYS).toContain('new_fin_oper_loc');
  });

  it('remembers a closed key once, persists it and shows it in the shared store', () => {
    markClosed('hide_tooltip_info_cert');
    markClosed('hide_tooltip_info_cert');
    expect(isClosed('hide_tooltip_info_cert')).toBe(true);
    expect(isClosed('new_fin_oper_loc')).toBe(false);
    expect(stored()).toEqual({ closed: ['hide_tooltip_info_cert'], colorsHitory: [], confirmed: [] });
    expect(getStore().get(userSettingsAtom).closed).toEqual(['hide_tooltip_info_cert']);
    reopen('hide_tooltip_info_cert');
    expect(isClosed('hide_tooltip_info_cert')).toBe(false);
  });

  it('refuses a key outside the closed list', () => {
    expect(() => markClosed('made_up' as never)).toThrow(TypeError);
  });

  it('keeps the colour history newest first, once each, capped', () => {
    rememberColor('red');
    rememberColor('blue');
    rememberColor('red');
    expect(readUserSettings().colorsHitory).toEqual(['red', 'blue']);
    for (let i = 0; i < COLORS_HISTORY_CAP + 10; i += 1) rememberColor(`c${i}`);
    expect(readUserSettings().colorsHitory).toHaveLength(COLORS_HISTORY_CAP);
    expect(readUserSettings().colorsHitory[0]).toBe(`c${COLORS_HISTORY_CAP + 9}`);
    expect(rememberColor('')).toBe(readUserSettings());
  });

  it('keeps confirmed ids once each', () => {
    markConfirmed('offer-am');
    markConfirmed('offer-am');
    expect(isConfirmed('offer-am')).toBe(true);
    expect(stored().confirmed).toEqual(['offer-am']);
    expect(markConfirmed('')).toBe(readUserSettings());
  });

  it('loads what an earlier page stored', () => {
    localStorage.setItem(STORED_KEY, JSON.stringify({ closed: ['new_fin_oper_loc'], colorsHitory: ['green'], confirmed: ['x'] }));
    expect(readUserSettings()).toEqual({ closed: ['new_fin_oper_loc'], colorsHitory: ['green'], confirmed: ['x'] });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['null', 'null'],
  ])('resets malformed stored data (%s) to defaults', (_label, text) => {
    localStorage.setItem(STORED_KEY, text);
    expect(readUserSettings()).toEqual({ closed: [], colorsHitory: [], confirmed: [] });
  });

  it('drops unknown closed keys and non-string entries, resets fields of the wrong type', () => {
    expect(sanitizeUserSettings({ closed: ['new_fin_oper_loc', 'evil', 5], colorsHitory: 'red', confirmed: [null, 'ok', 'ok'] })).toEqual({
      closed: ['new_fin_oper_loc'],
      colorsHitory: [],
      confirmed: ['ok'],
    });
  });

  it('a full storage keeps the change for this page (nothing lost, no error)', () => {
    vi.stubGlobal('localStorage', new FakeStorage(10));
    freshRuntime();
    expect(() => markClosed('new_fin_oper_loc')).not.toThrow();
    expect(isClosed('new_fin_oper_loc')).toBe(true);
    expect(localStorage.getItem(STORED_KEY)).toBeNull();
  });
});
