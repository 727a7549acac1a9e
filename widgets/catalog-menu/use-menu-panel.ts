import { useEffect, useState } from 'react';
import { emit } from '../../core/dom/emit';
import { setMenuOpen } from '../../core/menu/actions';
import { onDemand } from '../shared/on-demand';

export type MenuPanelModule = typeof import('./menu-panel');

/**
 * The panel (dialog, menu list, banners and the menu's loading) is closed at first paint: its
 * chunk loads on the first open and is kept for the menus mounted later.
 */
const menuPanel = onDemand((): Promise<MenuPanelModule> => import('./menu-panel'));

export interface MenuPanelState {
  panel: MenuPanelModule | undefined;
  /** The chunk could not be downloaded: the menu was closed again (the next open asks again). */
  failed: boolean;
  dismissFailure(): void;
}

/**
 * An open asked for before the panel's code is here (the open state is in the store) shows the
 * panel as soon as it arrives. A failed download resets the menu to closed, with vt-menu-change
 * so the burger follows, like a product popup that could not load (storefront-shell.md §8).
 */
export function useMenuPanel(open: boolean, host: Element): MenuPanelState {
  const [panel, setPanel] = useState(menuPanel.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || panel) return undefined;
    let live = true;
    setFailed(false);
    menuPanel.load().then(
      (ready) => {
        if (live) setPanel(() => ready);
      },
      (error: unknown) => {
        console.error('[vitrina] <vt-catalog-menu> could not load its panel', error);
        if (!live) return;
        setFailed(true);
        setMenuOpen(false);
        emit(host, 'vt-menu-change', { open: false });
      },
    );
    return () => {
      live = false;
    };
  }, [open, panel, host]);
  return { panel, failed, dismissFailure: () => setFailed(false) };
}
