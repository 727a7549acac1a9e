/** Events of <vt-favorite-toggle> and <vt-favorites>. */
export interface FavoriteChangeDetail {
  characteristicId: number;
  product: number;
  favorite: boolean;
}

declare module '../../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-favorite-change': FavoriteChangeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-favorite-change': CustomEvent<FavoriteChangeDetail>;
  }
}

export {};
