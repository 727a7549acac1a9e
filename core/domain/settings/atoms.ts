import { atom } from 'jotai/vanilla';
import { DEFAULT_SETTINGS, type GlobalSettings } from './types';

/** The global settings in force (defaults until the cache or the server gives them). */
export const settingsAtom = atom<GlobalSettings>(DEFAULT_SETTINGS);
