/** Events of <vt-add-to-cart> and <vt-cart>. */
export interface CartChangeDetail {
  action: 'add' | 'quantity' | 'remove' | 'include';
  characteristicId: number;
  product: number;
  quantity: number;
}

declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-cart-change': CartChangeDetail;
    'vt-cart-error': { message: string };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-cart-change': CustomEvent<CartChangeDetail>;
    'vt-cart-error': CustomEvent<{ message: string }>;
  }
}

export {};
