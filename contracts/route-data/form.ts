import type { RouteDataName } from './names';

/**
 * Form fields a data step sends in its body (storefront-routing-wallet.md §7): the emailed-confirm
 * request carries changeEmail (true on the change-email route), and the wallet purchase data has
 * the shopper's currency appended. Other data steps send no body.
 */
export function routeDataForm(routeName: string, dataName: RouteDataName, currency: string): Record<string, string> | undefined {
  if (dataName === 'SpaEmailedConfirmData') return { changeEmail: String(routeName === CHANGE_EMAIL_ROUTE) };
  if (dataName === 'SpaWalletPurchaseData' && currency) return { currency };
  return undefined;
}

export const CHANGE_EMAIL_ROUTE = 'SpaChangeEmailEntrypoint';
