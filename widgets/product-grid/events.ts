/** Events of <vt-product-grid>; vt-product-select is the product card's (one declaration for both elements). */
import '../shared/events/product-select';

export interface ListingChangeDetail {
  sort: string;
  page: number;
  /** The delivery filter in hours (storefront-shell.md §9 fdlvr), absent when off. */
  deliveryHours?: number;
  /** The listing's address with the new query. */
  href: string;
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** Cancelable: a host that handles the sort/page/filter change itself cancels it. */
    'vt-listing-change': ListingChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-listing-change': CustomEvent<ListingChangeDetail>;
  }
}

export {};
