import { onDemand } from '../shared/on-demand';
import { useOnDemand, type OnDemandState } from '../shared/use-on-demand';

export type CheckoutParts = typeof import('./parts');

/** Kept for the next checkout on the page, which then renders them at once. */
const checkoutParts = onDemand((): Promise<CheckoutParts> => import('./parts'));

/**
 * Asks for the parts once the checkout has painted (effects run after the paint); again on retry()
 * after a failure. Until they are here each part shows the loading line of its section.
 */
export function useCheckoutParts(): OnDemandState<CheckoutParts> {
  return useOnDemand(checkoutParts, true, '<vt-checkout> could not load the pickup-point search and the courier windows');
}
