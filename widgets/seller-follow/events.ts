/** Events of <vt-seller-follow> (unfollowing fires vt-seller-unfollow, widgets/shared/events/seller-unfollow.ts). */
export interface SellerFollowDetail {
  sellerId: number;
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    'vt-seller-follow': SellerFollowDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-seller-follow': CustomEvent<SellerFollowDetail>;
  }
}

export {};
