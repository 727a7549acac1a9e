import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadProductNewTabExperiment, productsInNewTabAtom } from '../../core/domain/catalog';
import { signedInAtom } from '../../core/transport/token';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/**
 * Whether product links open in a new tab (storefront-routing-wallet.md §6: by the setting or
 * the experiment, "mobile always same window"; mobile is below the §9 1024 px breakpoint).
 *
 * Such a link is a plain target=_blank rel=noopener link: the router leaves it alone (§2.1 link
 * clicks "except ... target=_blank") and it sends no vt-product-select, so the desktop product
 * popup (storefront-shell.md §2 "Product-card clicks: desktop opens a popup") does not open. A
 * shopper who chose new tabs (or whose experiment tests them) wants the product beside the list,
 * as on the big marketplaces' desktop sites; a popup over the list and a new tab would be two
 * answers to one click. With the setting off the popup rule is unchanged.
 */
export function useProductNewTab(): boolean {
  const newTab = useAtomValue(productsInNewTabAtom);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const signedIn = useAtomValue(signedInAtom);
  useEffect(() => loadProductNewTabExperiment(), [signedIn]);
  return newTab && !mobile;
}

/** The link attributes for a product link (spread onto the <a>). */
export const productLinkTarget = (newTab: boolean): { target?: string; rel?: string } => (newTab ? { target: '_blank', rel: 'noopener' } : {});
