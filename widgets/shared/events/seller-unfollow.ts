declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-seller-unfollow': { sellerId: number; undone: boolean };
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-seller-unfollow': CustomEvent<{ sellerId: number; undone: boolean }>;
  }
}

export {};
