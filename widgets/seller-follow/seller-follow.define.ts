import { defineSellerFollow } from './seller-follow.element';

export type VtSellerFollowElement = HTMLElement & { sellerId?: number };

declare global {
  interface HTMLElementTagNameMap {
    'vt-seller-follow': VtSellerFollowElement;
  }
}

export const VtSellerFollow = defineSellerFollow();
