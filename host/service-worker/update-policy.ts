/**
 * The checkout flow (storefront-shell.md §2 "Cart and checkout: pickup or courier, payment
 * cards"; routing §2.2 the basket and buy-it-now routes, the payment return page): a new version
 * never takes over while the shopper is in it, neither by the prompt nor by a navigation. The
 * site's minimum version (§4 "Settings refresh") is the one exception: it reloads anyway.
 */
export const CHECKOUT_ROUTES: ReadonlySet<string> = new Set(['SpaBasketEntrypoint', 'SpaBasketBuyItNowEntrypoint', 'SpaPaymentFailEntrypoint']);

/** Whether a waiting version may be offered and applied while this route is shown. */
export function mayApplyUpdate(currentRoute: string | null | undefined): boolean {
  return !currentRoute || !CHECKOUT_ROUTES.has(currentRoute);
}
