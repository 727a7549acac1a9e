import { atom } from 'jotai/vanilla';
import { localeAtom } from '../../../platform/locale';
import { applyMenuRules, type MenuAudience } from './rules';
import type { MenuItem } from '../../../../contracts/menu';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The loaded catalog menu (before the audience rules) and where it came from. */
export const menuDataAtom = atom<{ items: MenuItem[]; source: 'static' | 'v11' } | null>(null);
export const menuStatusAtom = atom<MenuStatus>('idle');
/** storefront-shell.md §4 "Menu and footer": the side menu is open or closed. */
export const menuOpenAtom = atom(false);

/**
 * Who is looking, for the §5 item rules. The session's user modules (grade, business mode,
 * resale rollout) set it through setMenuAudience; until then the restrictive defaults apply.
 */
export const menuAudienceInputAtom = atom<Omit<MenuAudience, 'locale'>>({
  businessMode: false,
  premiumAvailable: false,
  resaleEnabled: false,
});

export const menuAudienceAtom = atom<MenuAudience>((get) => ({ ...get(menuAudienceInputAtom), locale: get(localeAtom) }));

/** The menu this shopper sees (§5 rules applied). */
export const visibleMenuAtom = atom<MenuItem[]>((get) => {
  const data = get(menuDataAtom);
  return data ? applyMenuRules(data.items, get(menuAudienceAtom)) : [];
});

/** §4 "Menu: open/closed, selected first-level item" (its id, or null). */
export const menuSelectedAtom = atom<string | null>(null);
