/**
 * storefront-shell.md §2 "Second-factor unblock return page". Our page the provider sends the shopper back to with ?code=&state=. The spec names the page but
 * not its path: under /security/ beside the sign-in pages, since it is part of signing in to the
 * wallet, and outside /lk so the cabinet's sign-in rule never sends the popup elsewhere first.
 */
export const SECOND_FACTOR_RETURN_PATH = '/security/2fa/return';
