/** The attributes of `<vt-catalog-menu>`, shared by the element and its on-demand panel. */
export interface CatalogMenuProps {
  /** Hides the menu's promotion banners (5 left, 5 right). */
  hideBanners?: boolean;
  /** Accessible name of the side panel; default the translated "Catalog". */
  label?: string;
}
