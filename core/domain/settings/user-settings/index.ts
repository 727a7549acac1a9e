import { atom } from 'jotai/vanilla';
import { getStore } from '../../../platform/store';
import { persistedValue } from '../../../platform/storage';
import { pagePart } from '../../../platform/page';

/**
 * storefront-shell.md §3 "User settings (local)": closed, colorsHitory (the spec's spelling,
 * kept so stored data stays compatible) and confirmed lists.
 */
export interface UserSettings {
  closed: ClosedKey[];
  colorsHitory: string[];
  confirmed: string[];
}

/** §3: "a closed list of keys (e.g. hide_tooltip_info_cert, new_fin_oper_loc)": add new keys here. */
export const CLOSED_KEYS = ['hide_tooltip_info_cert', 'new_fin_oper_loc'] as const;
export type ClosedKey = (typeof CLOSED_KEYS)[number];

/**
 * Colour history kept newest first. The spec names no cap for it; it reuses §9 "Colours cache
 * 255 entries" so the list cannot grow without bound.
 */
export const COLORS_HISTORY_CAP = 255;

export const USER_SETTINGS_KEY = 'user-settings';

export const defaultUserSettings = (): UserSettings => ({ closed: [], colorsHitory: [], confirmed: [] });

const isClosedKey = (value: unknown): value is ClosedKey => (CLOSED_KEYS as readonly unknown[]).includes(value);
const uniqueStrings = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : []);

/** Stored data of any shape to valid settings: unknown closed keys and non-strings dropped, the rest reset to defaults. */
export function sanitizeUserSettings(raw: unknown): UserSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return defaultUserSettings();
  const { closed, colorsHitory, confirmed } = raw as Record<string, unknown>;
  return {
    closed: uniqueStrings(closed).filter(isClosedKey),
    colorsHitory: uniqueStrings(colorsHitory).slice(0, COLORS_HISTORY_CAP),
    confirmed: uniqueStrings(confirmed),
  };
}

/** The settings every widget reads; filled from storage by the first read or change here. */
export const userSettingsAtom = atom<UserSettings>(defaultUserSettings());

/** Where the page keeps them, and whether it has read them yet: a part of the page's runtime. */
const page = () => pagePart('userSettings', () => ({ loaded: false, stored: persistedValue(USER_SETTINGS_KEY, sanitizeUserSettings) }));

/** The current settings (loaded from storage once per page). */
export function readUserSettings(): UserSettings {
  const store = getStore();
  const state = page();
  if (!state.loaded) {
    state.loaded = true;
    store.set(userSettingsAtom, state.stored.read());
  }
  return store.get(userSettingsAtom);
}

function update(change: (settings: UserSettings) => UserSettings): UserSettings {
  const next = change(readUserSettings());
  getStore().set(userSettingsAtom, next);
  page().stored.write(next); // a full storage keeps the change in memory: the shopper's choice holds for this page
  return next;
}

export const isClosed = (key: ClosedKey): boolean => readUserSettings().closed.includes(key);

/** Remembers that a tooltip or notice was closed. */
export function markClosed(key: ClosedKey): UserSettings {
  if (!isClosedKey(key)) throw new TypeError(`unknown closed key "${String(key)}"`);
  return update((s) => (s.closed.includes(key) ? s : { ...s, closed: [...s.closed, key] }));
}

export function reopen(key: ClosedKey): UserSettings {
  return update((s) => ({ ...s, closed: s.closed.filter((k) => k !== key) }));
}

/** Puts a colour first in the history (once), keeping at most COLORS_HISTORY_CAP. */
export function rememberColor(color: string): UserSettings {
  if (typeof color !== 'string' || !color) return readUserSettings();
  return update((s) => ({ ...s, colorsHitory: [color, ...s.colorsHitory.filter((c) => c !== color)].slice(0, COLORS_HISTORY_CAP) }));
}

export const isConfirmed = (id: string): boolean => readUserSettings().confirmed.includes(id);

export function markConfirmed(id: string): UserSettings {
  if (typeof id !== 'string' || !id) return readUserSettings();
  return update((s) => (s.confirmed.includes(id) ? s : { ...s, confirmed: [...s.confirmed, id] }));
}
