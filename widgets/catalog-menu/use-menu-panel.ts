import { emit } from '../../core/platform/dom';
import { setMenuOpen } from '../../core/domain/navigation';
import { onDemand } from '../shared/on-demand';
import { useOnDemand, type OnDemandState } from '../shared/use-on-demand';

export type MenuPanelModule = typeof import('./menu-panel');

/**
 * The panel (dialog, menu list, banners and the menu's loading) is closed at first paint: its
 * chunk loads on the first open and is kept for the menus mounted later.
 */
const menuPanel = onDemand((): Promise<MenuPanelModule> => import('./menu-panel'));

/**
 * An open asked for before the panel's code is here (the open state is in the store) shows the
 * panel as soon as it arrives. A failed download resets the menu to closed, with vt-menu-change
 * so the burger follows, like a product popup that could not load (storefront-shell.md §8);
 * retry() forgets the failure, and the next open asks again.
 */
export function useMenuPanel(open: boolean, host: Element): OnDemandState<MenuPanelModule> {
  return useOnDemand(menuPanel, open, '<vt-catalog-menu> could not load its panel', () => {
    setMenuOpen(false);
    emit(host, 'vt-menu-change', { open: false });
  });
}
