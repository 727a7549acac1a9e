/**
 * Where the wallet lives in the menus (storefront-shell.md §4 "Account menu": "On
 * SpaWalletPurchaseEntrypoint the menu is hidden when the currency is empty or USD"; the wallet
 * entry rule itself is core/balance walletMenuVisible).
 */
import type { Currency } from '../../../contracts/locales';

export const WALLET_PURCHASE_ENTRYPOINT = 'SpaWalletPurchaseEntrypoint';

export function accountMenuHiddenOnRoute(routeName: string | null, currency: Currency | ''): boolean {
  return routeName === WALLET_PURCHASE_ENTRYPOINT && (currency === '' || currency === 'USD');
}
