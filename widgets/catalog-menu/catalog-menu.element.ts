import { defineReactElement } from '../shared/define-element';
import { CatalogMenu, type CatalogMenuProps } from './catalog-menu';
import ru from './i18n/ru.json';
import dialogCss from '../shared/dialog/dialog.css?inline';
import { followMenuToggle } from './follow-toggle';

export const CATALOG_MENU_TAG = 'vt-catalog-menu';

export function defineCatalogMenu(): CustomElementConstructor {
  followMenuToggle();
  return defineReactElement<CatalogMenuProps>(CATALOG_MENU_TAG, CatalogMenu, {
    props: { hideBanners: 'boolean', label: 'string' },
    // The panel's own styles come with it (menu-panel.tsx).
    styles: [dialogCss],
    translations: ru,
  });
}
