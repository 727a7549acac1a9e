/**
 * The promo creatives' poller (./promo-poller), loaded when a listing of a promotion first needs
 * it: other listings load none of that code.
 */
export const loadPromoPoller = () => import('./promo-poller');

export type PromoPollerModule = Awaited<ReturnType<typeof loadPromoPoller>>;
