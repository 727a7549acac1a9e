/** Events of <vt-product-card> (and the cancelable selection a host may turn into the popup). */
export interface ProductSelectDetail {
  nmId: number;
  /** The product page address (routing-wallet §2.3 /catalog/{id}/detail.aspx[?size=]). */
  href: string;
  size?: string;
}
export interface ProductSizeChangeDetail {
  nmId: number;
  characteristicId: number;
  /** The value kept in `?size=`. */
  size: string;
}

declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** Cancelable: storefront-shell.md §2 "Product-card clicks: desktop opens a popup, mobile navigates". */
    'vt-product-select': ProductSelectDetail;
    'vt-product-size-change': ProductSizeChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-product-select': CustomEvent<ProductSelectDetail>;
    'vt-product-size-change': CustomEvent<ProductSizeChangeDetail>;
  }
}

export {};
