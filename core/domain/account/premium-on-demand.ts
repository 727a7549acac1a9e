/**
 * The premium rule's sources (./premium-sources), for an element that follows them only once it
 * shows a price: loaded then, not with the element's first chunk.
 */
export const loadPremiumFollower = (): Promise<() => void> => import('./premium-sources').then(({ followPremium }) => followPremium);
