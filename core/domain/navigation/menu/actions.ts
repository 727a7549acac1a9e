import { getStore } from '../../../platform/store';
import { menuAudienceInputAtom, menuOpenAtom } from './atoms';
import type { MenuAudience } from './rules';

export function setMenuOpen(open: boolean): void {
  getStore().set(menuOpenAtom, open);
}

/** For the session's user modules: grade (premiumIsAvailable), business mode, resale (rules.ts isResaleEnabled). */
export function setMenuAudience(audience: Partial<Omit<MenuAudience, 'locale'>>): void {
  const store = getStore();
  store.set(menuAudienceInputAtom, { ...store.get(menuAudienceInputAtom), ...audience });
}
