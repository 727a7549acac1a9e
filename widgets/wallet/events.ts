/** <vt-wallet> events (DESIGN.md "events": vt-<noun>-<verb>, composed, typed). */
import type { ReplenishMethod, WalletRedirectReason } from '../../core/domain/wallet';

export interface WalletRedirectDetail {
  to: string;
  reason: WalletRedirectReason;
}
export interface WalletReplenishDetail {
  currency: string;
  /** By card, or with crypto where routing-wallet §9 allows it (BYN). */
  method: ReplenishMethod;
}

declare module '../../core/platform/dom/emit' {
  interface VitrinaEventMap {
    /** Cancelable: the wallet must not show here (routing-wallet §6); by default the page goes to `to`. */
    'vt-wallet-redirect': WalletRedirectDetail;
    /** The shopper asked to top the wallet up, by card or (a BYN wallet, routing-wallet §9) with crypto. */
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
