/** <vt-checkout> events (declaration merging into the kit's event map). */
export interface CheckoutOrderDetail {
  orderId: string;
  /** Where the shopper goes next unless a listener cancels the event (the thank-you page). */
  url: string;
  items: { nmId: number; characteristicId: number; quantity: number }[];
  total: number;
  currency: string;
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-checkout-order': CheckoutOrderDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-checkout-order': CustomEvent<CheckoutOrderDetail>;
  }
}

export {};
