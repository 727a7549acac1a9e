import { defineWallet } from './wallet.element';

export type VtWalletElement = HTMLElement & { details?: unknown; skipChecks?: boolean };

declare global {
  interface HTMLElementTagNameMap {
    'vt-wallet': VtWalletElement;
  }
}

export const VtWallet = defineWallet();
