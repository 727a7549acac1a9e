import type { MoneyRecord } from '../orders';
import type { WalletKind, WalletStatus } from './codes';

/** The wallet page's data (storefront-routing-wallet.md §2.2 SpaWalletPurchaseData; shell §6 wallet kinds). */
export interface WalletDetails {
  status: WalletStatus;
  /** null when the server names no kind (the limits table then shows nothing). */
  kind: WalletKind | null;
  /** Minor units left this month, when the server says. */
  monthRemaining: number | null;
  purchases: MoneyRecord[];
}
