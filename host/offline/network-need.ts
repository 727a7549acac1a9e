import type { HostTextKey } from '../i18n/types';

/**
 * Pages that need the network whatever the caches hold, and why they say they do: checkout
 * (prices, stock and delivery are the server's at the moment of the order), the wallet (balance
 * and operations live on the server) and payment (the bank confirms it).
 */
const NEED_BY_ROUTE: Readonly<Record<string, HostTextKey>> = {
  SpaBasketEntrypoint: 'offlineCheckout',
  SpaBasketBuyItNowEntrypoint: 'offlineCheckout',
  SpaMyWalletEntrypoint: 'offlineWallet',
  SpaWalletPurchaseEntrypoint: 'offlineWallet',
  SpaPaymentFailEntrypoint: 'offlinePayment',
};

/** Why this route needs the network (its text), or null when it works from the caches. */
export function networkNeedOf(route: string | null | undefined): HostTextKey | null {
  return route && Object.hasOwn(NEED_BY_ROUTE, route) ? NEED_BY_ROUTE[route]! : null;
}
