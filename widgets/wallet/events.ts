/** <vt-wallet> events (DESIGN.md "events": vt-<noun>-<verb>, composed, typed). */
import type { WalletRedirectReason } from '../../core/domain/wallet';

export interface WalletRedirectDetail {
  to: string;
  reason: WalletRedirectReason;
}
export interface WalletReplenishDetail {
  currency: string;
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** Cancelable: the wallet must not show here (routing-wallet §6); by default the page goes to `to`. */
    'vt-wallet-redirect': WalletRedirectDetail;
    /** The shopper asked to top the wallet up. */
    'vt-wallet-replenish': WalletReplenishDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'vt-wallet-redirect': CustomEvent<WalletRedirectDetail>;
    'vt-wallet-replenish': CustomEvent<WalletReplenishDetail>;
  }
}

export {};
