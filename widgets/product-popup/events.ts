/** Events of <vt-product-popup>. */
export interface ProductPopupCloseDetail {
  nmId: number | null;
  /** escape/close button/backdrop, or the connection-lost notice being dismissed. */
  reason: 'dismiss' | 'offline';
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-product-popup-close': ProductPopupCloseDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-product-popup-close': CustomEvent<ProductPopupCloseDetail>;
  }
}

export {};
