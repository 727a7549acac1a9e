import { useAtomValue } from 'jotai/react';
import { menuOpenAtom } from '../../core/domain/navigation';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { PanelPending } from './panel-pending';
import { useMenuPanel } from './use-menu-panel';
import type { CatalogMenuProps } from './catalog-menu-props';
import '../shared/events/menu';

export type { CatalogMenuProps };

/**
 * The burger side menu (storefront-shell.md §2 "Catalog side menu with banners", §4 "Menu and
 * footer", §5 "Menu"): a modal side panel (native dialog: focus trap, Escape closes) holding an
 * APG disclosure navigation. Opens on the header's `vt-menu-toggle` (on document, followed from
 * the moment the chunk loads: see follow-toggle.ts); when it closes itself it sends `vt-menu-change`.
 * The panel's code (menu-panel.tsx) loads on the first open; when it cannot be downloaded an
 * "Internet connection is lost" modal says so and the menu closes again.
 */
export function CatalogMenu(props: CatalogMenuProps & ElementHostProps) {
  const t = useT();
  const open = useAtomValue(menuOpenAtom);
  const { part: panel, failed, retry } = useMenuPanel(open, props.container.host);
  if (panel) return <panel.CatalogMenuPanel {...props} />;
  return <PanelPending failed={failed} onDismiss={retry} t={t} />;
}
